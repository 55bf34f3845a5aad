/**
 * What the back office does: finds bookings (search, filters, pages, CSV), records an offline payment
 * that the customer's booking page then shows (once per idempotency key), cancels showing what is owed
 * back, asks the provider, resends e-mails, keeps notes and an append-only audit trail, and moderates
 * reviews.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import attentionFn from '../../../functions/admin-attention.ts';
import bookingFn from '../../../functions/admin-booking.ts';
import bookingsFn from '../../../functions/admin-bookings.ts';
import exportFn from '../../../functions/admin-bookings-export.ts';
import decisionFn from '../../../functions/admin-review-decision.ts';
import reviewsFn from '../../../functions/admin-reviews.ts';
import todayFn from '../../../functions/admin-today.ts';
import { adminSuite, callAdmin, newKey } from '../helpers/admin.ts';
import { api, bookingBody, waitForStatus } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

describe.each(databaseKinds())('back-office actions (%s)', (kind) => {
  const admin = adminSuite(kind);
  let datasetDir: string;
  beforeAll(async () => {
    datasetDir = await mkdtemp(join(tmpdir(), 'dataset-'));
  });
  afterAll(async () => {
    await rm(datasetDir, { recursive: true, force: true });
  });

  it('records an offline payment once; the customer page shows the booking paid', async () => {
    const created = await api.createBooking(bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4 }));
    const code: string = created.body.data.code;
    const total: number = created.body.data.amounts.total;
    expect((await api.getBooking(code)).body.data.status).toBe('pending_payment');
    const key = newKey();
    const body = {
      action: 'offlinePayment',
      amount: total,
      channel: 'bank_transfer',
      receivedOn: '2026-11-20',
      reason: 'Transfer ref 8841',
    };
    const first = await admin.act(code, body, { key });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ paid: total, status: 'payment_completed' });
    const again = await admin.act(code, body, { key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const customer = await api.getBooking(code);
    expect(customer.body.data).toMatchObject({ status: 'payment_completed', paid: total, leftToPay: 0 });
    const view = await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.agent });
    expect(view.body.data.attempts).toHaveLength(1);
    expect(view.body.data.attempts[0]).toMatchObject({
      provider: 'offline',
      status: 'successful',
      offline: {
        channel: 'bank_transfer',
        receivedOn: '2026-11-20',
        note: 'Transfer ref 8841',
        staffName: 'Awa Owner',
      },
    });
    expect(
      view.body.data.audit.map((a: { action: string; staffName: string }) => [a.action, a.staffName]),
    ).toEqual([['offlinePayment', 'Awa Owner']]);
    // The same key for another action is refused.
    expect((await admin.act(code, { action: 'note', reason: 'x' }, { key })).status).toBe(422);
  });

  it('a booking the agency cancelled takes no payment: the customer is told why, nothing is charged', async () => {
    const contact = { fullName: 'Abena Kofi', email: 'abena@example.cm', whatsapp: '+237 6 77 00 11 22' };
    const created = await api.createBooking(bookingBody({ locale: 'fr', contact }));
    const code: string = created.body.data.code;
    const before = (await api.getBooking(code)).body.data;
    expect(before).toMatchObject({ cancelledOn: null, nextPayment: { kind: 'full' } });
    expect((await admin.act(code, { action: 'cancel', reason: 'Trip no longer offered' })).status).toBe(200);
    // The customer's booking page says so and offers nothing to pay; the staff's reason stays inside.
    const after = await api.getBooking(code);
    expect(after.body.data).toMatchObject({ nextPayment: null, openPayment: null });
    expect(Date.parse(after.body.data.cancelledOn)).not.toBeNaN();
    expect(JSON.stringify(after.body)).not.toContain('Trip no longer offered');
    const refused = await api.startPayment(code, { kind: 'full', locale: 'fr' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Cette réservation a été annulée par l’agence/);
    const { rows } = await admin.app.db.pool.query(
      'SELECT count(*)::int AS n FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id WHERE b.code = $1',
      [code],
    );
    expect(rows[0].n).toBe(0);
  });

  it('cancels, showing what was paid and is owed back; the audit log cannot be changed', async () => {
    const created = await api.createBooking(bookingBody());
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'full' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    const cancelled = await admin.act(code, { action: 'cancel', reason: 'Customer asked' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled_refund_owed',
      paid: 300_000,
      amount: 300_000,
    });
    expect((await admin.act(code, { action: 'cancel', reason: 'twice' })).status).toBe(409);
    expect(
      (
        await admin.act(code, {
          action: 'offlinePayment',
          amount: 5,
          channel: 'cash',
          receivedOn: '2026-11-20',
          reason: 'r',
        })
      ).status,
    ).toBe(409);
    await expect(admin.app.db.pool.query("UPDATE staff_audit SET reason = 'edited'")).rejects.toThrow(
      /append-only/,
    );
    await expect(admin.app.db.pool.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
  });

  it('asks the provider, resends e-mails and keeps notes (agents too)', async () => {
    const created = await api.createBooking(
      bookingBody({
        contact: { fullName: 'Étienne Mbarga', email: 'etienne@example.cm', whatsapp: '+237 6 77 55 44 33' },
      }),
    );
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'full' });
    await waitForStatus(started.body.data.reference);
    const recheck = await admin.act(
      code,
      { action: 'recheck', reference: started.body.data.reference, reason: 'Customer called' },
      { cookie: admin.agent },
    );
    expect(recheck.status).toBe(200);
    expect(recheck.body.data.providerStatus).toBe('successful');
    // Staff read the answer in their own words, never the raw status.
    expect(recheck.body.message).toBe('The provider says: paid.');
    // The customer's mails only: the agency's notice of the payment may still be on its way.
    const toCustomer = async () => (await admin.app.outbox()).filter((m) => m.to === 'etienne@example.cm');
    // The recheck recorded the payment: its own receipt goes out after the answer; wait for it, so
    // the count below sees only the resent one.
    const receipts = async () => (await toCustomer()).filter((m) => /^Payment received/.test(m.subject));
    await expect.poll(async () => (await receipts()).length).toBe(1);
    const before = (await toCustomer()).length;
    expect(
      (
        await admin.act(
          code,
          { action: 'resend', what: 'receipt', reason: 'Lost it' },
          { cookie: admin.agent },
        )
      ).status,
    ).toBe(200);
    const mails = await toCustomer();
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toMatch(/^Payment received/);
    expect(
      (await admin.act(code, { action: 'note', reason: 'Prefers WhatsApp' }, { cookie: admin.agent })).status,
    ).toBe(200);
    expect((await admin.act(code, { action: 'excessReturned', reason: 'x' })).status).toBe(409);
    const view = await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner });
    expect(view.body.data.contact).toEqual({
      fullName: 'Étienne Mbarga',
      email: 'etienne@example.cm',
      whatsapp: '+237677554433',
    });
    expect(view.body.data.attempts[0].providerId).toBeTruthy();
    expect(view.body.data.notes.map((n: { reason: string }) => n.reason)).toEqual(['Prefers WhatsApp']);
    expect(view.body.data.audit.map((a: { action: string }) => a.action)).toEqual([
      'recheck',
      'resend',
      'note',
    ]);
  });

  it('searches by code, name, e-mail and phone; filters; pages; exports CSV for spreadsheets', async () => {
    const created = await api.createBooking(
      bookingBody({
        contact: { fullName: 'Zoé Nkoulou', email: 'zoe.n@example.cm', whatsapp: '+237 6 55 11 22 99' },
      }),
    );
    const code: string = created.body.data.code;
    const list = (query: string, cookie = admin.agent) =>
      callAdmin(bookingsFn, { path: `/api/admin/bookings?${query}`, cookie });
    for (const q of [
      code,
      code.toLowerCase().replaceAll('-', ''),
      'zoé',
      'Nkoul',
      'ZOE.N@',
      '655112299',
      '11 22 99',
    ]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(
        found.body.data.items.map((b: { code: string }) => b.code),
        q,
      ).toEqual([code]);
    }
    expect((await list('q=%25')).body.data.total).toBe(0);
    const all = await list('');
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
    expect(all.body.data.items[0].code).toBe(code);
    // The booking cancelled before it was paid, and the one cancelled after.
    expect((await list('status=cancelled')).body.data.total).toBe(2);
    expect(
      (await list('status=payment_completed')).body.data.items.every(
        (b: { status: string }) => b.status === 'payment_completed',
      ),
    ).toBe(true);
    expect((await list('package=mount-cameroon-trek')).body.data.total).toBe(1);
    expect((await list('from=2999-01-01')).body.data.total).toBe(0);
    expect((await list('page=2')).body.data.items).toEqual([]);
    const csv = await callAdmin(exportFn, {
      path: '/api/admin/bookings-export?q=Zo%C3%A9',
      cookie: admin.agent,
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"Code","Booked on (Cameroon time)","Name","E-mail","WhatsApp","Package","Trip date","Departure","People","Total (XAF)","Paid (XAF)","Left to pay (XAF)","Payment","Status","Paid with","Owed back (XAF)","Refunded (XAF)","Taken by"',
    );
    // With its spaces, the phone stays text in Excel and LibreOffice (not 2.37655E+11).
    expect(lines[1]).toContain('"Zoé Nkoulou","zoe.n@example.cm","+237 6 55 11 22 99"');
    expect(lines[1]).toContain('"300000","0","300000","Single payment","Awaiting payment","","0","0",""');
    // Booked today, in Cameroon time as a spreadsheet reads it.
    expect(lines[1]).toMatch(/^"[^"]+","\d{4}-\d\d-\d\d \d\d:\d\d",/);
  });

  it('sums the day and lists what needs attention', async () => {
    const today = await callAdmin(todayFn, { path: '/api/admin/today', cookie: admin.agent });
    expect(today.status).toBe(200);
    expect(today.body.data.newBookings.today).toBeGreaterThanOrEqual(4);
    expect(today.body.data.received.today.amount).toBeGreaterThanOrEqual(600_000);
    expect(today.body.data.received.month.amount).toBeGreaterThanOrEqual(
      today.body.data.received.today.amount,
    );
    const attention = await callAdmin(attentionFn, { path: '/api/admin/attention', cookie: admin.agent });
    expect(attention.status).toBe(200);
    expect(Array.isArray(attention.body.data.items)).toBe(true);
  });

  it('approves a review into the dataset, rejects another with a reason', async () => {
    const path = join(datasetDir, 'dataset.ndjson');
    await writeFile(path, '');
    process.env.CONTENT_DATASET_PATH = path;
    const codes: string[] = [];
    for (const name of ['Paul Review', 'Rita Review']) {
      const created = await api.createBooking(
        bookingBody({ contact: { fullName: name, email: 'r@example.cm', whatsapp: '+237 6 99 12 34 56' } }),
      );
      const started = await api.startPayment(created.body.data.code, { kind: 'full' });
      await waitForStatus(started.body.data.reference);
      // Reviews come after the trip: staff mark this undated one travelled.
      const marked = await admin.act(
        created.body.data.code,
        { action: 'travelled', reason: 'Back' },
        { cookie: admin.agent },
      );
      expect(marked.status).toBe(200);
      expect(
        (
          await api.review({
            code: created.body.data.code,
            displayName: name,
            rating: 5,
            text: 'A wonderful time at the beach.',
          })
        ).status,
      ).toBe(201);
      codes.push(created.body.data.code);
    }
    const queue = await callAdmin(reviewsFn, { path: '/api/admin/reviews', cookie: admin.agent });
    const [first, second] = queue.body.data.items;
    // Each names its trip as the staff read it, not by its slug, in their language.
    expect(first.packageTitle).toBe('Kribi Beach Escape');
    const french = await callAdmin(reviewsFn, {
      path: '/api/admin/reviews',
      cookie: admin.agent,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body.data.items[0].packageTitle).toBe('Escapade à la plage de Kribi');
    // Agents read the queue; owners decide (review-publishing-adversarial.test.ts refuses agents).
    const decide = (id: string, body: unknown) =>
      callAdmin(decisionFn, { path: `/api/admin/reviews/${id}/decision`, body, cookie: admin.owner });
    expect((await decide(first.id, { decision: 'approve' })).status).toBe(200);
    expect((await decide(first.id, { decision: 'approve' })).status).toBe(409);
    expect((await decide(second.id, { decision: 'reject' })).status).toBe(400);
    expect((await decide(second.id, { decision: 'reject', reason: 'Not about the trip' })).status).toBe(200);
    const dataset = await readFile(path, 'utf8');
    expect(dataset).toContain('"name":"Paul Review"');
    expect(dataset).not.toContain('Rita Review');
    expect(
      (await callAdmin(reviewsFn, { path: '/api/admin/reviews', cookie: admin.agent })).body.data.items,
    ).toEqual([]);
    delete process.env.CONTENT_DATASET_PATH;
  });
});
