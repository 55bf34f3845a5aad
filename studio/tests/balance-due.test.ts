/** The balance due setting: whole days before the trip, 0 to 180; empty means 30. */
import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { dataset, validationErrors } from './studio-validation.ts';

const settings = dataset.find((doc) => doc._type === 'settings') as SanityDocument;

async function dueErrors(balanceDueDays: unknown) {
  const errors = await validationErrors({ ...settings, balanceDueDays } as SanityDocument);
  return errors.filter((error) => error.startsWith('balanceDueDays'));
}

describe('the balance due setting', () => {
  it('accepts the sample, 0, 180 and an empty field', async () => {
    expect(settings.balanceDueDays).toBe(30);
    for (const days of [30, 0, 180, undefined]) expect(await dueErrors(days)).toEqual([]);
  });

  it.each([
    ['half a day', 2.5],
    ['a negative number', -1],
    ['more than half a year', 181],
  ])('refuses %s', async (_what, days) => {
    expect(await dueErrors(days)).not.toEqual([]);
  });
});
