import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UNPAID_HOLD_LIMITS,
  holdWhilePayingMs,
  unpaidHoldRefusal,
  unpaidSeatCap,
} from '../../../src/domain/seat-holds.ts';

const facts = { capacity: 20, spots: 3, heldUnpaid: 0, networkHolds: 0, emailHolds: 0 };

describe('unpaid holds', () => {
  it('caps a departure’s unpaid seats at its share, rounded down, never below one seat', () => {
    expect(unpaidSeatCap(20, 50)).toBe(10);
    expect(unpaidSeatCap(15, 50)).toBe(7);
    expect(unpaidSeatCap(1, 50)).toBe(1);
    expect(unpaidSeatCap(12, 100)).toBe(12);
  });

  it('lets a booking hold its seats while the share, the network and the address have room', () => {
    expect(unpaidHoldRefusal(facts, DEFAULT_UNPAID_HOLD_LIMITS)).toBeNull();
    expect(unpaidHoldRefusal({ ...facts, spots: 10 }, DEFAULT_UNPAID_HOLD_LIMITS)).toBeNull();
    expect(unpaidHoldRefusal({ ...facts, heldUnpaid: 7 }, DEFAULT_UNPAID_HOLD_LIMITS)).toBeNull();
    expect(
      unpaidHoldRefusal({ ...facts, networkHolds: 2, emailHolds: 1 }, DEFAULT_UNPAID_HOLD_LIMITS),
    ).toBeNull();
  });

  it('sends a group over the share alone to the agency, and waits while others fill the share', () => {
    expect(unpaidHoldRefusal({ ...facts, spots: 11 }, DEFAULT_UNPAID_HOLD_LIMITS)).toBe('group');
    expect(unpaidHoldRefusal({ ...facts, heldUnpaid: 8 }, DEFAULT_UNPAID_HOLD_LIMITS)).toBe('departure');
  });

  it('refuses a network or an address that already has its holds waiting, before anything else', () => {
    expect(unpaidHoldRefusal({ ...facts, networkHolds: 3 }, DEFAULT_UNPAID_HOLD_LIMITS)).toBe('client');
    expect(unpaidHoldRefusal({ ...facts, emailHolds: 2 }, DEFAULT_UNPAID_HOLD_LIMITS)).toBe('client');
    expect(unpaidHoldRefusal({ ...facts, spots: 11, emailHolds: 2 }, DEFAULT_UNPAID_HOLD_LIMITS)).toBe(
      'client',
    );
  });

  it('holds a paying booking for the attempt’s life and a fresh hold', () => {
    expect(holdWhilePayingMs(15 * 60_000, 20)).toBe(35 * 60_000);
  });
});
