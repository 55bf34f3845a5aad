/**
 * The staff's side of departures (docs/back-office.md#departures): the Departures screen's figures,
 * a manifest and its CSV, stopping sales at once (owners), moving a booking to another departure of
 * its trip, and naming its travellers. Every refusal (the wrong role, forged ids, hostile input, a
 * cancelled booking, a past, closed, full or foreign target) writes nothing.
 */
import { describe, expect, it } from 'vitest';
import departureFn from '../../functions/admin-departure.ts';
import exportFn from '../../functions/admin-departure-export.ts';
import salesFn from '../../functions/admin-departure-sales.ts';
import departuresFn from '../../functions/admin-departures.ts';
import { formatDate, formatXaf } from '../../src/i18n/format.ts';
import { t } from '../../src/i18n/messages.ts';
import { adminSuite, callAdmin } from './helpers/admin.ts';
import { api, bookingBody } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  bookDeparture,
  type DepartureCatalogue,
  departureCatalogue,
  getDepartures,
  inDays,
  OTHER_SCHEDULED,
  seatsTakenOn,
} from './helpers/departures.ts';

describe.each(databaseKinds())('departures in the back office (%s)', (kind) => {
  let departures: DepartureCatalogue;
  const suite = adminSuite(kind, async () => {
    departures = await departureCatalogue();
    return departures.catalogue;
  });

  const book = bookDeparture;
  const taken = (departureId: string) => seatsTakenOn(suite.app.db.pool, departureId);
  /** Everything these actions write, as one comparable value. */
  const written = async () =>
    JSON.stringify(
      (
        await suite.app.db.pool.query(
          `SELECT
             (SELECT json_agg(json_build_object('c', code, 'd', departure_id, 'p', preferred_date,
                't', traveller_names, 'x', cancelled_at) ORDER BY id) FROM bookings) AS bookings,
             (SELECT json_agg(json_build_object('d', departure_id, 's', sales_stopped_at)
                ORDER BY departure_id) FROM departure_states) AS states,
             (SELECT count(*) FROM booking_changes) AS changes,
             (SELECT count(*) FROM staff_audit) AS audit`,
        )
      ).rows[0],
    );
  const sales = (id: string, body: unknown, cookie = suite.owner) =>
    callAdmin(salesFn, { path: `/api/admin/departures/${encodeURIComponent(id)}/sales`, body, cookie });

  it('lists the departures from today with seats paid, held and free and their money, by trip and month', async () => {
    const d = departures.add({ id: 'screen-a', date: inDays(40), seats: 10 });
    departures.add({ id: 'screen-other', date: inDays(41), seats: 8 }, OTHER_SCHEDULED);
    const paid = await book(d.id, 3, 'paid@example.cm');
    await book(d.id, 4, 'held@example.cm');
    const pay = await suite.act(paid, {
      action: 'offlinePayment',
      amount: 100_000,
      channel: 'cash',
      receivedOn: inDays(0),
      reason: 'Paid at the agency',
    });
    expect(pay.status, pay.body.message).toBe(200);

    const month = d.date.slice(0, 7);
    const list = await callAdmin(departuresFn, {
      path: `/api/admin/departures?package=kribi-beach-escape&month=${month}`,
      cookie: suite.agent,
    });
    expect(list.status).toBe(200);
    const item = list.body.data.items.find((i: { id: string }) => i.id === d.id);
    expect(item).toMatchObject({
      seats: 10,
      seatsPaid: 3,
      seatsHeld: 4,
      seatsFree: 3,
      bookings: 2,
      paid: 100_000,
    });
    expect(item.leftToPay).toBeGreaterThan(0);
    expect(
      list.body.data.items.every((i: { packageSlug: string }) => i.packageSlug === 'kribi-beach-escape'),
    ).toBe(true);
    expect(list.body.data.items.every((i: { date: string }) => i.date.startsWith(month))).toBe(true);
    expect(list.body.data.packages.map((p: { slug: string }) => p.slug)).toContain(OTHER_SCHEDULED);

    // Malformed filters are left out, never run: the whole list comes back.
    const hostile = await callAdmin(departuresFn, {
      path: `/api/admin/departures?package=${encodeURIComponent("x' OR 1=1 --")}&month=2026-13`,
      cookie: suite.owner,
    });
    expect(hostile.status).toBe(200);
    expect(hostile.body.data.items.length).toBeGreaterThan(1);
  });

  it('stops sales at once for owners only: the seats function and booking creation refuse, then reopen', async () => {
    const d = departures.add({ id: 'stop-a', date: inDays(45), seats: 10 });
    const before = await written();
    const byAgent = await sales(d.id, { stopped: true, reason: 'Bus broke down' }, suite.agent);
    expect(byAgent.status).toBe(403);
    for (const body of [
      { stopped: 'yes', reason: 'x' },
      { stopped: true },
      { stopped: true, reason: '   ' },
      { stopped: true, reason: 'x', seats: 99 },
    ]) {
      expect((await sales(d.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const forged of ['no-such-departure', '../stop-a', 'a'.repeat(200), "x'; DROP TABLE bookings"]) {
      expect((await sales(forged, { stopped: true, reason: 'x' })).status, forged).toBe(404);
    }
    expect((await sales(d.id, { stopped: false, reason: 'Already open' })).status).toBe(409);
    expect(await written()).toBe(before);

    const stopped = await sales(d.id, { stopped: true, reason: 'Bus broke down' });
    expect(stopped.status, stopped.body.message).toBe(200);
    const seatsNow = await getDepartures('kribi-beach-escape');
    expect(seatsNow.body.data.departures.find((x: { id: string }) => x.id === d.id).availability).toBe(
      'closed',
    );
    const refused = await api.createBooking(bookingBody({ departureId: d.id }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(t('en', 'api.departure.closed'));
    expect((await sales(d.id, { stopped: true, reason: 'Again' })).status).toBe(409);
    const audit = await suite.app.db.pool.query(
      `SELECT action, reason, detail->>'departureId' AS id FROM staff_audit WHERE action IN ('stopSales', 'reopenSales')
       AND detail->>'departureId' = $1 ORDER BY id`,
      [d.id],
    );
    expect(audit.rows).toEqual([{ action: 'stopSales', reason: 'Bus broke down', id: d.id }]);

    expect((await sales(d.id, { stopped: false, reason: 'Bus fixed' })).status).toBe(200);
    expect((await api.createBooking(bookingBody({ departureId: d.id }))).status).toBe(201);
  });

  it('moves a booking to another departure of its trip: seats on both sides, the new date e-mailed, audited', async () => {
    const from = departures.add({ id: 'move-from', date: inDays(50), seats: 6 });
    const to = departures.add({ id: 'move-to', date: inDays(57), seats: 6 });
    const code = await book(from.id, 3, 'mover@example.cm');
    expect([await taken(from.id), await taken(to.id)]).toEqual([3, 0]);
    const moved = await suite.act(
      code,
      { action: 'moveDeparture', departureId: to.id, reason: 'Asked by phone', locale: 'fr' },
      { cookie: suite.agent },
    );
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.message).toBe(t('fr', 'admin.action.moveDeparture'));
    expect([await taken(from.id), await taken(to.id)]).toEqual([0, 3]);
    const row = await suite.app.db.pool.query(
      `SELECT departure_id, to_char(preferred_date, 'YYYY-MM-DD') AS date, total FROM bookings WHERE code = $1`,
      [code],
    );
    expect(row.rows[0]).toMatchObject({ departure_id: to.id, date: to.date });
    const mail = (await suite.app.outbox()).filter((m) => m.to === 'mover@example.cm').at(-1);
    expect(mail?.text).toContain(formatDate(to.date, 'en'));
    expect(mail?.text).toContain(formatDate(from.date, 'en'));
    const audit = await suite.app.db.pool.query(
      `SELECT a.action, a.reason FROM staff_audit a JOIN bookings b ON b.id = a.booking_id WHERE b.code = $1`,
      [code],
    );
    expect(audit.rows).toContainEqual({ action: 'moveDeparture', reason: 'Asked by phone' });
  });

  it('an agent moving a booking to a dearer departure sells it at that departure’s price, and the customer is told', async () => {
    const from = departures.add({ id: 'price-from', date: inDays(70), seats: 12, pricePerPerson: 125_000 });
    const to = departures.add({ id: 'price-to', date: inDays(77), seats: 12, pricePerPerson: 145_000 });
    const code = await book(from.id, 10, 'dearer@example.cm');
    const money = async () =>
      (
        await suite.app.db.pool.query(
          `SELECT total::int AS total, price_per_person::int AS "perPerson", down_payment::int AS "down",
             down_payment_percent::float8 AS percent FROM bookings WHERE code = $1`,
          [code],
        )
      ).rows[0];
    expect(await money()).toMatchObject({ total: 1_250_000, perPerson: 125_000 });
    const moved = await suite.act(
      code,
      { action: 'moveDeparture', departureId: to.id, reason: 'Asked by phone' },
      { cookie: suite.agent },
    );
    expect(moved.status, moved.body.message).toBe(200);
    const after = await money();
    expect(after).toMatchObject({ total: 1_450_000, perPerson: 145_000 });
    expect(after.down).toBe(Math.ceil((1_450_000 * after.percent) / 100));
    const mail = (await suite.app.outbox()).filter((m) => m.to === 'dearer@example.cm').at(-1);
    expect(mail?.text).toContain(formatXaf(1_250_000, 'en'));
    expect(mail?.text).toContain(formatXaf(1_450_000, 'en'));
    expect(mail?.text).toContain(`${formatXaf(125_000, 'en')} → ${formatXaf(145_000, 'en')}`);
    // Back to the cheaper date: the cheaper price, by the same rules.
    const back = await suite.act(
      code,
      { action: 'moveDeparture', departureId: from.id, reason: 'Changed their mind' },
      { cookie: suite.agent },
    );
    expect(back.status, back.body.message).toBe(200);
    expect(await money()).toMatchObject({ total: 1_250_000, perPerson: 125_000 });
  });

  it('refuses a move to a foreign, unknown, past, closed, stopped or full departure, or of a cancelled booking, writing nothing', async () => {
    const from = departures.add({ id: 'refuse-from', date: inDays(60), seats: 10 });
    const full = departures.add({ id: 'refuse-full', date: inDays(61), seats: 5 });
    const closed = departures.add({ id: 'refuse-closed', date: inDays(62), status: 'closed' });
    const stopped = departures.add({ id: 'refuse-stopped', date: inDays(63) });
    const past = departures.add({ id: 'refuse-past', date: inDays(-3) });
    const foreign = departures.add({ id: 'refuse-foreign', date: inDays(64) }, OTHER_SCHEDULED);
    const code = await book(from.id, 3, 'stay@example.cm');
    await book(full.id, 3, 'filler@example.cm');
    expect((await sales(stopped.id, { stopped: true, reason: 'Guide ill' })).status).toBe(200);
    const cancelled = await book(from.id, 3, 'gone@example.cm');
    expect((await suite.act(cancelled, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);

    const before = await written();
    const cases: Array<[string, string, number, string]> = [
      [code, foreign.id, 422, 'validation.departure.unknown'],
      [code, 'made-up', 422, 'validation.departure.unknown'],
      [code, past.id, 422, 'validation.departure.past'],
      [code, closed.id, 409, 'api.departure.closed'],
      [code, stopped.id, 409, 'api.departure.closed'],
      [code, full.id, 409, 'api.departure.fewSeatsOther'],
      [code, from.id, 409, 'admin.error.nothingChanged'],
      [cancelled, full.id, 409, 'admin.error.cancelled'],
    ];
    for (const [booking, departureId, status, key] of cases) {
      const answer = await suite.act(booking, { action: 'moveDeparture', departureId, reason: 'Try' });
      expect(answer.status, `${departureId}: ${answer.body.message}`).toBe(status);
      expect(answer.body.message).toBe(t('en', key as Parameters<typeof t>[1], { count: 2 }));
    }
    for (const body of [
      { action: 'moveDeparture', departureId: '', reason: 'x' },
      { action: 'moveDeparture', departureId: '../x', reason: 'x' },
      { action: 'moveDeparture', departureId: 'x'.repeat(121), reason: 'x' },
      { action: 'moveDeparture', departureId: 5, reason: 'x' },
      { action: 'moveDeparture', departureId: full.id },
      { action: 'moveDeparture', departureId: full.id, reason: 'x', seats: 1 },
    ]) {
      expect((await suite.act(code, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await written()).toBe(before);
  });

  it('names the travellers (owner and agent), lists them on the manifest, and refuses hostile names', async () => {
    const d = departures.add({ id: 'names-a', date: inDays(70), seats: 10 });
    const code = await book(d.id, 3, 'names@example.cm');
    const before = await written();
    for (const names of [
      ['=HYPERLINK("http://evil.example")'],
      ['Ngono Marie', 'evil.com'],
      ['<script>alert(1)</script>'],
      Array.from({ length: 51 }, () => 'Ana Bell'),
      'Ngono Marie',
      [42],
    ]) {
      expect((await suite.act(code, { action: 'travellers', names })).status, JSON.stringify(names)).toBe(
        400,
      );
    }
    const over = await suite.act(code, {
      action: 'travellers',
      names: ['Ana Bell', 'Bo Chen', 'Cy Dia', 'Di Eko'],
    });
    expect(over.status).toBe(422);
    expect(await written()).toBe(before);

    const named = await suite.act(
      code,
      { action: 'travellers', names: ['Ngono Marie', '', 'Jean-Paul Étoundi', ''] },
      { cookie: suite.agent },
    );
    expect(named.status, named.body.message).toBe(200);
    const manifest = await callAdmin(departureFn, {
      path: `/api/admin/departures/${d.id}`,
      cookie: suite.agent,
    });
    expect(manifest.status).toBe(200);
    expect(manifest.body.data.bookings).toEqual([
      expect.objectContaining({
        code,
        travellers: ['Ngono Marie', '', 'Jean-Paul Étoundi'],
        spots: 3,
        email: 'names@example.cm',
        locale: 'en',
        seats: 'held',
      }),
    ]);
    expect(
      (await callAdmin(departureFn, { path: '/api/admin/departures/nope', cookie: suite.owner })).status,
    ).toBe(404);
  });

  it('exports a manifest as spreadsheet-safe CSV in the staff’s language', async () => {
    const d = departures.add({ id: 'csv-a', date: inDays(80), seats: 10 });
    const code = await book(d.id, 3, 'csv@example.cm');
    expect((await suite.act(code, { action: 'travellers', names: ['Awa Ndiaye'] })).status).toBe(200);
    expect((await suite.act(code, { action: 'note', reason: '=1+2 "vegetarian"' })).status).toBe(200);
    const csv = await callAdmin(exportFn, {
      path: `/api/admin/departures/${d.id}/export`,
      cookie: suite.agent,
      headers: { 'accept-language': 'fr' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="manifest-kribi-beach-escape-${d.date}.csv"`,
    );
    // French: ";" between cells, as a French spreadsheet splits them.
    expect(csv.text.startsWith('\uFEFF"Code";"Voyageur"')).toBe(true);
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines).toHaveLength(5); // header, three travellers, the final CRLF
    expect(lines[1]).toContain('"Awa Ndiaye";"1/3";"Ngono Marie";"+237 6 99 12 34 56"');
    expect(lines[1]).toContain(`"'=1+2 ""vegetarian"""`);
    expect(lines[2]).toContain(`"${t('fr', 'admin.ui.manifest.unnamed')}";"2/3"`);
    // Money once per booking: on its first traveller's line, empty on the others.
    const cells = lines.slice(0, 4).map((line) => line.split(';').map((cell) => cell.replaceAll('"', '')));
    const [header = [], ...travellers] = cells;
    const paidAt = header.indexOf(t('fr', 'admin.csv.paid'));
    const leftAt = header.indexOf(t('fr', 'admin.manifest.csv.leftToPay'));
    expect(paidAt).toBeGreaterThan(0);
    const booking = (
      await suite.app.db.pool.query('SELECT amount_paid, left_to_pay FROM bookings WHERE code = $1', [code])
    ).rows[0] as { amount_paid: number; left_to_pay: number };
    expect(travellers.map((row) => row[paidAt])).toEqual([String(booking.amount_paid), '', '']);
    expect(travellers.map((row) => row[leftAt])).toEqual([String(booking.left_to_pay), '', '']);
    expect(
      (await callAdmin(exportFn, { path: '/api/admin/departures/nope/export', cookie: suite.owner })).status,
    ).toBe(404);
  });
  it('prints the note for the guide staff write on the manifest and its CSV, audited, refusing hostile ones', async () => {
    const d = departures.add({ id: 'guide-a', date: inDays(85), seats: 10 });
    const code = await book(d.id, 3, 'guide@example.cm');
    const noteOf = async () =>
      (await suite.app.db.pool.query('SELECT guide_note FROM bookings WHERE code = $1', [code])).rows[0]
        ?.guide_note;
    const before = await written();
    for (const guideNote of ['tab\there', 'bell\u0007', 'x'.repeat(301), 42, null]) {
      const refused = await suite.act(code, { action: 'guideNote', guideNote }, { cookie: suite.agent });
      expect(refused.status, JSON.stringify(guideNote)).toBe(400);
      expect(refused.body.data.issues[0].key).toMatch(/^validation\.guideNote\./);
    }
    expect((await suite.act(code, { action: 'guideNote', guideNote: 'ok', total: 1 })).status).toBe(400);
    expect(await written()).toBe(before);
    expect(await noteOf()).toBe('');

    // A formula, a line break from Windows and a hidden bidi control: kept as text, made harmless.
    const note = '=HYPERLINK("http://x")\r\nPick-up: Hôtel La Falaise\u202e';
    const key = `guide-${crypto.randomUUID()}`;
    const saved = await suite.act(
      code,
      { action: 'guideNote', guideNote: note },
      { cookie: suite.agent, key },
    );
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe(t('en', 'admin.action.guideNote'));
    const replayed = await suite.act(
      code,
      { action: 'guideNote', guideNote: note },
      { cookie: suite.agent, key },
    );
    expect(replayed.status).toBe(200);
    const kept = '=HYPERLINK("http://x")\nPick-up: Hôtel La Falaise';
    expect(await noteOf()).toBe(kept);
    const again = await suite.act(code, { action: 'guideNote', guideNote: kept });
    expect(again.status).toBe(409);
    const audit = await suite.app.db.pool.query(
      `SELECT a.detail, s.role FROM staff_audit a JOIN staff s ON s.id = a.staff_id
       WHERE a.action = 'guideNote' ORDER BY a.id`,
    );
    expect(audit.rows).toEqual([{ detail: { before: '', after: kept }, role: 'agent' }]);

    const manifest = await callAdmin(departureFn, {
      path: `/api/admin/departures/${d.id}`,
      cookie: suite.agent,
    });
    expect(manifest.body.data.bookings).toEqual([expect.objectContaining({ code, guideNote: kept })]);
    const csv = await callAdmin(exportFn, {
      path: `/api/admin/departures/${d.id}/export`,
      cookie: suite.agent,
    });
    const [header = '', first = ''] = csv.text.slice(1).split(/\r\n(?=")/);
    expect(header).toContain(`"${t('en', 'admin.manifest.csv.guideNote')}"`);
    expect(first).toContain(`"'=HYPERLINK(""http://x"")\nPick-up: Hôtel La Falaise"`);

    // Cleared with an empty note; refused once the booking is cancelled (off the manifest).
    expect((await suite.act(code, { action: 'guideNote', guideNote: '  ' })).status).toBe(200);
    expect(await noteOf()).toBe('');
    const cancel = await suite.act(code, { action: 'cancel', reason: 'Customer called' });
    expect(cancel.status, cancel.body.message).toBe(200);
    const cancelled = await written();
    expect((await suite.act(code, { action: 'guideNote', guideNote: 'Late' })).status).toBe(409);
    expect(await written()).toBe(cancelled);
  });
});
