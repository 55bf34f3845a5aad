/**
 * Valibot schemas for every request body, shared by the islands (form checks) and the functions
 * (the authority). Every issue carries a message KEY (`validation-keys.ts`, worded by the i18n
 * catalogue), never text; `validationIssues` turns a failed parse into `{ path, key }` pairs.
 * Objects are strict: an unknown field (e.g. a tampered `total`) is refused, never ignored.
 */
import * as v from 'valibot';
import { MIN_SPOTS } from './group-size.ts';
import { LOCALES } from './locales.ts';
import { CARD, ONLINE_METHODS } from './payment-method.ts';
import { normalizeMobileMoneyNumber, plausibleInternationalNumber } from './phone.ts';
import { MAX_SPOTS, PAYMENT_TYPES } from './pricing.ts';
import { TRIP_TYPES } from './trip-types.ts';
import type { ValidationKey } from './validation-keys.ts';

export type { TripType } from './trip-types.ts';
export type { ValidationKey } from './validation-keys.ts';

// The booker's name is the only text of theirs that reaches e-mail (receipts greet with it): a
// name's shape and length only. The message of validation.name.invalid states this limit.
const NAME_MAX = 60;
/** A departure's id is the CMS's array key (letters, digits, `-`, `_`); the database allows 120. */
const DEPARTURE_ID_MAX = 120;
const EMAIL_MAX = 254;

export const key = (k: ValidationKey) => k;

/** A departure of the catalogue, by its id (a booking's, a move's target). */
export const departureIdSchema = v.pipe(
  v.string(key('validation.departure.unknown')),
  v.trim(),
  v.nonEmpty(key('validation.departure.required')),
  v.maxLength(DEPARTURE_ID_MAX, key('validation.departure.unknown')),
  v.regex(/^[\w.-]+$/, key('validation.departure.unknown')),
);

/** Domain endings a spaced-out address ends with ("evil. Com"); a name's word after a dot is not one. */
const SPACED_TLD = /\.\s*(?:com|net|org|info|biz|io|co|cm|fr|me|ly|app|xyz|site|online|shop|link|top|ru)\b/iu;

/**
 * A name shaped like a web address with its dots spaced out or a `www`, which still reads as a link
 * in a receipt's greeting: "evil. com", "evil .com", "www evil", "https://". Initials and
 * abbreviations ("J. R.", "St. Pierre") are names.
 */
function looksLikeLink(name: string): boolean {
  return (
    /\p{L}\s+\.\s*\p{L}/u.test(name) ||
    /\p{L}{2}\.\s+\p{Ll}{2}/u.test(name) ||
    SPACED_TLD.test(name) ||
    /(?:^|[\s.])www(?:[\s.]|$)/iu.test(name) ||
    name.includes('://')
  );
}

