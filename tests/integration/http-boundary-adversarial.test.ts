/**
 * The HTTP boundary under attack (issue 10, findings 6 and 7), with the real limits in the database
 * store, on PGlite and (with TEST_POSTGRES_URL) on PostgreSQL:
 * - every endpoint is limited per client address, the platform's own (`context.ip`), whatever
 *   X-Forwarded-For the client writes;
 * - a stranger's phone cannot be hammered with payment prompts, nor a stranger's inbox filled;
 * - a body that is not `application/json` is refused with 415 and nothing is processed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/messages.ts';
import { DEFAULT_LIMITS, databaseRateLimits } from '../../src/server/http/rate-limit.ts';
import { api, bookingBody, fromAddress, ORIGIN, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

let address = 0;
/** A fresh client address per use, so tests never share a counter. */
const newAddress = () => {
  address += 1;
  return `203.0.113.${address % 250}:${process.pid}:${Date.now()}`;
};

async function count(app: TestApp, table: 'bookings' | 'payment_attempts' | 'reviews'): Promise<number> {
  const { rows } = await app.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

function request(path: string, body: string, contentType: string | null, method = 'POST'): Request {
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers: contentType === null ? {} : { 'content-type': contentType },
    body,
  });
}

/**
 * The limits count in fixed windows aligned to the clock (a minute, an hour). Real time near the top
 * of an hour would start a new window in the middle of a test: the limiters here read a clock set a
 * few seconds into an hour, running at real speed.
 */
function midWindowClock(): () => number {
  const HOUR = 3_600_000;
  const started = Date.now();
  const base = started - (started % HOUR) + 10 * 60_000 + 5_000;
  return () => base + (Date.now() - started);
}

