/**
 * An IPv6 subscriber holds a whole /64 and can pick a new address in it for every request: each
 * per-client limit (look-up, booking, payment start and status, review) counts the /64 as one
 * client, while another /64 next to it is a client of its own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, databaseRateLimits } from '../../src/server/http/rate-limit.ts';
import { api, bookingBody, fromAddress, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

/** Fixed windows of a minute: a clock a few seconds into one, at real speed, so none ends mid-test. */
function midMinuteClock(): () => number {
  const started = Date.now();
  const base = started - (started % 60_000) + 2_000;
  return () => base + (Date.now() - started);
}

let network = 0;
/** A fresh /64 per use, and an address in it with these host bits. */
function newNetwork(): (host: number) => string {
  network += 1;
  const prefix = `2001:db8:${(process.pid % 0xffff).toString(16)}:${network.toString(16)}`;
  return (host) =>
    `${prefix}:${host.toString(16)}:${((host * 7919) & 0xffff).toString(16)}::${host.toString(16)}`;
}

describe.each(databaseKinds())('per-client limits over an IPv6 /64 (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });
  beforeEach(() => {
    // Generous per-minute limits, except the one under test, so only the rule under test refuses.
    const limits = { ...DEFAULT_LIMITS, paymentStatus: { limit: 12, windowMs: 60_000 } };
    app.setLimits(databaseRateLimits(app.db.pool, limits, midMinuteClock()));
    return () => app.setLimits(null);
  });

  it('counts every address of one /64 as one client, for each per-client rule', async () => {
    const created = await api.createBooking(bookingBody(), {}, fromAddress(newNetwork()(1)));
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    let mail = 0;
    const cases = [
      { rule: 'lookup' as const, call: (ip: string) => api.getBooking('ZZZZ-ZZZZ-ZZ', {}, fromAddress(ip)) },
      {
        rule: 'booking' as const,
        call: (ip: string) => {
          mail += 1;
          const contact = {
            fullName: 'Ngono Marie',
            email: `v6-${mail}@example.cm`,
            whatsapp: '+237699123456',
          };
          return api.createBooking(bookingBody({ contact }), {}, fromAddress(ip));
        },
      },
      {
        rule: 'paymentStart' as const,
        call: (ip: string) => api.startPayment('ZZZZ-ZZZZ-ZZ', { kind: 'deposit' }, {}, fromAddress(ip)),
      },
      {
        rule: 'paymentStatus' as const,
        call: (ip: string) => api.paymentStatus('pay_unknown0000000000', {}, fromAddress(ip)),
      },
      {
        rule: 'review' as const,
        call: (ip: string) =>
          api.review(
            { code, displayName: 'X', rating: 5, text: 'Lovely trip, all good.' },
            {},
            fromAddress(ip),
          ),
      },
    ];
    for (const { rule, call } of cases) {
      const inNetwork = newNetwork();
      const limit = rule === 'paymentStatus' ? 12 : DEFAULT_LIMITS[rule].limit;
      const statuses: number[] = [];
      for (let host = 1; host <= limit + 1; host += 1) statuses.push((await call(inNetwork(host))).status);
      expect(statuses.slice(0, limit), rule).not.toContain(429);
      expect(statuses.at(-1), rule).toBe(429);
      // The neighbouring /64 is another subscriber.
      expect((await call(newNetwork()(1))).status, rule).not.toBe(429);
    }
  });
});
