/**
 * Booking codes: 10 characters of Crockford's base32 (no I, L, O, U) = 50 random bits, shown in
 * groups for reading aloud, e.g. `K7MX-3QPD-2W`. Input is case-insensitive, tolerant of spaces and
 * dashes, and maps the look-alikes O -> 0 and I/L -> 1 as Crockford's decoding does.
 */

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;
/** 5 bits per character. */
export const CODE_BITS = CODE_LENGTH * 5;

export type RandomBytes = (size: number) => Uint8Array;

/** A new code, grouped `XXXX-XXXX-XX`. `randomBytes` is injected (crypto in production, fixed in tests). */
export function generateBookingCode(randomBytes: RandomBytes): string {
  const bytes = randomBytes(CODE_LENGTH);
  if (bytes.length < CODE_LENGTH) throw new RangeError('randomBytes returned too few bytes');
  let raw = '';
  // 256 is a multiple of 32, so the low 5 bits of each byte are uniform.
  for (let i = 0; i < CODE_LENGTH; i += 1) raw += CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return groupBookingCode(raw);
}

/** Uppercase, without separators, look-alikes mapped. Does not validate. */
export function normalizeBookingCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

export type CodeProblem = 'required' | 'tooShort' | 'tooLong' | 'invalid';

/** The message key of each problem (`validation-keys.ts`). */
export const CODE_PROBLEM_KEYS = {
  required: 'validation.code.required',
  tooShort: 'validation.code.tooShort',
  tooLong: 'validation.code.invalid',
  invalid: 'validation.code.invalid',
} as const satisfies Record<CodeProblem, string>;

export function bookingCodeProblem(input: string): CodeProblem | null {
  const code = normalizeBookingCode(input);
  if (code.length === 0) return 'required';
  if (code.length < CODE_LENGTH) return 'tooShort';
  if (code.length > CODE_LENGTH) return 'tooLong';
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return 'invalid';
  return null;
}

export function isBookingCode(input: string): boolean {
  return bookingCodeProblem(input) === null;
}

/** `K7MX3QPD2W` -> `K7MX-3QPD-2W`. */
export function groupBookingCode(normalized: string): string {
  return [normalized.slice(0, 4), normalized.slice(4, 8), normalized.slice(8)].filter(Boolean).join('-');
}

/** The canonical stored and displayed form of a valid code, or null. */
export function canonicalBookingCode(input: string): string | null {
  return isBookingCode(input) ? groupBookingCode(normalizeBookingCode(input)) : null;
}

/** Candidates in free text: ten code characters, optionally grouped 4-4-2 by a dash or space. */
const CODE_IN_TEXT = /(?<![0-9A-Z])[0-9A-Z]{4}[- ]?[0-9A-Z]{4}[- ]?[0-9A-Z]{2}(?![0-9A-Z])/gi;

/**
 * The booking codes a message names (a customer's WhatsApp message, pre-filled with their code), in
 * canonical form, without repeats, at most `max` so a long message costs no more than a short one.
 */
export function bookingCodesIn(text: string, max = 3): string[] {
  const found = new Set<string>();
  for (const [candidate] of text.slice(0, 4096).matchAll(CODE_IN_TEXT)) {
    const code = canonicalBookingCode(candidate);
    if (code) found.add(code);
    if (found.size >= max) break;
  }
  return [...found];
}
