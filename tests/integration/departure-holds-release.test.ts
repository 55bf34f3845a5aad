/**
 * Staff release a departure's seats held with nothing paid (docs/back-office.md#departures): owners
 * only, from the same origin, with a reason and an idempotency key, audited with the bookings
 * released. The seats are on sale at once, the bookings stay (one paid later settles as after any
 * hold that ran out), a repeat of the key replays, and a release with nothing held writes nothing.
 */
import { describe, expect, it } from 'vitest';
import departureFn from '../../functions/admin-departure.ts';
import releaseFn from '../../functions/admin-departure-holds.ts';
import { t } from '../../src/i18n/messages.ts';
import { adminSuite, callAdmin, newKey } from './helpers/admin.ts';
import { api, waitForStatus } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  bookDeparture,
  type DepartureCatalogue,
  departureCatalogue,
  getDepartures,
  SCHEDULED,
  seatsTakenOn,
} from './helpers/departures.ts';

describe.each(databaseKinds())('releasing seats held unpaid (%s)', (kind) => {
  let departures: DepartureCatalogue;
  const suite = adminSuite(kind, async () => {
    departures = await departureCatalogue();
    return departures.catalogue;
  });

  const release = (
    id: string,
    options: { cookie?: string; key?: string; origin?: string; body?: unknown } = {},
  ) =>
    callAdmin(releaseFn, {
      path: `/api/admin/departures/${encodeURIComponent(id)}/holds`,
      body: options.body ?? { reason: 'Held by a robot, never paid' },
      cookie: options.cookie ?? suite.owner,
      headers: { 'idempotency-key': options.key ?? newKey() },
      ...(options.origin ? { origin: options.origin } : {}),
    });
  const written = async () =>
    JSON.stringify(
      (
        await suite.app.db.pool.query(
          `SELECT (SELECT json_agg(json_build_object('c', code, 'h', seats_held_until, 'r', seats_released_at)
                    ORDER BY id) FROM bookings) AS bookings,
             (SELECT count(*) FROM staff_audit) AS audit`,
        )
      ).rows[0],
    );
  const seatsLeft = async (id: string) =>
    (await getDepartures(SCHEDULED)).body.data.departures.find((d: { id: string }) => d.id === id)?.seatsLeft;

  it('an owner releases the unpaid holds: seats on sale at once, audited, the paid booking kept', async () => {
    const departure = departures.add({ id: 'release-a', seats: 12 });
    const paid = await bookDeparture(departure.id, 3, 'paid@example.cm');
    const started = await api.startPayment(paid, { kind: 'full' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    const heldA = await bookDeparture(departure.id, 3, 'held-a@example.cm');
    const heldB = await bookDeparture(departure.id, 4, 'held-b@example.cm');
    expect(await seatsLeft(departure.id)).toBe(2);

    const manifest = await callAdmin(departureFn, {
      path: `/api/admin/departures/${departure.id}`,
      cookie: suite.owner,
    });
    expect(manifest.body.data.departure).toMatchObject({ seatsPaid: 3, seatsHeld: 7, seatsFree: 2 });

    const answer = await release(departure.id);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(t('en', 'admin.departure.holdsReleased', { seats: 7 }));
    expect(answer.body.data).toEqual({ seats: 7, bookings: [heldA, heldB].sort() });
    expect(await seatsTakenOn(suite.app.db.pool, departure.id)).toBe(3);
    expect(await seatsLeft(departure.id)).toBe(9);

    const audit = await suite.app.db.pool.query(
      `SELECT action, reason, detail FROM staff_audit WHERE action = 'releaseHolds' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]).toMatchObject({
      reason: 'Held by a robot, never paid',
      detail: { departureId: departure.id, seats: 7, released: [heldA, heldB].sort() },
    });
    const rows = await suite.app.db.pool.query(
      `SELECT code, seats_released_at IS NOT NULL AS released, seats_released_by IS NOT NULL AS by_staff,
         cancelled_at IS NULL AS kept
       FROM bookings WHERE code = ANY($1) ORDER BY code`,
      [[heldA, heldB, paid]],
    );
    for (const row of rows.rows) {
      expect(row.kept).toBe(true);
      expect(row.released).toBe(row.code !== paid);
      expect(row.by_staff).toBe(row.code !== paid);
    }
  });

  it('a repeat of the key replays the first answer; a new key with nothing held is refused, nothing written', async () => {
    const departure = departures.add({ id: 'release-b', seats: 10 });
    await bookDeparture(departure.id, 3, 'once@example.cm');
    const key = newKey();
    const first = await release(departure.id, { key });
    expect(first.status).toBe(200);
    const before = await written();
    const again = await release(departure.id, { key });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const none = await callAdmin(releaseFn, {
      path: `/api/admin/departures/${departure.id}/holds`,
      body: { reason: 'Again', locale: 'fr' },
      cookie: suite.owner,
      headers: { 'idempotency-key': newKey(), 'accept-language': 'fr' },
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(t('fr', 'admin.error.noHolds'));
    expect(await written()).toBe(before);
  });

  it('refuses an agent, a foreign origin, a missing reason or key, and an unknown departure, writing nothing', async () => {
    const departure = departures.add({ id: 'release-c', seats: 10 });
    await bookDeparture(departure.id, 3, 'kept@example.cm');
    const before = await written();
    expect((await release(departure.id, { cookie: suite.agent })).status).toBe(403);
    expect((await release(departure.id, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await release(departure.id, { body: { reason: '' } })).status).toBe(400);
    expect((await release(departure.id, { key: 'short' })).status).toBe(400);
    expect((await release('no-such-departure')).status).toBe(404);
    expect((await release("x' OR 1=1 --")).status).toBe(404);
    expect(await written()).toBe(before);
    expect(await seatsTakenOn(suite.app.db.pool, departure.id)).toBe(3);
  });

  it('a booking released and paid later keeps its seats when they are free', async () => {
    const departure = departures.add({ id: 'release-d', seats: 10 });
    const code = await bookDeparture(departure.id, 3, 'late@example.cm');
    expect((await release(departure.id)).status).toBe(200);
    const started = await api.startPayment(code, { kind: 'full' });
    expect(started.status, started.body.message).toBe(202);
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    for (let i = 0; i < 100 && (await seatsTakenOn(suite.app.db.pool, departure.id)) !== 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await seatsTakenOn(suite.app.db.pool, departure.id)).toBe(3);
  });
});
