/**
 * Attacks on the back office's sign-in: locking the staff out with link requests from many addresses
 * (or from one IPv6 /64), flooding a staff inbox, a session kept alive for ever, older links left
 * usable, and telling staff addresses from unknown ones by the database work a request does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import meFn from '../../../functions/admin-me.ts';
import signInFn from '../../../functions/admin-sign-in.ts';
import confirmFn from '../../../functions/admin-sign-in-confirm.ts';
import { requestSignInLink } from '../../../src/server/admin/sign-in-service.ts';
import type { Db } from '../../../src/server/db/pool.ts';
import { DEFAULT_LIMITS, databaseRateLimits, LIMIT_RULES } from '../../../src/server/http/rate-limit.ts';
import { tokenHash, upsertStaff } from '../../../src/server/repositories/staff.ts';
import { callAdmin, cookieOf, linkTokenFor, signedIn } from '../helpers/admin.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const OWNER = 'owner@tours.example';
const OWNER_ADDRESS = '198.51.100.7';

/** The cookies of a Set-Cookie answer, as a browser sends them back. */
function cookiesOf(response: { headers: Headers }): string {
  return response.headers
    .getSetCookie()
    .map((line) => cookieOf(line))
    .join('; ');
}

/**
 * The limits count in fixed windows aligned to the clock (15 minutes, a day). The limiters read the
 * services' clock (which tests move) set a minute into a day, so no window ends in mid-test.
 */
function limiterClock(app: TestApp): () => number {
  const started = app.deps.clock().getTime();
  const base = started - (started % DAY) + 65_000;
  return () => base + (app.deps.clock().getTime() - started);
}

