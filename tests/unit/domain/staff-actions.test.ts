import { describe, expect, it } from 'vitest';
import { nextPaymentKind } from '../../../src/domain/payment-plan.ts';
import { ONLINE_CAP_XAF } from '../../../src/domain/pricing.ts';
import { type ActionFacts, offeredActions, travelledRefusal } from '../../../src/domain/staff-actions.ts';

const unpaid: ActionFacts = {
  cancelled: false,
  paid: 0,
  leftToPay: 300_000,
  travelled: false,
  providerAttempt: false,
  excessOwed: 0,
  refundOwed: 0,
  cancelRequested: false,
};

describe('travelledRefusal', () => {
  it('lets a paid trip be marked once, never a cancelled or never-paid one', () => {
    expect(travelledRefusal({ cancelled: false, travelled: false, paid: 100_000 })).toBeNull();
    expect(travelledRefusal({ cancelled: false, travelled: false, paid: 0 })).toBe('nothingPaid');
    expect(travelledRefusal({ cancelled: true, travelled: false, paid: 100_000 })).toBe('cancelled');
    expect(travelledRefusal({ cancelled: false, travelled: true, paid: 100_000 })).toBe('alreadyTravelled');
  });
});

describe('offeredActions', () => {
  it('offers no "mark as travelled" on a booking with nothing paid, and closing it as abandoned', () => {
    const offered = offeredActions(unpaid);
    expect(offered).not.toContain('travelled');
    expect(offered).toEqual([
      'note',
      'resend',
      'offlinePayment',
      'changeTrip',
      'changePrice',
      'travellers',
      'paymentLink',
      'cancel',
      'abandon',
    ]);
  });

  it('offers a move only where the trip has another departure to come', () => {
    expect(offeredActions(unpaid)).not.toContain('moveDeparture');
    expect(offeredActions({ ...unpaid, moveTargets: 2 })).toContain('moveDeparture');
    expect(offeredActions({ ...unpaid, moveTargets: 2, cancelled: true })).not.toContain('moveDeparture');
  });

  it('offers "mark as travelled" once something is paid, until it is marked', () => {
    const deposit = { ...unpaid, paid: 150_000, leftToPay: 150_000 };
    expect(offeredActions(deposit)).toContain('travelled');
    expect(offeredActions(deposit)).not.toContain('abandon');
    expect(offeredActions({ ...deposit, travelled: true })).not.toContain('travelled');
  });

  it('offers only notes, resends and the money owed back on a cancelled booking', () => {
    const cancelled = {
      ...unpaid,
      cancelled: true,
      paid: 300_000,
      leftToPay: 0,
      providerAttempt: true,
      refundOwed: 300_000,
      cancelRequested: true,
    };
    expect(offeredActions(cancelled)).toEqual(['note', 'resend', 'recheck', 'refundSent']);
    expect(offeredActions({ ...cancelled, refundOwed: 0 })).toEqual(['note', 'resend', 'recheck']);
  });

  it('offers an excess sent back, a declined request and no payment link once paid in full', () => {
    const paid = { ...unpaid, paid: 320_000, leftToPay: 0, excessOwed: 20_000, cancelRequested: true };
    const offered = offeredActions(paid);
    expect(offered).toContain('excessReturned');
    expect(offered).toContain('declineCancel');
    expect(offered).not.toContain('paymentLink');
  });
});

describe('the payment link', () => {
  /** A booking of `total` with its down payment (30 %) in, as the back office computes it. */
  const withDeposit = (total: number): ActionFacts => {
    const downPayment = Math.ceil(total * 0.3);
    const payableOnline =
      nextPaymentKind({
        total,
        downPayment,
        feePercent: 0,
        amountPaid: downPayment,
        paymentType: 'multiple',
      }) !== null;
    return { ...unpaid, paid: downPayment, leftToPay: total - downPayment, payableOnline };
  };

  it('is offered only where the server would send it: never above the cap once the down payment is in', () => {
    expect(offeredActions(withDeposit(ONLINE_CAP_XAF))).toContain('paymentLink');
    expect(offeredActions(withDeposit(ONLINE_CAP_XAF + 1))).not.toContain('paymentLink');
    // Before the down payment, a booking above the cap still pays its deposit online.
    expect(offeredActions({ ...unpaid, leftToPay: ONLINE_CAP_XAF + 1, payableOnline: true })).toContain(
      'paymentLink',
    );
  });
});
