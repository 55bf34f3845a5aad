/** New booking's seats left, without React: loading, a failure, a re-read, a late answer. */
import { describe, expect, it } from 'vitest';
import { createStaffSeats } from '../../../../src/stores/admin/staff-seats.ts';
import { ok, refused, scriptedAdminApi, unreachable } from './fake-admin-api.ts';

const seat = (id: string, seatsLeft: number) => ({
  id,
  date: '2027-03-01',
  pricePerPerson: 95_000,
  seatsLeft,
  availability: 'open' as const,
});

describe("New booking's seats", () => {
  it('reads the chosen trip, keeps its answer on screen while reading it again', async () => {
    const server = scriptedAdminApi();
    const seats = createStaffSeats(server.api);
    void seats.read('kribi');
    expect(seats.$seats.get()).toEqual({ slug: 'kribi', phase: 'loading', departures: [] });
    await server.answer('packageDepartures', ok({ departures: [seat('d1', 4)] }));
    expect(seats.$seats.get()?.phase).toBe('ready');
    // A refusal said seats were sold meanwhile: the list is read again.
    void seats.read('kribi');
    expect(seats.$seats.get()?.departures).toEqual([seat('d1', 4)]);
    await server.answer('packageDepartures', ok({ departures: [seat('d1', 1)] }));
    expect(seats.$seats.get()?.departures).toEqual([seat('d1', 1)]);
  });

  it('says "failed" when the seats could not be read, refused or out of reach', async () => {
    const server = scriptedAdminApi();
    const seats = createStaffSeats(server.api);
    void seats.read('kribi');
    await server.answer('packageDepartures', unreachable);
    expect(seats.$seats.get()).toEqual({ slug: 'kribi', phase: 'failed', departures: [] });
    void seats.read('limbe');
    await server.answer('packageDepartures', refused('Trip unknown.'));
    expect(seats.$seats.get()).toEqual({ slug: 'limbe', phase: 'failed', departures: [] });
  });

  it('never lets the trip chosen before replace the one chosen now, nor write once closed', async () => {
    const server = scriptedAdminApi();
    const seats = createStaffSeats(server.api);
    void seats.read('kribi');
    void seats.read('limbe');
    const [kribi, limbe] = server.pending;
    await limbe?.answer(ok({ departures: [seat('l1', 6)] }));
    await kribi?.answer(ok({ departures: [seat('k1', 2)] }));
    expect(seats.$seats.get()).toEqual({ slug: 'limbe', phase: 'ready', departures: [seat('l1', 6)] });
    void seats.read('kribi');
    seats.close();
    await server.answer('packageDepartures', ok({ departures: [] }));
    expect(seats.$seats.get()).toBeNull();
  });
});
