import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CancellationPolicy,
  daysBeforeTrip,
  leftToGiveBack,
  policyProblem,
  proposeRefund,
} from '../../../src/domain/cancellation-policy.ts';

const POLICY: CancellationPolicy = [
  { minDays: 30, percent: 90 },
  { minDays: 14, percent: 50 },
  { minDays: 0, percent: 0 },
];
// 10:00 in Douala on 1 March 2027.
const NOW = new Date('2027-03-01T09:00:00Z');

describe('days before the trip', () => {
  it('counts whole days from the agency’s today', () => {
    expect(daysBeforeTrip('2027-03-31', NOW)).toBe(30);
    expect(daysBeforeTrip('2027-03-01', NOW)).toBe(0);
    expect(daysBeforeTrip('2027-02-28', NOW)).toBe(-1);
  });

  it('a cancel at 00:30 in Douala (23:30 UTC the day before) counts from the Douala day', () => {
    expect(daysBeforeTrip('2027-03-31', new Date('2027-02-28T23:30:00Z'))).toBe(30);
    expect(daysBeforeTrip('2027-03-31', new Date('2027-02-28T22:59:00Z'))).toBe(31);
  });
});

const at30 = (money: { paid: number; total: number; returned: number }) =>
  proposeRefund(POLICY, money, '2027-03-31', NOW);

/** Paid `paid` of a price as large, nothing sent back yet. */
const paidOf = (paid: number, total = paid, returned = 0) => ({ paid, total, returned });

describe('the refund the policy proposes', () => {
  const at = (date: string) => proposeRefund(POLICY, paidOf(351_000), date, NOW);

  it('gives each band from its first day: 30 days 90 %, 29 and 14 days 50 %, 13 days nothing', () => {
    expect(at('2027-03-31')).toEqual({
      amount: 315_900,
      excess: 0,
      share: 315_900,
      rule: { kind: 'band', minDays: 30, percent: 90, daysBefore: 30 },
    });
    expect(at('2027-03-30').amount).toBe(175_500);
    expect(at('2027-03-15')).toMatchObject({ amount: 175_500, rule: { minDays: 14, daysBefore: 14 } });
    expect(at('2027-03-14')).toMatchObject({ amount: 0, rule: { minDays: 0, percent: 0 } });
    expect(at('2027-03-01')).toMatchObject({ amount: 0, rule: { minDays: 0, daysBefore: 0 } });
  });

  it('gives nothing once the trip has begun, or below every band', () => {
    expect(at('2027-02-20')).toEqual({
      amount: 0,
      excess: 0,
      share: 0,
      rule: { kind: 'belowBands', daysBefore: -9 },
    });
    const noZero = [{ minDays: 7, percent: 100 }];
    expect(proposeRefund(noZero, paidOf(1000), '2027-03-07', NOW)).toEqual({
      amount: 0,
      excess: 0,
      share: 0,
      rule: { kind: 'belowBands', daysBefore: 6 },
    });
    expect(proposeRefund(noZero, paidOf(1000), '2027-03-08', NOW).amount).toBe(1000);
  });

  it('rounds down to whole XAF', () => {
    expect(proposeRefund([{ minDays: 0, percent: 33 }], paidOf(1001), '2027-04-01', NOW).amount).toBe(330);
  });

  it('proposes everything paid with no policy or no trip date', () => {
    expect(proposeRefund([], paidOf(5000), '2027-03-02', NOW)).toMatchObject({
      amount: 5000,
      rule: { kind: 'noPolicy' },
    });
    expect(proposeRefund(POLICY, paidOf(5000), null, NOW)).toMatchObject({
      amount: 5000,
      rule: { kind: 'undated' },
    });
    expect(proposeRefund(POLICY, paidOf(0), '2027-05-01', NOW).amount).toBe(0);
  });

  it('gives back what was paid over the price in full and the band’s share of the price paid', () => {
    // Paid 255,000, repriced to 100,000, cancelled 30 days before: 155,000 + 90 % of 100,000.
    expect(at30(paidOf(255_000, 100_000))).toMatchObject({ amount: 245_000, excess: 155_000, share: 90_000 });
    // The excess already sent back is not given twice.
    expect(at30(paidOf(255_000, 100_000, 155_000))).toMatchObject({ amount: 90_000, excess: 0 });
    // Part of it sent back: the rest of the excess, and the share of the price.
    expect(at30(paidOf(255_000, 100_000, 55_000))).toMatchObject({ amount: 190_000, excess: 100_000 });
    // Below every band the excess still comes back; with no policy everything left does.
    expect(proposeRefund(POLICY, paidOf(255_000, 100_000), '2027-03-02', NOW)).toMatchObject({
      amount: 155_000,
      share: 0,
    });
    expect(proposeRefund([], paidOf(255_000, 100_000, 5_000), null, NOW).amount).toBe(250_000);
  });

  it('never proposes more than is left to give back (paid less what was sent back)', () => {
    expect(leftToGiveBack(paidOf(255_000, 100_000, 55_000))).toBe(200_000);
    expect(leftToGiveBack(paidOf(1_000, 100_000, 5_000))).toBe(0);
    expect(at30(paidOf(1_000, 100_000, 5_000))).toMatchObject({ amount: 0, excess: 0, share: 0 });
  });
});

