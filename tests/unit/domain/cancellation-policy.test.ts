import { describe, expect, it } from 'vitest';
import {
  type CancellationPolicy,
  daysBeforeTrip,
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

describe('the refund the policy proposes', () => {
  const at = (date: string) => proposeRefund(POLICY, 351_000, date, NOW);

  it('gives each band from its first day: 30 days 90 %, 29 and 14 days 50 %, 13 days nothing', () => {
    expect(at('2027-03-31')).toEqual({
      amount: 315_900,
      rule: { kind: 'band', minDays: 30, percent: 90, daysBefore: 30 },
    });
    expect(at('2027-03-30').amount).toBe(175_500);
    expect(at('2027-03-15')).toMatchObject({ amount: 175_500, rule: { minDays: 14, daysBefore: 14 } });
    expect(at('2027-03-14')).toMatchObject({ amount: 0, rule: { minDays: 0, percent: 0 } });
    expect(at('2027-03-01')).toMatchObject({ amount: 0, rule: { minDays: 0, daysBefore: 0 } });
  });

  it('gives nothing once the trip has begun, or below every band', () => {
    expect(at('2027-02-20')).toEqual({ amount: 0, rule: { kind: 'belowBands', daysBefore: -9 } });
    const noZero = [{ minDays: 7, percent: 100 }];
    expect(proposeRefund(noZero, 1000, '2027-03-07', NOW)).toEqual({
      amount: 0,
      rule: { kind: 'belowBands', daysBefore: 6 },
    });
    expect(proposeRefund(noZero, 1000, '2027-03-08', NOW).amount).toBe(1000);
  });

  it('rounds down to whole XAF', () => {
    expect(proposeRefund([{ minDays: 0, percent: 33 }], 1001, '2027-04-01', NOW).amount).toBe(330);
  });

  it('proposes everything paid with no policy or no trip date', () => {
    expect(proposeRefund([], 5000, '2027-03-02', NOW)).toEqual({ amount: 5000, rule: { kind: 'noPolicy' } });
    expect(proposeRefund(POLICY, 5000, null, NOW)).toEqual({ amount: 5000, rule: { kind: 'undated' } });
    expect(proposeRefund(POLICY, 0, '2027-05-01', NOW).amount).toBe(0);
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
