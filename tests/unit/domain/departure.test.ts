import { describe, expect, it } from 'vitest';
import {
  type Departure,
  departureAvailability,
  departurePricePerPerson,
  FEW_SEATS_LEFT,
  upcomingDepartures,
} from '../../../src/domain/departure.ts';

const DEPARTURE: Departure = {
  id: 'd1',
  date: '2027-03-10',
  seats: 20,
  pricePerPerson: null,
  status: 'open',
};
const TODAY = '2027-03-01';

describe('a departure’s availability', () => {
  it('counts the seats left from those taken', () => {
    expect(departureAvailability(DEPARTURE, { taken: 0, stopped: false, today: TODAY })).toEqual({
      kind: 'open',
      seatsLeft: 20,
      few: false,
    });
    expect(
      departureAvailability(DEPARTURE, { taken: 20 - FEW_SEATS_LEFT, stopped: false, today: TODAY }),
    ).toEqual({ kind: 'open', seatsLeft: FEW_SEATS_LEFT, few: true });
  });

  it('is full at capacity, and never shows negative seats when oversold', () => {
    expect(departureAvailability(DEPARTURE, { taken: 20, stopped: false, today: TODAY })).toEqual({
      kind: 'full',
    });
    expect(departureAvailability(DEPARTURE, { taken: 23, stopped: false, today: TODAY })).toEqual({
      kind: 'full',
    });
  });

  it('is closed when editors closed it or staff stopped its sales', () => {
    const closed = { ...DEPARTURE, status: 'closed' as const };
    expect(departureAvailability(closed, { taken: 0, stopped: false, today: TODAY })).toEqual({
      kind: 'closed',
    });
    expect(departureAvailability(DEPARTURE, { taken: 0, stopped: true, today: TODAY })).toEqual({
      kind: 'closed',
    });
  });

  it('is past on its own day and after', () => {
    for (const today of ['2027-03-10', '2027-03-11']) {
      expect(departureAvailability(DEPARTURE, { taken: 0, stopped: false, today })).toEqual({ kind: 'past' });
    }
  });
});

describe('a departure’s price and order', () => {
  it('uses its own price per person, else the trip’s', () => {
    expect(departurePricePerPerson(150_000, DEPARTURE)).toBe(150_000);
    expect(departurePricePerPerson(150_000, { ...DEPARTURE, pricePerPerson: 180_000 })).toBe(180_000);
  });

  it('lists those to come, soonest first', () => {
    const later = { ...DEPARTURE, id: 'd2', date: '2027-05-01' };
    const past = { ...DEPARTURE, id: 'd0', date: '2027-02-01' };
    expect(upcomingDepartures([later, past, DEPARTURE], TODAY).map((d) => d.id)).toEqual(['d1', 'd2']);
  });
});
