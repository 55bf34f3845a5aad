/**
 * A note for the departure's guide on a booking (migration 035): what staff want the guide to know
 * (a pick-up hotel, a diet, a late arrival), printed on the manifest and in its CSV. It is read on
 * paper, in a spreadsheet and on a phone, so it keeps to text and line breaks: format characters
 * (bidi controls, zero-width) are dropped, Windows line ends made one, any other control character
 * refused. An empty note clears it.
 */
import * as v from 'valibot';
import { stripFormatCharacters } from './review-text.ts';
import type { ValidationKey } from './validation-keys.ts';

/** The database's limit too (counted there in characters, never fewer than here). */
export const GUIDE_NOTE_MAX = 300;

const key = (k: ValidationKey) => k;

export const guideNoteSchema = v.pipe(
  v.string(key('validation.guideNote.invalid')),
  v.transform((text) => stripFormatCharacters(text).replace(/\r\n?/g, '\n')),
  v.trim(),
  v.check((text) => !/\p{Cc}/u.test(text.replaceAll('\n', '')), key('validation.guideNote.invalid')),
  v.maxLength(GUIDE_NOTE_MAX, key('validation.guideNote.tooLong')),
);
