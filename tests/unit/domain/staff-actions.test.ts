import { describe, expect, it } from 'vitest';
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
