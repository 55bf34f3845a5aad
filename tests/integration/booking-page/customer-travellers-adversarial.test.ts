/**
 * The customer's side of departures (docs/business-rules.md#departures): every traveller's name,
 * optional at checkout and asked for on the booking page before the trip (the code and the e-mail
 * given at booking as proof, audited with the customer as the actor), and the truth about a payment
 * that landed in a departure that filled meanwhile: one e-mail to the customer, whatever the
 * duplicate webhooks, the polling and the sweep, and the booking page saying so. Hostile names,
 * someone else's proof, a cancelled booking, a trip under way and too many tries write nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import bookingFn from '../../../functions/admin-booking.ts';
import {
  DEFAULT_LIMITS,
  type LimitRule,
  limitsFrom,
  memoryRateLimiter,
  type RateLimiter,
} from '../../../src/server/http/rate-limit.ts';
import { MailError } from '../../../src/server/mail/mailer.ts';
import { adminSuite, callAdmin } from '../helpers/admin.ts';
import { api, bookingBody, SWEEP_SECRET, sleep, waitForStatus } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';
import { type DepartureCatalogue, departureCatalogue } from '../helpers/departures.ts';

const EMAIL = 'marie@example.cm';

describe.each(databaseKinds())('travellers and the customer’s truth (%s)', (kind) => {
  let departures: DepartureCatalogue;
  const admin = adminSuite(kind, async () => {
    departures = await departureCatalogue();
    return departures.catalogue;
  });

  const book = async (overrides: Record<string, unknown> = {}, email = EMAIL) => {
    const departure = departures.add({ id: `d-${Math.random().toString(36).slice(2, 10)}`, seats: 12 });
    const answer = await api.createBooking(
      bookingBody({
        departureId: departure.id,
        spots: 3,
        contact: { fullName: 'Ngono Marie', email, whatsapp: '+237699123456' },
        ...overrides,
      }),
    );
    return answer;
  };
  const booked = async (overrides: Record<string, unknown> = {}) => {
    const answer = await book(overrides);
    expect(answer.status, answer.body.message).toBe(201);
    return answer.body.data.code as string;
  };
  const stored = async (code: string) =>
    (
      await admin.app.db.pool.query<{ names: string[] }>(
        'SELECT traveller_names AS names FROM bookings WHERE code = $1',
        [code],
      )
    ).rows[0]?.names;
  const audit = async (code: string) =>
    (
      await admin.app.db.pool.query(
        `SELECT a.actor, a.staff_id, a.action, a.detail FROM staff_audit a
         JOIN bookings b ON b.id = a.booking_id WHERE b.code = $1 AND a.action = 'travellers'
         ORDER BY a.id`,
        [code],
      )
    ).rows;
  const mailsWith = async (key: string, atLeast = 1) => {
    for (let i = 0; i < 100; i += 1) {
      const mails = (await admin.app.outbox()).filter((m) => m.idempotencyKey === key);
      if (mails.length >= atLeast) return mails;
      await sleep(40);
    }
    return (await admin.app.outbox()).filter((m) => m.idempotencyKey === key);
  };

  it('names given at checkout are kept after the lead’s; the confirmation says the rest can follow', async () => {
    const code = await booked({ travellers: [' Paul Biya-Ondoa ', ''] });
    expect(await stored(code)).toEqual(['Ngono Marie', 'Paul Biya-Ondoa']);
    const page = (await api.getBooking(code)).body.data;
    expect(page).toMatchObject({
      travellers: ['Ngono M.', 'Paul B.', ''],
      unnamedTravellers: 1,
      canNameTravellers: true,
      overbooked: false,
    });
    const [confirmation] = await mailsWith(`booking-confirmation/${code}`);
    expect(confirmation?.text).toContain('other travellers’ names on your booking page');

    const all = await booked({ travellers: ['Paul Biya', 'Awa Njoya'], locale: 'fr' });
    expect((await api.getBooking(all)).body.data.unnamedTravellers).toBe(0);
    const [named] = await mailsWith(`booking-confirmation/${all}`);
    expect(named?.text).not.toContain('autres voyageurs');
  });

  it('refuses at checkout more names than the group, hostile names and a forged list, nothing written', async () => {
    const before = (await admin.app.db.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n;
    const tooMany = await book({ travellers: ['Paul Biya', 'Awa Njoya', 'Jean Kamga'], locale: 'fr' });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Un nom par voyageur au plus\u202f: ce groupe compte 3 personnes');
    expect(tooMany.body.data.issues).toEqual([
      expect.objectContaining({ path: 'travellers', key: 'validation.travellers.overGroup' }),
    ]);
    for (const travellers of [
      ['<script>alert(1)</script>'],
      ['Paul\u0000Biya'],
      ['Paul\nBiya'],
      ['x'.repeat(61)],
      ['evil.com Paul'],
      [42],
      'Paul Biya',
      Array.from({ length: 51 }, () => 'Paul Biya'),
    ]) {
      const answer = await book({ travellers });
      expect(answer.status, JSON.stringify(travellers).slice(0, 40)).toBe(400);
    }
    const after = (await admin.app.db.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n;
    expect(after).toBe(before);
  });

  it('the customer names the missing travellers from the booking page, audited as the customer', async () => {
    const code = await booked();
    expect(await stored(code)).toEqual(['Ngono Marie']);
    const saved = await api.nameTravellers(code, {
      email: ' Marie@Example.CM ',
      names: ['', 'Paul Biya', ' Awa Njoya '],
      locale: 'fr',
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.message).toBe('Merci, les noms des voyageurs sont enregistrés.');
    expect(saved.body.data).toEqual({ travellers: ['Ngono M.', 'Paul B.', 'Awa N.'], unnamedTravellers: 0 });
    // An empty field keeps the name in its place: the lead stays named.
    expect(await stored(code)).toEqual(['Ngono Marie', 'Paul Biya', 'Awa Njoya']);
    expect(await audit(code)).toEqual([
      {
        actor: 'customer',
        staff_id: null,
        action: 'travellers',
        detail: { before: ['Ngono Marie'], after: ['Ngono Marie', 'Paul Biya', 'Awa Njoya'] },
      },
    ]);
    // Staff read it in the booking's log as the customer's.
    const view = await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner });
    expect(view.body.data.travellers).toEqual(['Ngono Marie', 'Paul Biya', 'Awa Njoya']);
    expect(view.body.data.audit).toContainEqual(
      expect.objectContaining({ action: 'travellers', byCustomer: true, staffName: '' }),
    );
    // The same names again change nothing and log nothing more.
    expect((await api.nameTravellers(code, { email: EMAIL, names: ['', 'Paul Biya'] })).status).toBe(200);
    expect(await audit(code)).toHaveLength(1);
  });

  it('refuses a wrong code or e-mail, a cancelled booking, a trip under way and too many names', async () => {
    const code = await booked();
    const names = ['', 'Paul Biya'];
    const wrongEmail = await api.nameTravellers(code, { email: 'other@example.cm', names });
    expect(wrongEmail.status).toBe(403);
    expect(wrongEmail.body.message).toBe(
      'This e-mail address is not the one given for this booking. Please use the address you booked with.',
    );
    expect((await api.nameTravellers('ZZZZ-ZZZZ-ZZ', { email: EMAIL, names })).status).toBe(404);
    expect((await api.nameTravellers('not a code', { email: EMAIL, names })).status).toBe(404);
    expect((await api.nameTravellers(code, { names })).status).toBe(400);
    const tooMany = await api.nameTravellers(code, {
      email: EMAIL,
      names: ['', 'Paul Biya', 'Awa Njoya', 'Jean Kamga'],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('One name per traveller at most: this group is 3 people');
    expect((await api.nameTravellers(code, { email: EMAIL, names: ['', ''] })).status).toBe(422);
    expect(await stored(code)).toEqual(['Ngono Marie']);

    // The trip under way (its first day is today): the names are the agency's to change now.
    const started = await booked();
    await admin.app.db.pool.query(
      `UPDATE bookings SET preferred_date = (now() AT TIME ZONE 'Africa/Douala')::date WHERE code = $1`,
      [started],
    );
    const late = await api.nameTravellers(started, { email: EMAIL, names });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This trip has started: please send any change of names to the agency.');
    expect((await api.getBooking(started)).body.data.canNameTravellers).toBe(false);

    const cancelled = await booked();
    expect((await admin.act(cancelled, { action: 'cancel', reason: 'Closed' })).status).toBe(200);
    const refused = await api.nameTravellers(cancelled, { email: EMAIL, names, locale: 'fr' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Cette réservation est annulée');
    expect((await api.getBooking(cancelled)).body.data.canNameTravellers).toBe(false);
    for (const c of [started, cancelled]) expect(await stored(c)).toEqual(['Ngono Marie']);
    for (const c of [code, started, cancelled]) expect(await audit(c)).toEqual([]);
  });

  it('refuses hostile names from the booking page: length, control characters, markup, forged shapes', async () => {
    const code = await booked();
    for (const names of [
      ['', '<b>Paul</b>'],
      ['', 'Paul\u0007Biya'],
      ['', 'Paul\u202eBiya'],
      ['', 'P'.repeat(61)],
      ['', 'https://evil.example'],
      ['', null],
      'Paul Biya',
      Array.from({ length: 51 }, () => ''),
    ]) {
      const answer = await api.nameTravellers(code, { email: EMAIL, names });
      expect(answer.status, JSON.stringify(names).slice(0, 40)).toBe(400);
    }
    expect((await api.nameTravellers(code, { email: EMAIL, names: ['', 'Paul'], extra: 1 })).status).toBe(
      400,
    );
    expect(await stored(code)).toEqual(['Ngono Marie']);
    expect(await audit(code)).toEqual([]);
  });

  it('is rate limited per address', async () => {
    const limiters = Object.fromEntries(
      Object.keys(DEFAULT_LIMITS).map((rule) => [
        rule,
        memoryRateLimiter({ limit: rule === 'travellerNames' ? 2 : 1_000, windowMs: 60_000 }),
      ]),
    ) as Record<LimitRule, RateLimiter>;
    const code = await booked();
    admin.app.setLimits(limitsFrom(limiters));
    try {
      const tries = [];
      for (let i = 0; i < 3; i += 1)
        tries.push(
          (await api.nameTravellers(code, { email: 'x@example.cm', names: ['', 'Paul Biya'] })).status,
        );
      expect(tries).toEqual([403, 403, 429]);
    } finally {
      admin.app.setLimits(null);
    }
    expect(await stored(code)).toEqual(['Ngono Marie']);
  });

  /** A booking whose hold ran out and whose departure another booking then filled and paid. */
  const lateIntoFull = async (email: string, locale: 'en' | 'fr') => {
    const departure = departures.add({ id: `full-${Math.random().toString(36).slice(2, 10)}`, seats: 3 });
    const body = (mail: string) =>
      bookingBody({
        departureId: departure.id,
        spots: 3,
        locale,
        contact: { fullName: 'Ngono Marie', email: mail, whatsapp: '+237699123456' },
      });
    const late = (await api.createBooking(body(email))).body.data.code as string;
    await admin.app.db.pool.query(
      `UPDATE bookings SET seats_held_until = now() - interval '1 second' WHERE code = $1`,
      [late],
    );
    const taker = (await api.createBooking(body('taker@example.cm'))).body.data.code as string;
    const paid = await api.startPayment(taker, { kind: 'full' });
    expect((await waitForStatus(paid.body.data.reference)).body.data.status).toBe('successful');
    return late;
  };

  it('a payment into a departure filled meanwhile: the customer is told once, through duplicates and polls', async () => {
    const late = await lateIntoFull('late@example.cm', 'fr');
    // 670000005: the provider sends its webhook twice; the page polls meanwhile.
    const started = await api.startPayment(late, { kind: 'full', number: '670000005' });
    expect(started.status, started.body.message).toBe(202);
    const reference = started.body.data.reference as string;
    await Promise.all([waitForStatus(reference), waitForStatus(reference), waitForStatus(reference)]);
    const key = `booking-overbooked/${late}`;
    const [mail] = await mailsWith(key);
    expect(mail?.to).toBe('late@example.cm');
    expect(mail?.subject).toBe(`Paiement reçu pour la réservation ${late}\u202f: votre départ est complet`);
    expect(mail?.text).toContain('L’agence vous contactera pour choisir une autre date ou vous rembourser');
    // The second webhook, more polls and the sweep send no second one.
    await sleep(400);
    await waitForStatus(reference);
    expect((await api.sweep(SWEEP_SECRET)).body.data.mail.overbooked).toBe(0);
    expect(await mailsWith(key, 2)).toHaveLength(1);
    const page = (await api.getBooking(late, { 'accept-language': 'fr' })).body.data;
    expect(page).toMatchObject({ overbooked: true, status: 'payment_completed' });
  });

  it('the customer’s e-mail the mailer could not send goes out with the sweep, once', async () => {
    const late = await lateIntoFull('retry@example.cm', 'en');
    const key = `booking-overbooked/${late}`;
    const failed: string[] = [];
    admin.app.setMailer({
      async send(message) {
        failed.push(message.idempotencyKey ?? '');
        throw new MailError('e-mail API refused the message: down', 503);
      },
    });
    try {
      const started = await api.startPayment(late, { kind: 'full' });
      expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
      await vi.waitFor(() => expect(failed).toContain(key), { timeout: 5_000 });
    } finally {
      admin.app.setMailer(null);
    }
    expect(await mailsWith(key, 0)).toEqual([]);
    expect((await api.sweep(SWEEP_SECRET)).body.data.mail.overbooked).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await mailsWith(key);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Payment received for reservation ${late}: your departure has filled`);
    expect((await api.sweep(SWEEP_SECRET)).body.data.mail.overbooked).toBe(0);
    expect(await mailsWith(key, 2)).toHaveLength(1);
  });
});

describe.each(databaseKinds())('the audit log’s actor, migration 024 (%s)', (kind) => {
  const admin = adminSuite(kind);

  it('a customer’s entry names no staff member, a staff entry names one; the log stays append-only', async () => {
    const pool = admin.app.db.pool;
    const insert = (actor: string | null, staff: string | null) =>
      pool.query(
        `INSERT INTO staff_audit (staff_id, action, booking_id, reason, actor)
         VALUES ($1, 'travellers', NULL, '', COALESCE($2, 'staff'))`,
        [staff, actor],
      );
    const { rows } = await pool.query<{ id: string }>('SELECT id::text AS id FROM staff LIMIT 1');
    const staffId = rows[0]?.id ?? null;
    await expect(insert('customer', staffId)).rejects.toThrow(/staff_audit_actor_named/);
    await expect(insert(null, null)).rejects.toThrow(/staff_audit_actor_named/);
    await expect(insert('robot', null)).rejects.toThrow(/check/);
    await insert('customer', null);
    await expect(
      pool.query(`UPDATE staff_audit SET actor = 'staff' WHERE actor = 'customer'`),
    ).rejects.toThrow(/append-only/);
  });
});
