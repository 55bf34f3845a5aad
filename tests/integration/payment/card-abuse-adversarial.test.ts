/**
 * A stranger with a script against the card paths, counting what each repeat costs the agency:
 * CinetPay's page is opened at most `PAYMENT_PROMPT_LIMIT` times an hour per booking, whoever asks
 * and from wherever; the notify endpoint is limited per address as Fapshi's webhook is; a forged
 * notification (a token computed with another key, an unknown transaction, a body too large,
 * duplicated fields) makes no call to CinetPay and stores nothing; a replayed signed one is asked
 * about at most once per `providerCheckEveryMs`; the return POST passes on nothing but its own shape.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import cardReturnFn from '../../../functions/payments-card-return.ts';
import notifyFn from '../../../functions/payments-notify.ts';
import { t } from '../../../src/i18n/messages.ts';
import { DEFAULT_LIMITS, databaseRateLimits } from '../../../src/server/http/rate-limit.ts';
import { notificationToken } from '../../../src/server/payments/cinetpay-payload.ts';
import type { PaymentProvider } from '../../../src/server/payments/provider.ts';
import {
  api,
  bookingBody,
  CINETPAY,
  fromAddress,
  notifyRequest,
  ORIGIN,
  startTestApp,
  type TestApp,
  waitForStatus,
} from '../helpers/app.ts';
import { cardBooking, onTwinPage, startCard, storedAttempt } from '../helpers/cards.ts';

let address = 0;
const newAddress = () => {
  address += 1;
  return `198.51.100.${address % 250}:${process.pid}:${Date.now()}`;
};

/** Fixed windows aligned to the clock: a clock a few minutes into an hour keeps a test in one. */
function midWindowClock(): () => number {
  const HOUR = 3_600_000;
  const started = Date.now();
  const base = started - (started % HOUR) + 10 * 60_000 + 5_000;
  return () => base + (Date.now() - started);
}

/** A notification's form for `reference`, as CinetPay would post it, and its token under `key`. */
function notification(reference: string, key: string, extra: Record<string, string> = {}) {
  const form = new URLSearchParams({
    cpm_site_id: CINETPAY.siteId,
    cpm_trans_id: reference,
    cpm_trans_date: '2026-11-28 10:00:00',
    cpm_amount: '310500',
    cpm_currency: 'XAF',
    payment_method: 'VISAM',
    cel_phone_num: '400000XXXXXX0002',
    ...extra,
  });
  return { body: form.toString(), token: notificationToken(form, key) };
}

