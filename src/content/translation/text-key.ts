import { createHash } from 'node:crypto';

/** Length of a memory key: 64 bits of sha256, plenty for a site's texts and short enough to read. */
const KEY_LENGTH = 16;

/** The translation memory's key for an English text: a hash of the exact string, so any edit is a new text. */
export function textKey(english: string): string {
  return createHash('sha256').update(english, 'utf8').digest('hex').slice(0, KEY_LENGTH);
}