describe.each(databaseKinds())('HTTP boundary under attack (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });
  beforeEach(() => {
    app.setLimits(databaseRateLimits(app.db.pool, DEFAULT_LIMITS, midWindowClock()));
    return () => app.setLimits(null);
  });

  describe('finding 6: limits per client address, taken from the platform', () => {
    it('throttles booking creation from one address whatever X-Forwarded-For says (429, Retry-After, fr)', async () => {
      const ip = newAddress();
      const before = await count(app, 'bookings');
      const statuses: number[] = [];
      for (let i = 0; i < DEFAULT_LIMITS.booking.limit + 3; i += 1) {
        const spoofed = { 'x-forwarded-for': `198.51.100.${i}`, 'accept-language': 'fr' };
        const body = bookingBody({ contact: contact(i) });
        statuses.push((await api.createBooking(body, spoofed, fromAddress(ip))).status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_LIMITS.booking.limit);
      expect(statuses.slice(DEFAULT_LIMITS.booking.limit)).toEqual([429, 429, 429]);
      expect(await count(app, 'bookings')).toBe(before + DEFAULT_LIMITS.booking.limit);

      const limited = await api.createBooking(freshBooking(), { 'accept-language': 'fr' }, fromAddress(ip));
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.body).toEqual({
        ok: false,
        message: t('fr', 'api.error.rateLimited', { minutes: 1 }),
        data: { key: 'api.error.rateLimited', retryAfterSeconds: retryAfter },
      });
      expect(limited.body.message).toMatch(/Trop de requêtes/);
      // Another address is not affected.
      expect((await api.createBooking(freshBooking(), {}, fromAddress(newAddress()))).status).toBe(201);
    });

    it('throttles payment starts, status checks, reviews and webhooks per address, spoofing or not', async () => {
      // The real rules, with the two generous limits lowered so the test stays short.
      const limits = {
        ...DEFAULT_LIMITS,
        paymentStatus: { limit: 12, windowMs: 60_000 },
        webhook: { limit: 12, windowMs: 60_000 },
      };
      app.setLimits(databaseRateLimits(app.db.pool, limits, midWindowClock()));
      const created = await api.createBooking(freshBooking(), {}, fromAddress(newAddress()));
      const code: string = created.body.data.code;
      const cases = [
        {
          rule: 'paymentStart' as const,
          // An unknown booking: counted and refused without prompting anyone.
          call: (ip: string, i: number) =>
            api.startPayment('ZZZZ-ZZZZ-ZZ', { kind: 'deposit' }, spoof(i), fromAddress(ip)),
        },
        {
          rule: 'paymentStatus' as const,
          call: (ip: string, i: number) =>
            api.paymentStatus('pay_unknown0000000000', spoof(i), fromAddress(ip)),
        },
        {
          rule: 'review' as const,
          call: (ip: string, i: number) =>
            api.review(
              { code, displayName: 'X', rating: 5, text: 'Lovely trip, all good.' },
              spoof(i),
              fromAddress(ip),
            ),
        },
        {
          rule: 'webhook' as const,
          call: (ip: string, i: number) => api.webhook({ transId: `forged${i}` }, spoof(i), fromAddress(ip)),
        },
      ];
      for (const { rule, call } of cases) {
        const ip = newAddress();
        const { limit } = limits[rule];
        const statuses: number[] = [];
        for (let i = 0; i < limit + 2; i += 1) statuses.push((await call(ip, i)).status);
        expect(statuses.slice(0, limit), rule).not.toContain(429);
        expect(statuses.slice(limit), rule).toEqual([429, 429]);
        const limited = await call(ip, limit + 2);
        expect(limited.headers.get('retry-after'), rule).toMatch(/^\d+$/);
        expect(limited.body.message, rule).toBe(t('en', 'api.error.rateLimited', { minutes: 1 }));
        expect((await call(newAddress(), 0)).status, rule).not.toBe(429);
      }
      expect(await count(app, 'reviews')).toBe(0);
    });

    it("caps payment prompts to a stranger's phone, whoever asks and from wherever", async () => {
      const stranger = '699123456';
      const { limit } = DEFAULT_LIMITS.paymentPrompt;
      const prompted = () =>
        app.simulator.control.payments().filter((p) => p.phone.endsWith(stranger)).length;
      const attemptsBefore = await count(app, 'payment_attempts');
      const statuses: number[] = [];
      for (let i = 0; i < limit + 3; i += 1) {
        // A new booking each time (one open attempt per booking), from a new address each time.
        const booking = await api.createBooking(
          bookingBody({ payment: { method: 'orange', number: stranger }, contact: contact(i) }),
          {},
          fromAddress(newAddress()),
        );
        expect(booking.status).toBe(201);
        const started = await api.startPayment(
          booking.body.data.code,
          { kind: 'deposit' },
          { 'accept-language': i % 2 ? 'fr' : 'en' },
          fromAddress(newAddress()),
        );
        statuses.push(started.status);
        if (started.status === 429) {
          expect(Number(started.headers.get('retry-after'))).toBeGreaterThan(60);
          const locale = i % 2 ? 'fr' : 'en';
          const minutes = Math.ceil(started.body.data.retryAfterSeconds / 60);
          expect(started.body.message).toBe(t(locale, 'api.error.tooManyPrompts', { minutes }));
        }
      }
      expect(statuses.slice(0, limit).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(limit)).toEqual([429, 429, 429]);
      expect(prompted()).toBe(limit);
      expect(await count(app, 'payment_attempts')).toBe(attemptsBefore + limit);
      // Another number is not affected.
      const other = await api.createBooking(
        bookingBody({ contact: contact(99) }),
        {},
        fromAddress(newAddress()),
      );
      const started = await api.startPayment(
        other.body.data.code,
        { kind: 'deposit' },
        {},
        fromAddress(newAddress()),
      );
      expect(started.status).not.toBe(429);
    });

    it("caps bookings (each e-mails a confirmation) to a stranger's e-mail address", async () => {
      const victim = `Victim.${Date.now()}@Example.cm`;
      const { limit } = DEFAULT_LIMITS.emailRecipient;
      const statuses: number[] = [];
      for (let i = 0; i < limit + 2; i += 1) {
        const body = bookingBody({
          contact: { ...contact(i), email: i % 2 ? victim : victim.toLowerCase() },
        });
        statuses.push(
          (await api.createBooking(body, { 'accept-language': 'fr' }, fromAddress(newAddress()))).status,
        );
      }
      expect(statuses).toEqual([...Array(limit).fill(201), 429, 429]);
      const limited = await api.createBooking(
        bookingBody({ contact: { ...contact(0), email: victim } }),
        {},
        fromAddress(newAddress()),
      );
      expect(limited.status).toBe(429);
      expect(limited.body.data.key).toBe('api.error.tooManyEmails');
      const mails = (await app.outbox()).filter((m) => m.to.toLowerCase() === victim.toLowerCase());
      expect(mails).toHaveLength(limit);
      // The counters hold a digest, never the address or the number in clear.
      const { rows } = await app.db.pool.query<{ bucket: string }>('SELECT bucket FROM rate_limits');
      expect(rows.some((r) => /victim|699123456/i.test(r.bucket))).toBe(false);
    });
  });

  describe('finding 7: only application/json bodies are processed', () => {
    const body = JSON.stringify(freshBooking());
    it.each([
      ['text/plain', 'text/plain;charset=UTF-8', body],
      ['a form', 'application/x-www-form-urlencoded', 'packageSlug=kribi-beach-escape&spots=3'],
      [
        'multipart',
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--`,
      ],
      ['no type', null, body],
      ['a JSON look-alike', 'application/json-patch+json', body],
      ['JSON in another charset', 'application/json; charset=iso-8859-1', body],
    ])('refuses %s on every POST with 415, localised, and writes nothing', async (_name, type, payload) => {
      const before = {
        bookings: await count(app, 'bookings'),
        attempts: await count(app, 'payment_attempts'),
        reviews: await count(app, 'reviews'),
      };
      const created = await api.createBooking(freshBooking(), {}, fromAddress(newAddress()));
      const code: string = created.body.data.code;
      const calls = [
        api.raw('createBooking', request('/api/bookings', payload, type), fromAddress(newAddress())),
        api.raw(
          'startPayment',
          request(`/api/bookings/${code}/payments`, '{"kind":"deposit"}', type),
          fromAddress(newAddress()),
        ),
        api.raw(
          'review',
          request(
            '/api/reviews',
            JSON.stringify({ code, displayName: 'A', rating: 5, text: 'x'.repeat(30) }),
            type,
          ),
          fromAddress(newAddress()),
        ),
        api.raw(
          'webhook',
          request('/api/payments/webhook', '{"transId":"abc"}', type),
          fromAddress(newAddress()),
        ),
        // The booking page's two writes: a form posted from another site never reaches them.
        api.raw(
          'cancelRequest',
          request(
            `/api/bookings/${code}/cancel-request`,
            JSON.stringify({ email: 'jane@example.com', reason: 'x' }),
            type,
          ),
          fromAddress(newAddress()),
        ),
        api.raw(
          'nameTravellers',
          request(
            `/api/bookings/${code}/travellers`,
            JSON.stringify({ email: 'jane@example.com', names: ['Mallory'] }),
            type,
          ),
          fromAddress(newAddress()),
        ),
        // The stop link's POST takes a form only as a mail app's one-click unsubscribe (RFC 8058).
        api.raw(
          'stopReminders',
          request(`/api/bookings/${code}/reminders-off`, JSON.stringify({ token: 'x' }), type),
          fromAddress(newAddress()),
        ),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(415);
        expect(answer.body).toMatchObject({
          ok: false,
          message: t('en', 'api.error.unsupportedMediaType'),
          data: { key: 'api.error.unsupportedMediaType' },
        });
      }
      const fr = await api.raw(
        'createBooking',
        new Request(`${ORIGIN}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'accept-language': 'fr' },
          body,
        }),
      );
      expect(fr.body.message).toBe(t('fr', 'api.error.unsupportedMediaType'));
      expect(await count(app, 'bookings')).toBe(before.bookings + 1);
      expect(await count(app, 'payment_attempts')).toBe(before.attempts);
      expect(await count(app, 'reviews')).toBe(before.reviews);
      const stored = await app.db.pool.query(
        `SELECT 1 FROM provider_notifications WHERE raw_body LIKE '%"abc"%'`,
      );
      expect(stored.rows).toEqual([]);
    });

    it('still takes application/json with a UTF-8 charset, and the webhook as the provider sends it', async () => {
      const answer = await api.raw(
        'createBooking',
        request('/api/bookings', JSON.stringify(freshBooking()), 'application/json; charset=utf-8'),
        fromAddress(newAddress()),
      );
      expect(answer.status).toBe(201);
      const webhook = await api.webhook({ transId: 'unknown123' });
      expect(webhook.status).toBe(200);
    });
  });
});

let guests = 0;
/** A new guest each time: the default booking's e-mail address would meet its own cap. */
function contact(i: number) {
  guests += 1;
  const fullName = `Guest ${String.fromCharCode(65 + (i % 26))}`;
  return { fullName, email: `guest${guests}.${Date.now()}@example.cm`, whatsapp: '+237 6 99 12 34 56' };
}

function freshBooking(overrides: Record<string, unknown> = {}) {
  return bookingBody({ contact: contact(0), ...overrides });
}

function spoof(i: number): Record<string, string> {
  return { 'x-forwarded-for': `198.51.100.${i % 250}`, 'x-nf-client-connection-ip': `198.51.100.${i % 250}` };
}
