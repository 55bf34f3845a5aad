import { describe, expect, it } from 'vitest';
import { utf8Prefix } from '../../../src/domain/utf8-prefix.ts';

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

describe('utf8Prefix', () => {
  it('keeps a text within the limit as it is', () => {
    expect(utf8Prefix('{"transId":"abc"}', 4096)).toBe('{"transId":"abc"}');
    expect(utf8Prefix('', 0)).toBe('');
  });

  it('cuts a longer text to the limit in bytes', () => {
    const cut = utf8Prefix('x'.repeat(10_000), 4096);
    expect(cut).toBe('x'.repeat(4096));
  });

  it('never cuts a character in two', () => {
    // "é" is 2 bytes, "€" 3, "🙂" 4: a cut inside one drops the whole character.
    expect(utf8Prefix('aé', 2)).toBe('a');
    expect(utf8Prefix('a€', 3)).toBe('a');
    expect(utf8Prefix('🙂🙂', 7)).toBe('🙂');
    for (let limit = 0; limit < 40; limit += 1) {
      const cut = utf8Prefix('Prix : 1 000 € 🙂 réglé'.repeat(2), limit);
      expect(bytes(cut)).toBeLessThanOrEqual(limit);
      expect(cut).not.toContain('\uFFFD');
    }
  });
});