describe('the card paths repeated by a stranger (pglite)', () => {
  let app: TestApp;
  const calls = { initiate: 0, status: 0, findByExternalId: 0 };
  const outbound = () => calls.initiate + calls.status + calls.findByExternalId;

  beforeAll(async () => {
    app = await startTestApp('pglite');
  }, 180_000);
  afterEach(() => {
    app.setLimits(null);
    app.setCardProvider((real) => real);
    app.cinetpay.control.reset();
    app.deps.timings.providerCheckEveryMs = 0;
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Counts every call the card adapter makes to CinetPay. */
  function countCalls() {
    for (const key of Object.keys(calls) as (keyof typeof calls)[]) calls[key] = 0;
    app.setCardProvider(
      (real) =>
        new Proxy(real, {
          get(target, prop) {
            const value = Reflect.get(target, prop, target);
            if (typeof value !== 'function') return value;
            if (prop in calls) {
              return (...args: unknown[]) => {
                calls[prop as keyof typeof calls] += 1;
                return value.apply(target, args);
              };
            }
            return value.bind(target);
          },
        }) as PaymentProvider,
    );
  }

  async function unstored(): Promise<number> {
    const { rows } = await app.db.pool.query<{ n: number }>(
      'SELECT coalesce(sum(count), 0)::int AS n FROM provider_notifications_unstored',
    );
    return rows[0]?.n ?? 0;
  }

  async function kept(): Promise<number> {
    const { rows } = await app.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM provider_notifications',
    );
    return rows[0]?.n ?? 0;
  }

  async function lastChecked(reference: string): Promise<Date | null> {
    const { rows } = await app.db.pool.query<{ last_checked_at: Date | null }>(
      'SELECT last_checked_at FROM payment_attempts WHERE reference = $1',
      [reference],
    );
    return rows[0]?.last_checked_at ?? null;
  }

  it("opens CinetPay's page at most PAYMENT_PROMPT_LIMIT times an hour per booking, from any address", async () => {
    app.setLimits(databaseRateLimits(app.db.pool, DEFAULT_LIMITS, midWindowClock()));
    const { limit } = DEFAULT_LIMITS.paymentPrompt;
    const code = await cardBooking({
      contact: { fullName: 'Eve Script', email: 'eve1@example.fr', whatsapp: '+33 6 12 34 56 78' },
    });
    countCalls();
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i += 1) {
      const started = await api.startPayment(
        code,
        { kind: 'full', method: 'card' },
        {},
        fromAddress(newAddress()),
      );
      statuses.push(started.status);
      if (started.status !== 202) continue;
      // Abandoned on the page: the booking is free for another attempt at once.
      await onTwinPage(started.body.data.redirectUrl, 'cancel');
      expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('failed');
    }
    expect(statuses).toEqual([...Array(limit).fill(202), 429, 429]);
    expect(calls.initiate).toBe(limit);
    const { rows } = await app.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
       WHERE b.code = $1`,
      [code],
    );
    expect(rows[0]?.n).toBe(limit);
    const refused = await api.startPayment(
      code,
      { kind: 'full', method: 'card' },
      { 'accept-language': 'fr' },
      fromAddress(newAddress()),
    );
    const minutes = Math.ceil(refused.body.data.retryAfterSeconds / 60);
    expect(refused.body.message).toBe(t('fr', 'api.error.tooManyPrompts', { minutes }));
  });

  it('limits card bookings and card payment starts per address, as for mobile money', async () => {
    const limits = {
      ...DEFAULT_LIMITS,
      booking: { limit: 3, windowMs: 60_000 },
      paymentStart: { limit: 3, windowMs: 60_000 },
    };
    app.setLimits(databaseRateLimits(app.db.pool, limits, midWindowClock()));
    const ip = newAddress();
    const booked: number[] = [];
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await api.createBooking(
        bookingBody({
          contact: {
            fullName: 'Eve Script',
            email: `eve-b${i}-${Date.now()}@example.fr`,
            whatsapp: '+33 6 12 34 56 78',
          },
          payment: { method: 'card' },
        }),
        {},
        fromAddress(ip),
      );
      booked.push(created.status);
      if (created.status === 201) codes.push(created.body.data.code);
    }
    expect(booked).toEqual([201, 201, 201, 429, 429]);
    countCalls();
    const started: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const code = codes[i % codes.length] ?? '';
      started.push(
        (await api.startPayment(code, { kind: 'full', method: 'card' }, {}, fromAddress(ip))).status,
      );
    }
    expect(started.slice(3)).toEqual([429, 429]);
    expect(calls.initiate).toBe(3);
  });

  it("caps card bookings (each e-mails a confirmation) to a stranger's e-mail address, from any address", async () => {
    app.setLimits(databaseRateLimits(app.db.pool, DEFAULT_LIMITS, midWindowClock()));
    const { limit } = DEFAULT_LIMITS.emailRecipient;
    const victim = `victim.card.${Date.now()}@example.fr`;
    const sentBefore = (await app.outbox()).filter((m) => JSON.stringify(m).includes(victim)).length;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i += 1) {
      const body = bookingBody({
        contact: { fullName: 'Eve Script', email: victim, whatsapp: '+33 6 12 34 56 78' },
        payment: { method: 'card' },
      });
      statuses.push((await api.createBooking(body, {}, fromAddress(newAddress()))).status);
    }
    expect(statuses).toEqual([...Array(limit).fill(201), 429, 429]);
    const { rows } = await app.db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE lower(email) = $1',
      [victim],
    );
    expect(rows[0]?.n).toBe(limit);
    const sent = (await app.outbox()).filter((m) => JSON.stringify(m).includes(victim)).length;
    expect(sent - sentBefore).toBe(limit);
  });

  it('limits notifications per address at the notify path', async () => {
    const limits = { ...DEFAULT_LIMITS, webhook: { limit: 6, windowMs: 60_000 } };
    app.setLimits(databaseRateLimits(app.db.pool, limits, midWindowClock()));
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const forged = notification(`pay_forged${i}`, 'not-the-key');
      const answer = await notifyFn(notifyRequest(forged.body, { 'x-token': forged.token }), fromAddress(ip));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(6).fill(200), 429, 429]);
    const other = await notifyFn(notifyRequest('a=b', { 'x-token': 'x' }), fromAddress(newAddress()));
    expect(other.status).toBe(200);
  });

  it("refuses forged notifications before any call to CinetPay, even naming another booking's attempt", async () => {
    const code = await cardBooking({
      contact: { fullName: 'Ada Victim', email: 'ada@example.fr', whatsapp: '+33 6 12 34 56 78' },
    });
    const victim = await startCard(code, 'full');
    countCalls();
    const keptBefore = await kept();
    const unstoredBefore = await unstored();
    const forgeries = [
      // A token that looks right, computed with another key, naming the victim's attempt.
      notification(victim.reference, 'not-the-secret'),
      notification(victim.reference, `${CINETPAY.secretKey}x`),
      // Unknown transactions, signed with a wrong key and with none at all.
      notification('pay_unknown00000000000', 'not-the-secret'),
    ];
    for (let i = 0; i < 100; i += 1) {
      const forged = forgeries[i % forgeries.length] ?? forgeries[0];
      if (!forged) throw new Error('no forgery');
      const headers = i % 10 === 9 ? {} : { 'x-token': forged.token };
      expect((await api.notify(forged.body, headers)).status).toBe(200);
    }
    expect(outbound()).toBe(0);
    expect(await lastChecked(victim.reference)).toBeNull();
    expect(await kept()).toBe(keptBefore);
    expect(await unstored()).toBe(unstoredBefore + 100);
    expect((await storedAttempt(app, victim.reference))?.status).toBe('pending');
  });

  it('a signed notification naming a transaction that is not ours makes no call to CinetPay', async () => {
    countCalls();
    for (let i = 0; i < 20; i += 1) {
      const signed = notification(`pay_notours${String(i).padStart(12, '0')}`, CINETPAY.secretKey);
      await api.notify(signed.body, { 'x-token': signed.token });
    }
    expect(outbound()).toBe(0);
  });

  it('a replayed signed notification is asked about at most once per providerCheckEveryMs', async () => {
    const code = await cardBooking({
      contact: { fullName: 'Ada Replay', email: 'ada2@example.fr', whatsapp: '+33 6 12 34 56 78' },
    });
    const started = await startCard(code, 'full');
    app.deps.timings.providerCheckEveryMs = 60_000;
    countCalls();
    const signed = notification(started.reference, CINETPAY.secretKey, {
      cpm_amount: String(started.dueNow),
    });
    for (let i = 0; i < 50; i += 1) await api.notify(signed.body, { 'x-token': signed.token });
    expect(outbound()).toBe(1);
    // The attempt keeps at most KEPT_PER_ATTEMPT of them; the rest are counted.
    const { rows } = await app.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM provider_notifications n JOIN payment_attempts a ON a.id = n.attempt_id
       WHERE a.reference = $1`,
      [started.reference],
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(20);
  });

  it('refuses an oversized or non-form body, and reads only the first of duplicated fields', async () => {
    const code = await cardBooking({
      contact: { fullName: 'Ada Dup', email: 'ada3@example.fr', whatsapp: '+33 6 12 34 56 78' },
    });
    const mine = await startCard(code, 'full');
    const otherCode = await cardBooking({
      contact: { fullName: 'Bo Other', email: 'bo@example.fr', whatsapp: '+33 6 12 34 56 78' },
    });
    const other = await startCard(otherCode, 'full');
    countCalls();
    const unstoredBefore = await unstored();

    const signed = notification(mine.reference, CINETPAY.secretKey, { cpm_amount: String(mine.dueNow) });
    const huge = `${signed.body}&cpm_custom=${'x'.repeat(9 * 1024)}`;
    expect((await api.notify(huge, { 'x-token': signed.token })).status).toBe(413);
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/json']) {
      const answer = await api.raw(
        'notify',
        new Request(`${ORIGIN}/api/payments/notify/cinetpay`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-token': signed.token },
          body: signed.body,
        }),
      );
      expect(answer.status, type).toBe(415);
    }
    expect(outbound()).toBe(0);
    expect(await unstored()).toBe(unstoredBefore);

    // Another attempt's id put first: the token no longer matches, nothing is asked.
    const prepended = `cpm_trans_id=${other.reference}&${signed.body}`;
    await api.notify(prepended, { 'x-token': signed.token });
    expect(outbound()).toBe(0);
    // Put after: the first value is the one signed and followed; the other attempt is never asked about.
    const appended = `${signed.body}&cpm_trans_id=${other.reference}`;
    await api.notify(appended, { 'x-token': signed.token });
    expect(await lastChecked(other.reference)).toBeNull();
    expect(await lastChecked(mine.reference)).not.toBeNull();
  });
});

