/**
 * The reminders' days have one home, `src/domain/reminder-schedule.ts`: the SQL that finds the due
 * messages interpolates the constants, so a literal day count beside them (which drifts when the
 * constant moves) fails here. The integration tests check the SQL and the domain agree on dates.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

describe('the reminders’ SQL', () => {
  it('writes no day count by hand: the steps, the pre-trip days and the review window are read', async () => {
    const source = await readFile('src/server/repositories/reminders.ts', 'utf8');
    const sql = [...source.matchAll(/`[^`]*`/gs)].map(([text]) => text).join('\n');
    expect(sql).not.toMatch(/[-+]\s*(?:2|3|7|14)\b(?!\s*\*)/);
    expect(sql).not.toMatch(/'balance_(?:2|7|14)'/);
    for (const name of ['BALANCE_REMINDER_STEPS', 'PRE_TRIP_DAYS', 'REVIEW_INVITATION_WINDOW_DAYS']) {
      expect(source).toContain(name);
    }
  });
});
