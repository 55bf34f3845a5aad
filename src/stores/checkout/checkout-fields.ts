/**
 * The checkout's draft and how its fields map onto the booking request: the steps and their fields,
 * each field's path in the request (and in the server's `data.issues`). The request body itself is
 * built with the rules, loaded later (`checkout-request.ts`).
 */
import { DEFAULT_MIN_PEOPLE } from '../../domain/group-size.ts';
import type { OnlineMethod } from '../../domain/payment-method.ts';
import type { PaymentType } from '../../domain/pricing.ts';
import type { TripType } from '../../domain/schemas.ts';

export const STEPS = ['customize', 'details', 'payment', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

export interface CheckoutDraft {
  packageSlug: string;
  /** Kept as typed so a half-typed number is not lost; parsed on validation. */
  spots: string;
  /** The scheduled departure chosen (trips sold by departures); empty otherwise. */
  departureId: string;
  preferredDate: string;
  tripType: TripType | '';
  paymentType: PaymentType;
  fullName: string;
  email: string;
  whatsapp: string;
  /** The other travellers' names as typed, one per line (optional). */
  travellers: string;
  /** Confirmation, receipts and reminders on WhatsApp as well; off unless ticked. */
  whatsappOptIn: boolean;
  /** An operator, or `card` (then no number: the card is given on the provider's page). */
  paymentMethod: OnlineMethod | '';
  paymentNumber: string;
  paymentEmail: string;
  termsAccepted: boolean;
  step: number;
}

export type Field = Exclude<keyof CheckoutDraft, 'packageSlug' | 'step'>;

/** Each field's path in the booking request (and in the server's `data.issues`). */
export const FIELD_PATHS: Record<Field, string> = {
  spots: 'spots',
  departureId: 'departureId',
  preferredDate: 'preferredDate',
  tripType: 'tripType',
  paymentType: 'paymentType',
  fullName: 'contact.fullName',
  email: 'contact.email',
  whatsapp: 'contact.whatsapp',
  travellers: 'travellers',
  whatsappOptIn: 'whatsappOptIn',
  paymentMethod: 'payment.method',
  paymentNumber: 'payment.number',
  paymentEmail: 'payment.email',
  termsAccepted: 'termsAccepted',
};

/** The field an issue's path points at, if it is one of the form's. */
export function fieldOfPath(path: string): Field | null {
  // One name of the list (`travellers.2`) is the list's field.
  const whole = path.replace(/^travellers\.\d+$/, 'travellers');
  return (Object.keys(FIELD_PATHS) as Field[]).find((name) => FIELD_PATHS[name] === whole) ?? null;
}

/** Fields of each step, in the order they are shown (the first error of a step gets the focus). */
export const STEP_FIELDS: Record<Step, readonly Field[]> = {
  customize: ['departureId', 'spots', 'preferredDate', 'tripType', 'paymentType'],
  details: ['fullName', 'email', 'whatsapp', 'whatsappOptIn', 'travellers'],
  payment: ['paymentMethod', 'paymentNumber', 'paymentEmail'],
  confirm: ['termsAccepted'],
};

/** A new draft: the number of people starts at the package's minimum, payment in one go. */
export function emptyDraft(packageSlug: string, minPeople = DEFAULT_MIN_PEOPLE): CheckoutDraft {
  return {
    packageSlug,
    spots: String(minPeople),
    departureId: '',
    preferredDate: '',
    tripType: '',
    paymentType: 'single',
    fullName: '',
    email: '',
    whatsapp: '',
    travellers: '',
    whatsappOptIn: false,
    paymentMethod: '',
    paymentNumber: '',
    paymentEmail: '',
    termsAccepted: false,
    step: 0,
  };
}

export const DRAFT_STORAGE_KEY = 'checkout.draft.v1';

export function isDraft(raw: unknown): raw is CheckoutDraft {
  if (typeof raw !== 'object' || raw === null) return false;
  const draft = raw as Record<string, unknown>;
  // A draft saved before the travellers' field existed is kept, the field empty.
  draft['travellers'] ??= '';
  draft['whatsappOptIn'] ??= false;
  const reference = emptyDraft('');
  return (Object.keys(reference) as Array<keyof CheckoutDraft>).every(
    (name) => typeof draft[name] === typeof reference[name],
  );
}

/**
 * The draft to resume on arrival: the stored one for the requested package (or, without a request,
 * for a known package); for another package, a fresh one that keeps who the visitor is. Null sends the
 * visitor back to the packages.
 */
export function resumeDraft(
  stored: CheckoutDraft | null,
  requestedSlug: string | null,
  packages: ReadonlyArray<{ slug: string; minPeople: number }>,
): CheckoutDraft | null {
  const find = (slug: string | null | undefined) => packages.find((item) => item.slug === slug);
  if (!requestedSlug) return stored && find(stored.packageSlug) ? stored : null;
  const requested = find(requestedSlug);
  if (!requested) return null;
  if (stored?.packageSlug === requestedSlug) return stored;
  const fresh = emptyDraft(requestedSlug, requested.minPeople);
  if (stored) {
    for (const field of [...STEP_FIELDS.details, ...STEP_FIELDS.payment] as const) {
      (fresh as unknown as Record<string, unknown>)[field] = stored[field];
    }
  }
  return fresh;
}

/** The first field with an error, in the order the form shows them. */
export function firstErrorField(errors: Partial<Record<Field, unknown>>): Field | null {
  for (const step of STEPS) for (const field of STEP_FIELDS[step]) if (errors[field]) return field;
  return null;
}

/** The index of the step that shows a field. */
export function stepOf(field: Field): number {
  return STEPS.findIndex((step) => STEP_FIELDS[step].includes(field));
}
