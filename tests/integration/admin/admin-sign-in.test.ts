/**
 * Staff sign-in: a one-time link by e-mail (single use, 15 minutes), the same answer for unknown
 * addresses, rate limits per e-mail address, a server-side session in a strict cookie that expires
 * after 12 idle hours and is renewed on use, sign out, and an owner ending another's session.
 * Attacks on it: staff-sign-in-adversarial.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import meFn from '../../../functions/admin-me.ts';
import sessionsFn from '../../../functions/admin-sessions.ts';
import endSessionFn from '../../../functions/admin-sessions-end.ts';
import signInFn from '../../../functions/admin-sign-in.ts';
import confirmFn from '../../../functions/admin-sign-in-confirm.ts';
import signOutFn from '../../../functions/admin-sign-out.ts';
import { DEFAULT_LIMITS, databaseRateLimits, LIMIT_RULES } from '../../../src/server/http/rate-limit.ts';
import { disableStaff, upsertStaff } from '../../../src/server/repositories/staff.ts';
import { callAdmin, cookieOf, linkTokenFor, signedIn } from '../helpers/admin.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const HOUR = 60 * 60_000;

describe.each(databaseKinds())('staff sign-in (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  const requestLink = (email: string, locale = 'en') =>
    callAdmin(signInFn, { path: '/api/admin/sign-in', body: { email, locale } });
  const confirm = (token: string | null) =>
    callAdmin(confirmFn, { path: '/api/admin/sign-in/confirm', body: { token } });

  it('answers the same for a staff address and an unknown one; only staff get a link', async () => {
    await upsertStaff(app.db.pool, 'Owner@Tours.example', 'Awa Owner', 'owner');
    const known = await requestLink('owner@tours.example');
    const unknown = await requestLink('nobody@tours.example');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mails = await app.outbox();
    expect(mails.map((m) => m.to)).toEqual(['owner@tours.example']);
    expect(mails[0]?.text).toContain('https://tours.example/admin#token=');
    const fr = await requestLink('owner@tours.example', 'fr');
    expect(fr.body.message).toContain('lien de connexion');
    expect((await app.outbox()).at(-1)?.text).toContain('https://tours.example/fr/admin#token=');
  });

  it('opens a session once per link, in an HttpOnly SameSite=Strict cookie', async () => {
    await requestLink('owner@tours.example');
    const token = await linkTokenFor(app, 'owner@tours.example');
    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(first.body.data.staff).toMatchObject({ name: 'Awa Owner', role: 'owner' });
    expect(first.setCookie).toMatch(
      /^admin_session=[\w-]+; Path=\/api\/admin; HttpOnly; SameSite=Strict; Max-Age=43200/,
    );
    // The tests' origin is plain http on localhost: no Secure there, Secure everywhere else.
    expect(first.setCookie).not.toContain('Secure');
    const reused = await confirm(token);
    expect(reused.status).toBe(401);
    expect(reused.setCookie).toBeNull();
    const me = await callAdmin(meFn, { path: '/api/admin/me', cookie: cookieOf(first.setCookie) });
    expect(me.status).toBe(200);
    expect(me.setCookie).toContain('Max-Age=43200');
  });

  it('refuses a link after 15 minutes, and a made-up one', async () => {
    await requestLink('owner@tours.example');
    const token = await linkTokenFor(app, 'owner@tours.example');
    app.advanceClock(15 * 60_000 + 1_000);
    expect((await confirm(token)).status).toBe(401);
    expect((await confirm('x'.repeat(43))).status).toBe(401);
    expect((await confirm('not a token')).status).toBe(400);
  });

  it('ends a session after 12 idle hours, keeps it while in use', async () => {
    const cookie = await signedIn(app, 'agent@tours.example', 'agent', 'Ben Agent');
    app.advanceClock(11 * HOUR);
    expect((await callAdmin(meFn, { path: '/api/admin/me', cookie })).status).toBe(200);
    app.advanceClock(11 * HOUR);
    expect((await callAdmin(meFn, { path: '/api/admin/me', cookie })).status).toBe(200);
    app.advanceClock(12 * HOUR + 1_000);
    const expired = await callAdmin(meFn, { path: '/api/admin/me', cookie });
    expect(expired.status).toBe(401);
    expect(expired.setCookie).toContain('Max-Age=0');
  });

  it('signs out: the cookie no longer works', async () => {
    const cookie = await signedIn(app, 'agent@tours.example', 'agent');
    const out = await callAdmin(signOutFn, { path: '/api/admin/sign-out', body: {}, cookie });
    expect(out.status).toBe(200);
    expect(out.setCookie).toContain('Max-Age=0');
    expect((await callAdmin(meFn, { path: '/api/admin/me', cookie })).status).toBe(401);
  });

  it('lets an owner end an agent session; an agent cannot list or end sessions', async () => {
    const agent = await signedIn(app, 'agent2@tours.example', 'agent');
    const owner = await signedIn(app, 'owner@tours.example', 'owner', 'Awa Owner');
    expect((await callAdmin(sessionsFn, { path: '/api/admin/sessions', cookie: agent })).status).toBe(403);
    const list = await callAdmin(sessionsFn, { path: '/api/admin/sessions', cookie: owner });
    const target = list.body.data.sessions.find(
      (s: { staffEmail: string }) => s.staffEmail === 'agent2@tours.example',
    );
    expect(target).toBeDefined();
    const byAgent = await callAdmin(endSessionFn, {
      path: '/api/admin/sessions/end',
      body: { sessionId: target.id, reason: 'test' },
      cookie: agent,
    });
    expect(byAgent.status).toBe(403);
    const ended = await callAdmin(endSessionFn, {
      path: '/api/admin/sessions/end',
      body: { sessionId: target.id, reason: 'Phone lost' },
      cookie: owner,
    });
    expect(ended.status).toBe(200);
    expect((await callAdmin(meFn, { path: '/api/admin/me', cookie: agent })).status).toBe(401);

    // A replayed end, a forged id and a missing reason: refused in words, nothing more written.
    const audited = async () =>
      (
        await app.db.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM staff_audit WHERE action = 'endSession'",
        )
      ).rows[0]?.n;
    const before = await audited();
    const again = await callAdmin(endSessionFn, {
      path: '/api/admin/sessions/end',
      body: { sessionId: target.id, reason: 'Phone lost', locale: 'fr' },
      cookie: owner,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Cette session est déjà fermée.');
    for (const body of [
      { sessionId: "1' OR '1'='1", reason: 'x' },
      { sessionId: target.id, reason: '' },
      { sessionId: target.id },
    ]) {
      const refused = await callAdmin(endSessionFn, { path: '/api/admin/sessions/end', body, cookie: owner });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect(await audited()).toBe(before);
  });

  it('closes the sessions of a disabled account and sends it no more links', async () => {
    const cookie = await signedIn(app, 'leaver@tours.example', 'agent');
    await disableStaff(app.db.pool, 'leaver@tours.example', new Date());
    expect((await callAdmin(meFn, { path: '/api/admin/me', cookie })).status).toBe(401);
    const before = (await app.outbox()).length;
    expect((await requestLink('leaver@tours.example')).status).toBe(200);
    expect((await app.outbox()).length).toBe(before);
  });

  it('rate limits link requests per e-mail address and client, counted under a digest', async () => {
    // The production limits, in the database, instead of the generous ones the tests run with.
    app.setLimits(databaseRateLimits(app.db.pool, DEFAULT_LIMITS));
    try {
      const email = 'target@tours.example';
      for (let i = 0; i < LIMIT_RULES.staffSignInEmail.limit; i += 1) {
        expect((await requestLink(email)).status).toBe(200);
      }
      const limited = await requestLink(email);
      expect(limited.status).toBe(429);
      expect(limited.body.data.retryAfterSeconds).toBeGreaterThan(0);
      // The message says how long to wait, never a raw placeholder.
      expect(limited.body.message).toMatch(/^Too many requests\. Please wait \d+ min before trying again\.$/);
      const { rows } = await app.db.pool.query<{ bucket: string }>('SELECT bucket FROM rate_limits');
      expect(rows.some((row) => row.bucket.startsWith('staffSignInEmail:'))).toBe(true);
      expect(rows.filter((row) => row.bucket.includes('tours.example'))).toEqual([]);
      // Another address is still served: the limit is per e-mail address, not only per client.
      expect((await requestLink('other@tours.example')).status).toBe(200);
    } finally {
      app.setLimits(null);
    }
  });

  it('refuses a foreign Origin, a form post and a missing Origin on sign-in', async () => {
    await upsertStaff(app.db.pool, 'victim@tours.example', 'Victim', 'owner');
    const before = (await app.outbox()).length;
    const foreign = await callAdmin(signInFn, {
      path: '/api/admin/sign-in',
      body: { email: 'victim@tours.example' },
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const missing = await callAdmin(signInFn, {
      path: '/api/admin/sign-in',
      body: { email: 'victim@tours.example' },
      origin: null,
    });
    expect(missing.status).toBe(403);
    const form = await callAdmin(signInFn, {
      path: '/api/admin/sign-in',
      body: 'email=victim%40tours.example',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    expect((await app.outbox()).length).toBe(before);
  });
});
