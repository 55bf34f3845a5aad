/** The dollar rate for indicative prices: XAF per USD within the build's bounds, with its day. */
import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { dataset, validationErrors } from './studio-validation.ts';

const settings = dataset.find((doc) => doc._type === 'settings') as SanityDocument;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function rateErrors(usdRate: unknown) {
  const errors = await validationErrors({ ...settings, usdRate } as SanityDocument);
  return errors.filter((error) => error.startsWith('usdRate'));
}

describe('the US dollar rate setting', () => {
  it('accepts the sample, the bounds, an old day, and an empty setting', async () => {
    expect(settings.usdRate).toEqual({ xafPerUsd: 565.5, asOf: '2026-11-23' });
    for (const usdRate of [
      { xafPerUsd: 565.5, asOf: day(0) },
      { xafPerUsd: 300, asOf: day(-400) },
      { xafPerUsd: 1000, asOf: day(1) },
      undefined,
    ]) {
      expect(await rateErrors(usdRate)).toEqual([]);
    }
  });

  it.each([
    ['a negative rate', { xafPerUsd: -565.5, asOf: day(0) }],
    ['a zero rate', { xafPerUsd: 0, asOf: day(0) }],
    ['a rate with a digit too many', { xafPerUsd: 5655, asOf: day(0) }],
    ['a rate typed the other way round', { xafPerUsd: 0.00177, asOf: day(0) }],
    ['a day not yet come', { xafPerUsd: 565.5, asOf: day(3) }],
    ['a rate without its day', { xafPerUsd: 565.5 }],
    ['a day without its rate', { asOf: day(0) }],
  ])('refuses %s', async (_what, usdRate) => {
    expect(await rateErrors(usdRate)).not.toEqual([]);
  });
});