describe('the card return POST from a hostile page', () => {
  const back = (query: string, headers: Record<string, string> = {}) =>
    cardReturnFn(
      new Request(`${ORIGIN}/payments/card/return${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'token=<script>alert(1)</script>&transaction_id=%22%3E%3Cscript%3E',
      }),
    );

  it.each([
    [
      'script in both',
      '?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E&attempt=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ],
    ['an address in the code', '?code=https%3A%2F%2Fevil.example&attempt=%2F%2Fevil.example'],
    ['a header split', '?code=ABCD%0D%0ALocation%3A%20https%3A%2F%2Fevil.example&attempt=pay_x%0D%0A'],
    ['a code too long', `?code=${'A'.repeat(5000)}&attempt=pay_${'a'.repeat(5000)}`],
  ])('passes on nothing of %s, answering 303 to its own page', async (_what, query) => {
    const answer = await back(query, { origin: 'https://evil.example' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/payments/card/return');
    expect(await answer.text()).toBe('');
  });

  it('keeps its own address whatever Origin, Referer or Host the request names', async () => {
    const answer = await back('?code=ABCD-EFGH-JK', {
      origin: 'https://evil.example',
      referer: 'https://evil.example/x',
      'x-forwarded-host': 'evil.example',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location.startsWith('/payments/card/return')).toBe(true);
    expect(location).not.toContain('evil');
  });
});