/** A person's name (the lead booker's, a traveller's): its shape and length only. */
export const fullName = v.pipe(
  v.string(key('validation.name.required')),
  v.trim(),
  v.nonEmpty(key('validation.name.required')),
  v.maxLength(NAME_MAX, key('validation.name.invalid')),
  v.regex(/^\p{L}[\p{L}\p{M}'’ .-]*$/u, key('validation.name.invalid')),
  v.check((name) => /\p{L}.*\p{L}/u.test(name), key('validation.name.invalid')),
  // No web address: a word, a dot and a word with no space between ("evil.com") is no name.
  v.check((name) => !/\p{L}{2}\.\p{L}{2}/u.test(name), key('validation.name.invalid')),
  v.check((name) => !looksLikeLink(name), key('validation.name.invalid')),
);

/**
 * Every traveller's name, in order, one per person at most; an empty one is a traveller not yet
 * named (docs/business-rules.md#departures). The one rule for the back office's form, the
 * checkout's other travellers and the booking page's form, and for the functions behind them.
 */
export const travellerNamesSchema = v.pipe(
  v.array(
    v.pipe(
      v.string(key('validation.name.invalid')),
      v.trim(),
      v.check((name) => name === '' || v.is(fullName, name), key('validation.name.invalid')),
    ),
    key('validation.invalid'),
  ),
  v.maxLength(MAX_SPOTS, key('validation.travellers.tooMany')),
);

/** An e-mail address as given (trimmed), within the length a mailbox allows. */
export const email = v.pipe(
  v.string(key('validation.email.invalid')),
  v.trim(),
  v.nonEmpty(key('validation.email.required')),
  v.maxLength(EMAIL_MAX, key('validation.email.invalid')),
  v.email(key('validation.email.invalid')),
);

/** Reads a phone number in its stored form, or null when it is not one. */
export type PhoneNumberRule = (input: string) => string | null;

/** A phone number read by `rule`: `requiredKey` when missing, the phone message when unreadable. */
const phoneNumber = (rule: PhoneNumberRule, requiredKey: ValidationKey, typeKey: ValidationKey) =>
  v.pipe(
    v.string(typeKey),
    v.trim(),
    v.nonEmpty(requiredKey),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const normalized = rule(dataset.value);
      if (normalized) return normalized;
      addIssue({ message: key('validation.phone.invalid') });
      return NEVER;
    }),
  );

/** A Cameroon mobile number (any operator prefix), output as 9 national digits. */
export const paymentNumber = phoneNumber(
  normalizeMobileMoneyNumber,
  'validation.paymentNumber.required',
  'validation.paymentNumber.required',
);

/** An operator, or `card` (no phone number then: the card is given on the provider's page). */
export const onlineMethod = v.picklist(ONLINE_METHODS, key('validation.paymentMethod.required'));

/** The language a reply is worded in, when the body names one. */
export const locale = v.optional(v.picklist(LOCALES, key('validation.locale.invalid')));

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/**
 * `today` is the ISO date (YYYY-MM-DD) of the caller's clock: a preferred date is never before it.
 * `internationalNumber` checks the WhatsApp number: the E.164 shape by default (the browser), every
 * country's numbering plan on the server (`validInternationalNumber`), under the same message.
 */
export function createBookingSchema(
  today: string,
  internationalNumber: PhoneNumberRule = plausibleInternationalNumber,
) {
  return v.strictObject({
    packageSlug: v.pipe(
      v.string(key('validation.package.required')),
      v.trim(),
      v.nonEmpty(key('validation.package.required')),
      v.maxLength(120, key('validation.package.unknown')),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, key('validation.package.unknown')),
    ),
    spots: v.pipe(
      v.number(key('validation.spots.invalid')),
      v.integer(key('validation.spots.invalid')),
      v.minValue(MIN_SPOTS, key('validation.spots.min')),
      v.maxValue(MAX_SPOTS, key('validation.spots.max')),
    ),
    tripType: v.picklist(TRIP_TYPES, key('validation.tripType.invalid')),
    preferredDate: v.optional(
      v.pipe(
        v.string(key('validation.date.invalid')),
        v.isoDate(key('validation.date.invalid')),
        v.check(isRealDate, key('validation.date.invalid')),
        v.check((date) => date >= today, key('validation.date.past')),
      ),
    ),
    // A scheduled departure of the package (its id in the catalogue); its date and price then apply.
    departureId: v.optional(departureIdSchema),
    // The other travellers' names, optional (the lead's is `contact.fullName`); at most one per
    // other person, which the service checks against the group.
    travellers: v.optional(travellerNamesSchema),
    contact: v.strictObject({
      fullName,
      email,
      // Any number (Cameroon when national), output in E.164.
      whatsapp: phoneNumber(internationalNumber, 'validation.phone.required', 'validation.phone.invalid'),
    }),
    // Mobile money names its operator and number; a card takes no number (the provider's page asks
    // for the card). Each field is checked on its own, so a form missing both hears of both.
    payment: v.pipe(
      v.strictObject({ method: onlineMethod, number: v.optional(paymentNumber), email: v.optional(email) }),
      v.forward(
        v.check((p) => p.method === CARD || p.number !== undefined, key('validation.paymentNumber.required')),
        ['number'],
      ),
      v.forward(
        v.check(
          (p) => p.method !== CARD || p.number === undefined,
          key('validation.paymentNumber.notForCard'),
        ),
        ['number'],
      ),
    ),
    paymentType: v.picklist(PAYMENT_TYPES, key('validation.paymentType.invalid')),
    // The customer's wish to get their confirmation, receipts and reminders on WhatsApp as well, at
    // `contact.whatsapp`; off unless they ticked it.
    whatsappOptIn: v.optional(v.boolean(key('validation.whatsappOptIn.invalid'))),
    termsAccepted: v.literal(true, key('validation.terms.required')),
    locale,
  });
}