describe('a policy from the CMS', () => {
  it('accepts sorted whole bands', () => {
    expect(policyProblem(POLICY)).toBeNull();
    expect(policyProblem([])).toBeNull();
  });

  it('names what is wrong with a broken one', () => {
    expect(policyProblem([{ minDays: 30, percent: 120 }])).toMatch(/from 0 to 100/);
    expect(policyProblem([{ minDays: 30, percent: -5 }])).toMatch(/from 0 to 100/);
    expect(policyProblem([{ minDays: 30, percent: 12.5 }])).toMatch(/whole percentage/);
    expect(policyProblem([{ minDays: 2.5, percent: 10 }])).toMatch(/whole number/);
    expect(policyProblem([{ minDays: -1, percent: 10 }])).toMatch(/at least 0/);
    expect(
      policyProblem([
        { minDays: 14, percent: 50 },
        { minDays: 14, percent: 90 },
      ]),
    ).toMatch(/overlaps/);
    expect(
      policyProblem([
        { minDays: 14, percent: 50 },
        { minDays: 30, percent: 90 },
      ]),
    ).toMatch(/sorted/);
  });
});

describe('the refund proposed after any sequence of payments, price changes and excess returns', () => {
  type Step = { kind: 'pay'; amount: number } | { kind: 'reprice'; total: number } | { kind: 'returnExcess' };
  const step = fc.oneof(
    fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 400_000 }) }),
    fc.record({ kind: fc.constant('reprice' as const), total: fc.integer({ min: 1, max: 400_000 }) }),
    fc.record({ kind: fc.constant('returnExcess' as const) }),
  );
  const band = fc.record({
    minDays: fc.integer({ min: 0, max: 60 }),
    percent: fc.integer({ min: 0, max: 100 }),
  });
  const policy = fc
    .uniqueArray(band, { selector: (b) => b.minDays, maxLength: 4 })
    .map((bands) => [...bands].sort((a, b) => b.minDays - a.minDays));

  /** The booking's money as the database keeps it (migration 017): excess returned while open. */
  function play(total: number, steps: Step[]) {
    const money = { paid: 0, returned: 0, total };
    for (const s of steps) {
      if (s.kind === 'pay') money.paid += s.amount;
      if (s.kind === 'reprice') money.total = s.total;
      if (s.kind === 'returnExcess') money.returned += Math.max(0, money.paid - money.returned - money.total);
    }
    return money;
  }

  it('gives the excess in full, the share of the price paid only, and never more than is left', () => {
    fc.assert(
      fc.property(
        policy,
        fc.integer({ min: 1, max: 400_000 }),
        fc.array(step, { maxLength: 12 }),
        fc.integer({ min: -5, max: 90 }),
        (bands, total, steps, daysBefore) => {
          const money = play(total, steps);
          const tripDate = new Date(NOW.getTime() + daysBefore * 86_400_000).toISOString().slice(0, 10);
          const p = proposeRefund(bands, money, tripDate, NOW);
          const left = money.paid - money.returned;
          const ofPrice = Math.min(left, money.total);
          const percent = p.rule.kind === 'band' ? p.rule.percent : p.rule.kind === 'belowBands' ? 0 : 100;
          expect(p.amount).toBe(p.excess + p.share);
          expect(p.excess).toBe(Math.max(0, left - money.total));
          expect(p.share).toBe(Math.floor((ofPrice * percent) / 100));
          expect(p.amount).toBeLessThanOrEqual(left);
          // What the agency keeps at the cancel is never more than its share of the price paid.
          const kept = left - p.amount;
          expect(kept).toBeGreaterThanOrEqual(0);
          expect(kept).toBeLessThanOrEqual(ofPrice - Math.floor((ofPrice * percent) / 100));
          // Everything paid over the price comes back, before or at the cancel.
          expect(money.returned + p.amount).toBeGreaterThanOrEqual(Math.max(0, money.paid - money.total));
        },
      ),
      { numRuns: 500 },
    );
  });
});
