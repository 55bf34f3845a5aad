import { describe, expect, it } from 'vitest';
import { refundOf, showsRefundLines, showsRefundParts } from '../../../src/domain/refund.ts';

describe('refundOf', () => {
  it('decides what was paid less what the agency keeps, never below nothing', () => {
    expect(refundOf({ paid: 300_000, refunded: 0, owedBack: 200_000 }, 100_000)).toEqual({
      paid: 300_000,
      decided: 200_000,
      refunded: 0,
      owed: 200_000,
      excess: 0,
      share: 0,
    });
    expect(refundOf({ paid: 100_000, refunded: 0, owedBack: 0 }, 400_000).decided).toBe(0);
  });
});

describe('the refund in its two parts', () => {
  it('carries the parts decided at the cancel, told only when some was paid over the price', () => {
    const refund = refundOf({ paid: 255_000, refunded: 0, owedBack: 245_000 }, 10_000, {
      excess: 155_000,
      share: 90_000,
    });
    expect(refund).toMatchObject({ decided: 245_000, excess: 155_000, share: 90_000 });
    expect(showsRefundParts(refund)).toBe(true);
    expect(showsRefundParts(refundOf({ paid: 100_000, refunded: 0, owedBack: 0 }, 100_000))).toBe(false);
  });
});

describe('showsRefundLines', () => {
  it('lists no refund on a booking closed with nothing paid, sent back or owed', () => {
    expect(showsRefundLines({ paid: 0, refunded: 0, owed: 0 })).toBe(false);
  });

  it('lists the refund once anything was paid, sent back or is owed', () => {
    expect(showsRefundLines({ paid: 300_000, refunded: 0, owed: 300_000 })).toBe(true);
    expect(showsRefundLines({ paid: 300_000, refunded: 300_000, owed: 0 })).toBe(true);
    expect(showsRefundLines({ paid: 300_000, refunded: 0, owed: 0 })).toBe(true);
    expect(showsRefundLines({ paid: 0, refunded: 0, owed: 5_000 })).toBe(true);
  });
});