/** The booking page's travellers: the e-mail given at booking proves the booking is the caller's. */
export const travellerNamesRequestSchema = v.strictObject({ email, names: travellerNamesSchema, locale });
export type TravellerNamesInput = v.InferInput<typeof travellerNamesRequestSchema>;
export type TravellerNamesRequest = v.InferOutput<typeof travellerNamesRequestSchema>;

/** Stopping a booking's reminders: the token of the link in the message proves it (no sign-in). */
export const remindersOffSchema = v.strictObject({
  token: v.pipe(v.string(key('validation.invalid')), v.regex(/^[\w-]{1,100}$/, key('validation.invalid'))),
  locale,
});
export type RemindersOffInput = v.InferInput<typeof remindersOffSchema>;

export type CreateBookingSchema = ReturnType<typeof createBookingSchema>;
export type CreateBookingInput = v.InferInput<CreateBookingSchema>;
export type CreateBookingRequest = v.InferOutput<CreateBookingSchema>;

/** Message keys for a missing field, by path; other missing fields get `validation.field.required`. */
const MISSING: Record<string, ValidationKey> = {
  packageSlug: 'validation.package.required',
  spots: 'validation.spots.invalid',
  tripType: 'validation.tripType.invalid',
  'contact.fullName': 'validation.name.required',
  'contact.email': 'validation.email.required',
  'contact.whatsapp': 'validation.phone.required',
  'payment.method': 'validation.paymentMethod.required',
  'payment.number': 'validation.paymentNumber.required',
  paymentType: 'validation.paymentType.invalid',
  termsAccepted: 'validation.terms.required',
  kind: 'validation.kind.invalid',
  code: 'validation.code.required',
  displayName: 'validation.displayName.required',
  rating: 'validation.rating.required',
  text: 'validation.review.tooShort',
};

export interface ValidationIssue {
  /** Dotted path of the field, e.g. `contact.email`; empty for the body itself. */
  path: string;
  key: ValidationKey;
}

type AnyIssue = v.BaseIssue<unknown>;

function issuePath(issue: AnyIssue): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

function keyOf(issue: AnyIssue, path: string): ValidationKey {
  if (issue.type === 'strict_object' || issue.type === 'object') {
    if (issue.kind === 'schema' && issue.expected === 'never') return 'validation.field.unknown';
    if (issue.input === undefined && issue.expected?.startsWith('"')) {
      return MISSING[path] ?? 'validation.field.required';
    }
    return 'validation.body.invalid';
  }
  return issue.message.startsWith('validation.') ? (issue.message as ValidationKey) : 'validation.invalid';
}

/** The `{ path, key }` list of a failed parse, one per field (the first issue of each field). */
export function validationIssues(issues: readonly AnyIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  for (const issue of issues) {
    const path = issuePath(issue);
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, key: keyOf(issue, path) });
  }
  return out;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ParseResult<v.InferOutput<S>> {
  // Valibot reads an array as an object with index keys; a body is never an array.
  if (Array.isArray(input)) return { ok: false, issues: [{ path: '', key: 'validation.body.invalid' }] };
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, issues: validationIssues(result.issues) };
}
