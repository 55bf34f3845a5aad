import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/messages.ts';
import { memoryRateLimiter } from '../../../src/server/http/rate-limit.ts';
import {
  api,
  bookingBody,
  fromAddress,
  ORIGIN,
  startTestApp,
  type TestApp,
  waitForStatus,
} from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

async function counts(app: TestApp) {
  const { rows } = await app.db.pool.query(
    `SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM payment_attempts) AS attempts`,
  );
  return rows[0] as { bookings: number; attempts: number };
}

describe.each(databaseKinds())('bookings, lookups and reviews (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it.each<[string, () => Request, number, string | null]>([
    ['malformed JSON', () => post('{"packageSlug": '), 400, null],
    ['a body over 16 KB', () => post(JSON.stringify(bookingBody({ notes: 'x'.repeat(17_000) }))), 413, null],
    ['a form body', () => post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 415, null],
    ['wrong types', () => post(JSON.stringify(bookingBody({ spots: '3' }))), 400, 'spots'],
    ['an unknown field', () => post(JSON.stringify(bookingBody({ admin: true }))), 400, 'admin'],
    [
      'a tampered amount',
      () => post(JSON.stringify(bookingBody({ total: 1, pricePerPerson: 1 }))),
      400,
      'total',
    ],
    ['no people at all', () => post(JSON.stringify(bookingBody({ spots: 0 }))), 400, 'spots'],
    ['spots below the package minimum', () => post(JSON.stringify(bookingBody({ spots: 2 }))), 422, 'spots'],
    [
      'a trip type smaller than the package minimum',
      () => post(JSON.stringify(bookingBody({ tripType: 'couple' }))),
      422,
      'tripType',
    ],
    [
      'a date in the past',
      () => post(JSON.stringify(bookingBody({ preferredDate: '2000-01-01' }))),
      400,
      'preferredDate',
    ],
    [
      'terms not accepted',
      () => post(JSON.stringify(bookingBody({ termsAccepted: false }))),
      400,
      'termsAccepted',
    ],
    [
      'an unknown package',
      () => post(JSON.stringify(bookingBody({ packageSlug: 'atlantis' }))),
      422,
      'packageSlug',
    ],
    [
      'fewer people than the package minimum',
      () => post(JSON.stringify(bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 3 }))),
      422,
      'spots',
    ],
    ['an array body', () => post('[1,2]'), 400, ''],
    [
      'a WhatsApp number of the right shape that no country has',
      () =>
        post(
          JSON.stringify(
            bookingBody({
              contact: { fullName: 'Ngono Marie', email: 'marie@example.cm', whatsapp: '+44 99 9999 9999' },
            }),
          ),
        ),
      400,
      'contact.whatsapp',
    ],
  ])('refuses %s and writes nothing', async (_label, request, status, path) => {
    const before = await counts(app);
    const answer = await api.raw('createBooking', request());
    expect(answer.status).toBe(status);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.message.length).toBeGreaterThan(0);
    if (path !== null) expect(answer.body.data.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await counts(app)).toEqual(before);
  });

  it('answers validation issues in the language asked for', async () => {
    const body = bookingBody({
      contact: { fullName: '', email: 'nope', whatsapp: '1' },
      termsAccepted: false,
    });
    const fr = await api.createBooking(body, { 'accept-language': 'fr-CM,fr;q=0.9,en;q=0.8' });
    expect(fr.body.data.issues).toEqual(
      expect.arrayContaining([
        { path: 'contact.fullName', key: 'validation.name.required', message: 'Votre nom est obligatoire' },
        { path: 'contact.email', key: 'validation.email.invalid', message: 'Adresse e-mail invalide' },
      ]),
    );
    const en = await api.createBooking({ ...body, locale: 'en' }, { 'accept-language': 'fr' });
    expect(en.body.data.issues).toContainEqual({
      path: 'termsAccepted',
      key: 'validation.terms.required',
      message: 'You must agree to our terms of use & privacy policy to continue.',
    });
  });

  it("answers a business refusal in the body's language too", async () => {
    const body = { ...bookingBody({ packageSlug: 'atlantis' }), locale: 'fr' };
    const answer = await api.createBooking(body, { 'accept-language': 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(translator('fr')('validation.package.unknown'));
    expect(answer.body.data.issues[0].message).toBe(translator('fr')('validation.package.unknown'));
  });

  it('refuses other methods with 405', async () => {
    const answer = await api.raw(
      'createBooking',
      new Request(`${ORIGIN}/api/bookings`, { method: 'PUT', body: '{}' }),
    );
    expect(answer.status).toBe(405);
  });

  it('100 concurrent bookings: all stored, all codes unique', async () => {
    const before = await counts(app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.createBooking(
          bookingBody({
            contact: {
              fullName: `Client ${String.fromCharCode(65 + (i % 26))}`,
              email: `c${i}@example.cm`,
              whatsapp: '670000000',
            },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
    const codes = new Set(answers.map((a) => a.body.data.code));
    expect(codes.size).toBe(100);
    expect((await counts(app)).bookings - before.bookings).toBe(100);
  }, 60_000);

  it('looks a booking up by code with the contact masked, in any spelling', async () => {
    const created = await api.createBooking(bookingBody({ preferredDate: '2099-12-31' }), {
      'accept-language': 'fr',
    });
    const code: string = created.body.data.code;
    expect(created.body.data.packageTitle).toBe('Escapade à la plage de Kribi');
    const found = await api.getBooking(` ${code.toLowerCase()} `);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      code,
      status: 'pending_payment',
      preferredDate: '2099-12-31',
      contact: { fullName: 'Ngono M.', email: 'ma***@example.cm', whatsapp: '+237*******56' },
      paid: 0,
      leftToPay: 300_000,
      // The catalogue's 30 days before the trip.
      balanceDueOn: '2099-12-01',
      completionPercent: 0,
      nextPayment: { kind: 'full', amount: 300_000, fee: 6_000, dueNow: 306_000 },
    });
    expect(JSON.stringify(found.body)).not.toContain('marie@example.cm');
  });

  it('gives no balance due date to an undated trip', async () => {
    const created = await api.createBooking(bookingBody({ preferredDate: undefined }));
    const found = await api.getBooking(created.body.data.code);
    expect(found.body.data).toMatchObject({ preferredDate: null, balanceDueOn: null });
  });

  it.each([['ZZZZ-ZZZZ-ZZ'], ['short'], ['not a code at all!']])('answers 404 for %s', async (code) => {
    const answer = await api.getBooking(code, { 'accept-language': 'en' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Reservation not found');
  });

  it('rate limits lookups per client address with 429 and Retry-After', async () => {
    app.setLimiter(memoryRateLimiter({ limit: 3, windowMs: 60_000 }));
    try {
      const from = (ip: string) => api.getBooking('ZZZZ-ZZZZ-ZZ', {}, fromAddress(ip));
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await from('10.0.0.1')).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const limited = await from('10.0.0.1');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.data.retryAfterSeconds).toBeGreaterThan(0);
      expect((await from('10.0.0.2')).status).toBe(404);
    } finally {
      app.setLimiter(memoryRateLimiter({ limit: 1_000, windowMs: 60_000 }));
    }
  });

  it('takes one review per paid, travelled booking; refuses unpaid (403) and a second one (409)', async () => {
    const created = await api.createBooking(bookingBody());
    const code: string = created.body.data.code;
    const review = {
      code,
      displayName: 'Marie <b>N.</b>',
      rating: 5,
      text: 'Wonderful <script>x()</script>trip, thank you!',
    };
    const unpaid = await api.review(review);
    expect(unpaid.status).toBe(403);

    const started = await api.startPayment(code, { kind: 'full' });
    await waitForStatus(started.body.data.reference);
    // An undated trip is reviewed once the agency marks it travelled (reviews-after-trip tests).
    await app.db.pool.query('UPDATE bookings SET travelled_at = now() WHERE code = $1', [code]);

    const first = await api.review(review, { 'accept-language': 'fr' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Merci\u202f! Votre avis sera publié après modération.');
    const second = await api.review({ ...review, rating: 1 });
    expect(second.status).toBe(409);

    const { rows } = await app.db.pool.query(
      'SELECT r.display_name, r.text, r.status, r.locale FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE b.code = $1',
      [code],
    );
    expect(rows).toEqual([
      { display_name: 'Marie N.', text: 'Wonderful trip, thank you!', status: 'pending', locale: 'fr' },
    ]);
    expect((await api.getBooking(code)).body.data).toMatchObject({ reviewed: true, canReview: false });
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['no rating', { rating: undefined }, 400],
    ['a short text', { text: 'meh' }, 400],
    ['an unknown booking', { code: 'ZZZZ-ZZZZ-ZZ' }, 404],
  ])('refuses a review with %s', async (_label, patch, status) => {
    const body: Record<string, unknown> = {
      code: 'ABCD-EFGH-JK',
      displayName: 'Marie',
      rating: 4,
      text: 'Very nice trip indeed',
      ...patch,
    };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    expect((await api.review(body)).status).toBe(status);
  });
});
