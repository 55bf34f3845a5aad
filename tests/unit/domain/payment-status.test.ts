import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_STATUSES,
  type AttemptStatus,
  canTransition,
  fromProviderStatus,
  isLateSuccess,
  publicStatus,
} from '../../../src/domain/payment-status.ts';

const allowed: Array<[AttemptStatus, AttemptStatus]> = [
  ['pending', 'successful'],
  ['pending', 'failed'],
  ['pending', 'expired'],
  ['pending', 'needs_review'],
  ['pending', 'unresolved'],
  ['failed', 'successful'],
  ['expired', 'successful'],
  ['needs_review', 'successful'],
  ['unresolved', 'successful'],
];

describe('payment attempt transitions', () => {
  const table = ATTEMPT_STATUSES.flatMap((from) => ATTEMPT_STATUSES.map((to) => [from, to] as const));
  it.each(table)('%s -> %s', (from, to) => {
    const expected = allowed.some(([f, t]) => f === from && t === to);
    expect(canTransition(from, to)).toBe(expected);
  });

  it('never leaves successful', () => {
    for (const to of ATTEMPT_STATUSES) expect(canTransition('successful', to)).toBe(false);
  });

  it.each([
    ['failed', 'successful', true],
    ['expired', 'successful', true],
    ['pending', 'successful', false],
    ['needs_review', 'successful', true],
    ['unresolved', 'successful', true],
    ['failed', 'expired', false],
  ] as const)('late success %s -> %s = %s', (from, to, expected) => {
    expect(isLateSuccess(from, to)).toBe(expected);
  });

  it('shows the agency-only statuses to customers as failed and expired', () => {
    expect(publicStatus('needs_review')).toBe('failed');
    expect(publicStatus('unresolved')).toBe('expired');
    expect(publicStatus('successful')).toBe('successful');
  });

  it('maps created to pending', () => {
    expect(fromProviderStatus('created')).toBe('pending');
    expect(fromProviderStatus('expired')).toBe('expired');
  });
});
