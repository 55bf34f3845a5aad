/**
 * A deployed site with a missing or unsafe setting fails closed: in Netlify's production and
 * deploy-preview contexts the functions answer 503 with the envelope (localised) and log one line
 * naming the setting, and nothing is read or written; no outbox, no simulator stands in.
 */
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sweepScheduled from '../../functions/sweep-payments.ts';
import sweepHttp from '../../functions/sweep-payments-http.ts';
import { t } from '../../src/i18n/messages.ts';
import { closeSharedPool } from '../../src/server/db/pool.ts';
import { setRuntime, setRuntimeEnvironment } from '../../src/server/runtime.ts';
import { api, bookingBody, fromAddress, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

/** A deployed sweep secret: 32 characters at least. */
const LONG_SWEEP_SECRET = 'a-long-sweep-secret-of-32-characters-at-least';

describe.each(databaseKinds())('a deploy missing a setting fails closed (%s)', (kind) => {
  let app: TestApp;
  let production: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp(kind);
    production = {
      CONTEXT: 'production',
      DATABASE_URL: app.db.url,
      FAPSHI_BASE_URL: 'https://live.fapshi.com',
      FAPSHI_API_USER: 'live-user',
      FAPSHI_API_KEY: 'live-key',
      SWEEP_SECRET: LONG_SWEEP_SECRET,
      REMINDER_LINK_SECRET: 'a-reminder-link-key-of-its-own-32-characters-or-more',
      EMAIL_API_KEY: 're_live_key',
      EMAIL_FROM: 'Tours <bookings@tours.example>',
      SITE_URL: 'https://tours.example',
    };
  }, 180_000);
  afterEach(async () => {
    setRuntimeEnvironment(null);
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await closeSharedPool();
    await app?.stop();
  });

  async function bookingsCount(): Promise<number> {
    const { rows } = await app.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
    return rows[0]?.n ?? 0;
  }

  /** Every function of the request path, called as the platform would, with the setting's log line. */
  async function expectClosed(env: Record<string, string>, setting: string, context?: Context) {
    setRuntime(null);
    setRuntimeEnvironment(env);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    errors.mockClear();
    const before = await bookingsCount();
    const ctx = context ?? fromAddress('198.51.100.20');
    const answers = [
      await api.createBooking(bookingBody(), { 'accept-language': 'fr' }, ctx),
      await api.getBooking('ABCD-EFGH-JK', {}, ctx),
      await api.startPayment('ABCD-EFGH-JK', { kind: 'deposit' }, {}, ctx),
      await api.paymentStatus('pay_unknown0000000000', {}, ctx),
      await api.review({ code: 'ABCD-EFGH-JK', displayName: 'A', rating: 5, text: 'x'.repeat(30) }, {}, ctx),
      await api.webhook({ transId: 'abc' }, {}, ctx),
    ];
    const sweep = await sweepHttp(
      new Request('http://localhost/api/internal/sweep-payments', {
        method: 'POST',
        headers: { 'x-sweep-secret': LONG_SWEEP_SECRET },
      }),
      ctx,
    );
    answers.push({ status: sweep.status, headers: sweep.headers, body: await sweep.json() });
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.data.key).toBe('api.error.unavailable');
    }
    expect(answers[0]?.body.message).toBe(t('fr', 'api.error.unavailable'));
    expect(answers[1]?.body.message).toBe(t('en', 'api.error.unavailable'));
    // One line per refused request, naming the setting, never its value.
    expect(errors).toHaveBeenCalledTimes(answers.length);
    for (const [line] of errors.mock.calls) {
      expect(String(line)).toMatch(new RegExp(`^\\[config\\] ${setting} `));
      for (const secret of [
        'DATABASE_URL',
        'FAPSHI_API_KEY',
        'SWEEP_SECRET',
        'REMINDER_LINK_SECRET',
        'EMAIL_API_KEY',
      ]) {
        const value = env[secret];
        if (value) expect(String(line)).not.toContain(value);
      }
    }
    expect(await bookingsCount()).toBe(before);
    const { rows } = await app.db.pool.query(
      `SELECT 1 FROM provider_notifications WHERE raw_body LIKE '%"abc"%'`,
    );
    expect(rows).toEqual([]);
    const scheduled = await sweepScheduled(new Request('http://localhost/'), ctx);
    expect(scheduled.status).toBe(503);
    expect(String(errors.mock.calls.at(-1)?.[0])).toMatch(new RegExp(`^\\[config\\] ${setting} `));
    errors.mockRestore();
  }

  const without = (env: Record<string, string>, name: string) => {
    const copy = { ...env };
    delete copy[name];
    return copy;
  };

  it.each([
    'DATABASE_URL',
    'EMAIL_API_KEY',
    'EMAIL_FROM',
    'SWEEP_SECRET',
    'REMINDER_LINK_SECRET',
    'FAPSHI_BASE_URL',
    'FAPSHI_API_USER',
    'FAPSHI_API_KEY',
    'SITE_URL',
  ])('production without %s: 503 and its name in the log, no outbox, no simulator', async (name) => {
    await expectClosed(without(production, name), name);
  });

  it('production refuses a guessable secret: SWEEP_SECRET or REMINDER_LINK_SECRET under 32 characters', async () => {
    await expectClosed({ ...production, SWEEP_SECRET: 'Q9z' }, 'SWEEP_SECRET');
    await expectClosed({ ...production, SWEEP_SECRET: 'y'.repeat(31) }, 'SWEEP_SECRET');
    await expectClosed({ ...production, REMINDER_LINK_SECRET: 'z'.repeat(31) }, 'REMINDER_LINK_SECRET');
  });

  it('production with a blank setting is the same as without it', async () => {
    await expectClosed({ ...production, EMAIL_API_KEY: '  ' }, 'EMAIL_API_KEY');
  });

  it('production refuses an http:// or a sandbox payment URL', async () => {
    await expectClosed({ ...production, FAPSHI_BASE_URL: 'http://live.fapshi.com' }, 'FAPSHI_BASE_URL');
    await expectClosed({ ...production, FAPSHI_BASE_URL: 'https://sandbox.fapshi.com' }, 'FAPSHI_BASE_URL');
  });

  it('a deploy preview must use the sandbox, and is as strict about the rest', async () => {
    const preview = { ...production, CONTEXT: 'deploy-preview' };
    await expectClosed(preview, 'FAPSHI_BASE_URL');
    const sandboxed = { ...preview, FAPSHI_BASE_URL: 'https://sandbox.fapshi.com' };
    await expectClosed(without(sandboxed, 'DATABASE_URL'), 'DATABASE_URL');
  });

  it("takes the deploy context from the platform's context when CONTEXT is not set", async () => {
    const env = without(without(production, 'CONTEXT'), 'EMAIL_API_KEY');
    const context = { ip: '198.51.100.21', deploy: { context: 'production' } } as unknown as Context;
    await expectClosed(env, 'EMAIL_API_KEY', context);
  });

  it('a malformed value is named too', async () => {
    await expectClosed({ ...production, BOOKING_RATE_LIMIT: 'lots' }, 'BOOKING_RATE_LIMIT');
  });

  it('serves when every setting is there (production), and locally without any', async () => {
    setRuntime(null);
    setRuntimeEnvironment(production);
    const lookup = await api.getBooking('ABCD-EFGH-JK', {}, fromAddress('198.51.100.22'));
    expect(lookup.status).toBe(404);
    setRuntime(null);
    setRuntimeEnvironment({
      DATABASE_URL: app.db.url,
      FAPSHI_BASE_URL: 'http://127.0.0.1:9',
      FAPSHI_API_USER: 'u',
      FAPSHI_API_KEY: 'k',
    });
    expect((await api.getBooking('ABCD-EFGH-JK', {}, fromAddress('198.51.100.22'))).status).toBe(404);
  });
});
