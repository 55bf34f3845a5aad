import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingActionSchema } from '../../../src/domain/admin-schemas.ts';
import { GUIDE_NOTE_MAX, guideNoteSchema } from '../../../src/domain/guide-note.ts';
import { mayTake } from '../../../src/domain/staff-actions.ts';

const parse = (text: unknown) => v.safeParse(guideNoteSchema, text);
const problem = (text: unknown) => parse(text).issues?.[0]?.message;

describe('the note for the guide', () => {
  it('keeps text and line breaks, trimmed, with Windows line ends made one', () => {
    expect(parse('  Hôtel La Falaise, 6 h\r\nvégétarien  ').output).toBe('Hôtel La Falaise, 6 h\nvégétarien');
    expect(parse('').output).toBe('');
    expect(parse('   \n ').output).toBe('');
  });

  it('drops hidden format characters a pasted text brings, so a name reads as it is printed', () => {
    expect(parse('Pick up at \u202eletoH\u202c 7\u200b h').output).toBe('Pick up at letoH 7 h');
  });

  it('refuses a tab or another control character, and a note over the limit, with their own words', () => {
    for (const bad of ['tab\there', 'bell\u0007', 'nul\u0000', 'c1\u0085', 'del\u007f']) {
      expect(problem(bad)).toBe('validation.guideNote.invalid');
    }
    expect(problem(42)).toBe('validation.guideNote.invalid');
    expect(problem('x'.repeat(GUIDE_NOTE_MAX + 1))).toBe('validation.guideNote.tooLong');
    expect(parse('x'.repeat(GUIDE_NOTE_MAX)).success).toBe(true);
  });

  it('is a staff action any staff member may take, with an optional reason and no other field', () => {
    expect(mayTake('agent', 'guideNote')).toBe(true);
    expect(v.safeParse(bookingActionSchema, { action: 'guideNote', guideNote: 'Late arrival' }).success).toBe(
      true,
    );
    expect(v.safeParse(bookingActionSchema, { action: 'guideNote' }).success).toBe(false);
    expect(v.safeParse(bookingActionSchema, { action: 'guideNote', guideNote: 'x', total: 1 }).success).toBe(
      false,
    );
  });
});
