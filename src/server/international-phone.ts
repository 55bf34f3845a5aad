/**
 * The full check of an international number against its country's numbering plan, with
 * libphonenumber's metadata. Server side only: the browser gets the shape check of `phone.ts`.
 *
 * The metadata is loaded when a call needs it, not with the module: it costs about 60 ms of CPU
 * at a function's cold start, and most calls never need it (a booking with a Cameroon number, one
 * refused before its numbers are read, an export asked without a session). Cameroon numbers never
 * do: `phone.ts` holds their plan, kept in step with the metadata by a unit test.
 */
import { plausibleInternationalNumber } from '../domain/phone.ts';

type PhoneNumbers = typeof import('libphonenumber-js/min');

let phoneNumbers: PhoneNumbers | undefined;

/** Loads the metadata (once per instance); the checks below need it for a number outside Cameroon. */
export async function loadPhoneNumbers(): Promise<void> {
  phoneNumbers ??= await import('libphonenumber-js/min');
}

function loaded(): PhoneNumbers {
  if (!phoneNumbers) throw new Error('The phone metadata is not loaded: await loadPhoneNumbers() first.');
  return phoneNumbers;
}

/** A number outside Cameroon that has the shape of one, so its country's plan must be read. */
const isForeignNumber = (value: unknown): boolean =>
  typeof value === 'string' && !(plausibleInternationalNumber(value)?.startsWith('+237') ?? true);

/**
 * Loads the metadata when a request's body holds a number outside Cameroon, anywhere in it (the
 * body is at most 16 KB of JSON: walked without recursion, whatever its depth).
 */
export async function loadPhoneNumbersFor(body: unknown): Promise<void> {
  const queue = [body];
  while (queue.length > 0) {
    const value = queue.pop();
    if (isForeignNumber(value)) return loadPhoneNumbers();
    if (value !== null && typeof value === 'object') queue.push(...Object.values(value));
  }
}

/**
 * An E.164 number as people write it (`+237 6 55 11 22 99`): for display, and for spreadsheets, which
 * read `+237655112299` as a number and show 2.37655E+11. Anything else is returned as it is. Needs
 * `loadPhoneNumbers()` first.
 */
export function formatInternationalNumber(e164: string): string {
  const parsed = loaded().parsePhoneNumberFromString(e164);
  return parsed?.isValid() ? parsed.formatInternational() : e164;
}

/**
 * Any valid number in E.164 (`+237670000000`), national numbers read as Cameroonian; else null. A
 * number outside Cameroon needs the metadata loaded (`loadPhoneNumbersFor` the body).
 */
export function validInternationalNumber(input: string): string | null {
  const plausible = plausibleInternationalNumber(input);
  if (!plausible) return null;
  // A Cameroon number has this shape only when its plan has it.
  if (plausible.startsWith('+237')) return plausible;
  const parsed = loaded().parsePhoneNumberFromString(plausible);
  return parsed?.isValid() ? parsed.number : null;
}