describe.each(databaseKinds())('staff sign-in under attack (%s)', (kind) => {
  let app: TestApp;
  let clock: () => number;
  beforeAll(async () => {
    app = await startTestApp(kind);
    clock = limiterClock(app);
    await upsertStaff(app.db.pool, OWNER, 'Awa Owner', 'owner');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });
  beforeEach(async () => {
    // Every test starts with fresh counters, the production limits, in the database.
    await app.db.pool.query('DELETE FROM rate_limits');
    app.setLimits(databaseRateLimits(app.db.pool, DEFAULT_LIMITS, clock));
    // A new day: the daily caps of earlier tests are over.
    app.advanceClock(DAY);
  });

  const requestLink = (email: string, ip: string, cookie?: string) =>
    callAdmin(signInFn, { path: '/api/admin/sign-in', body: { email }, ip, cookie: cookie ?? null });
  const confirm = (token: string | null, ip = OWNER_ADDRESS, cookie?: string) =>
    callAdmin(confirmFn, { path: '/api/admin/sign-in/confirm', body: { token }, ip, cookie: cookie ?? null });
  const mailsTo = async (email: string) => (await app.outbox()).filter((m) => m.to === email).length;

  it('five requests from five other addresses, then the owner still signs in', async () => {
    const perClient = LIMIT_RULES.staffSignInEmail.limit;
    for (let host = 1; host <= 5; host += 1) {
      for (let i = 0; i < perClient; i += 1) {
        expect((await requestLink(OWNER, `203.0.113.${host}`)).status).toBe(200);
      }
      // Each attacking address is refused once it has asked its share.
      expect((await requestLink(OWNER, `203.0.113.${host}`)).status).toBe(429);
    }
    const asked = await requestLink(OWNER, OWNER_ADDRESS);
    expect(asked.status).toBe(200);
    const signed = await confirm(await linkTokenFor(app, OWNER));
    expect(signed.status).toBe(200);
    expect(signed.body.data.staff).toMatchObject({ name: 'Awa Owner', role: 'owner' });
    // The counters name neither the e-mail address nor the client address in clear.
    const { rows } = await app.db.pool.query<{ bucket: string }>('SELECT bucket FROM rate_limits');
    expect(rows.filter((row) => /tours\.example|@/.test(row.bucket))).toEqual([]);
  });

  it('counts a lock-out attempt from one IPv6 /64 with varying host bits as one client', async () => {
    const hosts = ['::1', ':ffff:0:0:9', ':abcd:ef01:2345:6789', ':0:0:0:2', ':1:2:3:4', ':dead:beef::1'];
    const answers = [];
    for (const host of hosts) answers.push((await requestLink(OWNER, `2001:db8:1:2${host}`)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // The long form of an address of the same /64 is the same client.
    expect((await requestLink(OWNER, '2001:0DB8:0001:0002:0000:0000:0000:0042')).status).toBe(429);
    // The owner, on another /64 of the same provider, is served.
    expect((await requestLink(OWNER, '2001:db8:1:3::1')).status).toBe(200);

    // The per-client limit over any e-mail addresses groups the /64 too.
    const perClient = LIMIT_RULES.staffSignIn.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= perClient; i += 1) {
      statuses.push(
        (await requestLink(`nobody${i}@tours.example`, `2001:db8:9:9:${i.toString(16)}::1`)).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(perClient);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets a device that signed in before through a flooded address; the daily cap still holds', async () => {
    await requestLink(OWNER, OWNER_ADDRESS);
    const signed = await confirm(await linkTokenFor(app, OWNER));
    expect(signed.status).toBe(200);
    const device = signed.headers.getSetCookie().find((line) => line.startsWith('admin_device='));
    expect(device).toMatch(
      /^admin_device=[\w-]{43}; Path=\/api\/admin; HttpOnly; SameSite=Strict; Max-Age=15552000$/,
    );
    const cookie = cookieOf(device ?? null);

    // Someone behind the owner's address (the same operator's NAT) uses up its every limit.
    for (let i = 0; i <= LIMIT_RULES.staffSignIn.limit; i += 1) await requestLink(OWNER, OWNER_ADDRESS);
    expect((await requestLink(OWNER, OWNER_ADDRESS)).status).toBe(429);
    // The owner's device is still served, and only for the owner's own address.
    const before = await mailsTo(OWNER);
    expect((await requestLink(OWNER, OWNER_ADDRESS, cookie)).status).toBe(200);
    expect(await mailsTo(OWNER)).toBe(before + 1);
    await upsertStaff(app.db.pool, 'agent@tours.example', 'Ben Agent', 'agent');
    expect((await requestLink('agent@tours.example', OWNER_ADDRESS, cookie)).status).toBe(429);
    // A made-up device cookie is no key either.
    expect((await requestLink(OWNER, OWNER_ADDRESS, `admin_device=${'x'.repeat(43)}`)).status).toBe(429);

    // Even a known device has a daily cap, so a stolen cookie cannot flood the inbox.
    const daily = LIMIT_RULES.staffSignInDaily.limit;
    const statuses: number[] = [];
    for (let i = 0; i < daily; i += 1)
      statuses.push((await requestLink(OWNER, OWNER_ADDRESS, cookie)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(daily - 1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('nine addresses asking without end cannot block a new device elsewhere: refusals do not count', async () => {
    const links = async () =>
      (await app.outbox()).filter((m) => m.to === OWNER && /link/i.test(m.subject)).length;
    const before = await links();
    for (let host = 1; host <= 9; host += 1) {
      for (let i = 0; i < 30; i += 1) await requestLink(OWNER, `203.0.113.${host + 20}`);
    }
    // Each address got its 5 links; the other 225 requests were refused and counted nowhere else.
    expect((await links()) - before).toBe(9 * LIMIT_RULES.staffSignInEmail.limit);
    const asked = await requestLink(OWNER, OWNER_ADDRESS);
    expect(asked.status).toBe(200);
    expect((await confirm(await linkTokenFor(app, OWNER))).status).toBe(200);
  });

  it('caps the links one network gets for an address in a day, counting only those given', async () => {
    const target = 'flooded@tours.example';
    await upsertStaff(app.db.pool, target, 'Flooded', 'agent');
    const daily = LIMIT_RULES.staffSignInDaily.limit;
    const perWindow = LIMIT_RULES.staffSignInEmail.limit;
    const links = async () => (await app.outbox()).filter((m) => m.to === target && /link/i.test(m.subject));
    const before = (await links()).length;
    // Round after round of 15 minutes, the attacker's network takes its 5 links and 3 refusals.
    let given = 0;
    for (let round = 0; given < daily; round += 1) {
      for (let i = 0; i < perWindow + 3; i += 1) {
        if ((await requestLink(target, '192.0.2.77')).status === 200) given += 1;
      }
      app.advanceClock(15 * 60_000);
      expect(round).toBeLessThan(daily / perWindow);
    }
    const refused = await requestLink(target, '192.0.2.77');
    expect(refused.status).toBe(429);
    expect(refused.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect((await links()).length - before).toBe(daily);
    // Another network is served that day; the attacker's, the next day.
    expect((await requestLink(target, '198.51.100.99')).status).toBe(200);
    app.advanceClock(DAY);
    expect((await requestLink(target, '192.0.2.77')).status).toBe(200);
  });

  it('tells the staff member once a day that links for their address were refused', async () => {
    const target = 'told@tours.example';
    await upsertStaff(app.db.pool, target, 'Told Once', 'agent');
    const notices = async () =>
      (await app.outbox()).filter((m) => m.to === target && m.subject.includes('refused'));
    for (let host = 1; host <= 3; host += 1) {
      for (let i = 0; i < 8; i += 1) await requestLink(target, `203.0.113.${host + 40}`);
    }
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.text).toContain('Told Once');
    expect(notice?.text).toContain('once a day');
    // No notice for an address that is no staff member's.
    for (let i = 0; i < 8; i += 1) await requestLink('nobody@tours.example', '203.0.113.60');
    expect((await app.outbox()).filter((m) => m.to === 'nobody@tours.example')).toEqual([]);
    // The next day, a new refusal is told again, once.
    app.advanceClock(DAY);
    for (let i = 0; i < 8; i += 1) await requestLink(target, '203.0.113.41');
    expect(await notices()).toHaveLength(2);
  });

  it('refuses a session older than 7 days even when it was renewed every 11 hours', async () => {
    app.setLimits(null);
    const cookie = await signedIn(app, 'agent@tours.example', 'agent', 'Ben Agent');
    let renewed = '';
    for (let hours = 11; hours < 7 * 24; hours += 11) {
      app.advanceClock(11 * HOUR);
      const me = await callAdmin(meFn, { path: '/api/admin/me', cookie });
      expect(me.status, `after ${hours} hours`).toBe(200);
      renewed = me.setCookie ?? '';
    }
    // The last renewal (after 165 hours) lets the cookie live only the 3 hours left.
    const maxAge = Number(/Max-Age=(\d+)/.exec(renewed)?.[1]);
    expect(maxAge).toBeGreaterThan(3 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(3 * 3600);
    app.advanceClock(11 * HOUR);
    const expired = await callAdmin(meFn, { path: '/api/admin/me', cookie });
    expect(expired.status).toBe(401);
    expect(expired.setCookie).toContain('Max-Age=0');
  });

  it('keeps one live link per person: a newer link or a used one makes the others useless', async () => {
    app.setLimits(null);
    await requestLink(OWNER, OWNER_ADDRESS);
    const older = await linkTokenFor(app, OWNER);
    await requestLink(OWNER, OWNER_ADDRESS);
    const newer = await linkTokenFor(app, OWNER);
    expect(newer).not.toBe(older);
    expect((await confirm(older)).status).toBe(401);
    expect((await confirm(newer)).status).toBe(200);

    // Two links live at once (issued side by side): using one ends the other.
    const { rows } = await app.db.pool.query<{ id: string }>(
      'SELECT id::text AS id FROM staff WHERE email = $1',
      [OWNER],
    );
    const staffId = rows[0]?.id ?? '';
    const expires = new Date(app.deps.clock().getTime() + 10 * 60_000);
    const first = 'a'.repeat(43);
    const second = 'b'.repeat(43);
    await app.db.pool.query(
      'INSERT INTO staff_sign_in_links (token_hash, staff_id, expires_at) VALUES ($1, $3, $4), ($2, $3, $4)',
      [tokenHash(first), tokenHash(second), staffId, expires],
    );
    expect((await confirm(first)).status).toBe(200);
    expect((await confirm(second)).status).toBe(401);
  });

  it('does the same database work for a staff address and an unknown one', async () => {
    app.setLimits(null);
    const counted = (log: string[]): Db => ({
      query: ((text: unknown, ...rest: unknown[]) => {
        log.push(typeof text === 'string' ? text : JSON.stringify(text));
        return (app.db.pool.query as (...args: unknown[]) => unknown)(text, ...rest);
      }) as Db['query'],
      connect: () => app.db.pool.connect(),
    });
    const run = async (email: string) => {
      const log: string[] = [];
      const deps = { ...app.deps, db: counted(log) };
      await requestSignInLink(deps, { email, locale: 'en', address: OWNER_ADDRESS, device: null });
      return log;
    };
    // Once each first, so any one-off work (pruning, warming) is behind us.
    await run(OWNER);
    await run('stranger@tours.example');
    const known = await run(OWNER);
    const unknown = await run('stranger@tours.example');
    expect(unknown).toEqual(known);
    expect(known.some((sql) => /^\s*(?:WITH|INSERT|UPDATE)\b/i.test(sql))).toBe(true);
  });

  it('keeps working from a browser: the device cookie comes back with the session', async () => {
    app.setLimits(null);
    await requestLink(OWNER, OWNER_ADDRESS);
    const signed = await confirm(await linkTokenFor(app, OWNER));
    const cookies = cookiesOf(signed);
    expect(cookies).toMatch(/admin_session=[\w-]+; admin_device=[\w-]+/);
    // Signing in again from that device keeps the same device token.
    await requestLink(OWNER, OWNER_ADDRESS, cookies);
    const again = await confirm(await linkTokenFor(app, OWNER), OWNER_ADDRESS, cookies);
    expect(again.status).toBe(200);
    const device = (c: string) => /admin_device=([\w-]+)/.exec(c)?.[1];
    expect(device(cookiesOf(again))).toBe(device(cookies));
  });
});
