/**
 * The bookings search folds accents and case ("cecile" and "CECILE" find "Cécile", on PGlite and
 * PostgreSQL alike), and whatever staff type (LIKE's wildcards, a backslash, control characters,
 * tsquery operators, a very long text) is a search, never an error or a match-all. The Sessions
 * screen names each session's browser and system from what the browser said at sign-in, keeping
 * only names from a fixed list whatever the header holds.
 */
import { describe, expect, it } from 'vitest';
import bookingsFn from '../../../functions/admin-bookings.ts';
import sessionsFn from '../../../functions/admin-sessions.ts';
import signInFn from '../../../functions/admin-sign-in.ts';
import confirmFn from '../../../functions/admin-sign-in-confirm.ts';
import { upsertStaff } from '../../../src/server/repositories/staff.ts';
import { adminSuite, callAdmin, linkTokenFor } from '../helpers/admin.ts';
import { api, bookingBody } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

describe.each(databaseKinds())('bookings search (%s)', (kind) => {
  const admin = adminSuite(kind);
  const list = async (q: string) => {
    const answer = await callAdmin(bookingsFn, {
      path: `/api/admin/bookings?q=${encodeURIComponent(q)}`,
      cookie: admin.agent,
    });
    expect(answer.status, q).toBe(200);
    return (answer.body.data.items as Array<{ code: string }>).map((b) => b.code);
  };

  it('ignores accents and case in names, precomposed or combining', async () => {
    const book = async (fullName: string, email: string) =>
      (await api.createBooking(bookingBody({ contact: { fullName, email, whatsapp: '+237 6 55 10 20 30' } })))
        .body.data.code as string;
    const cecile = await book('Cécile Ébodé', 'cecile@example.cm');
    const combining = await book('Noe\u0308lle Ngo', 'noelle@example.cm');
    for (const q of ['cecile', 'CECILE', 'Cécile', 'CÉCILE', 'cec ebo', 'EBODE', 'Ce\u0301cile']) {
      expect(await list(q), q).toEqual([cecile]);
    }
    for (const q of ['noelle', 'NOËLLE', 'Noëlle ngo']) expect(await list(q), q).toEqual([combining]);
    expect(await list('cecilia')).toEqual([]);
  });

  it('hostile text is searched as words, never a wildcard, an operator or an error', async () => {
    await api.createBooking(
      bookingBody({
        contact: { fullName: 'Paul Atangana', email: 'p@example.cm', whatsapp: '+237 6 55 40 50 60' },
      }),
    );
    for (const q of [
      '%',
      '_',
      '%%',
      '\\',
      "' OR 1=1 --",
      'a:* | b',
      '!paulo',
      '(',
      '\u0000\u0007\u001b',
      'pa\u0000ul',
      'é'.repeat(5_000),
      'x '.repeat(3_000),
    ]) {
      expect(await list(q), JSON.stringify(q.slice(0, 20))).toEqual([]);
    }
    // E-mail search escapes LIKE's wildcards: "%@" and "_@" match no address.
    expect(await list('%@')).toEqual([]);
    expect(await list('_@example.cm')).toEqual([]);
    expect(await list('\\@')).toEqual([]);
  });

  it('names each session’s browser and system, and keeps nothing else of the user agent', async () => {
    const signInWith = async (email: string, userAgent: string) => {
      await upsertStaff(admin.app.db.pool, email, 'Ama', 'agent');
      await callAdmin(signInFn, { path: '/api/admin/sign-in', body: { email } });
      const token = await linkTokenFor(admin.app, email);
      const headers = { 'user-agent': userAgent };
      const confirmed = await callAdmin(confirmFn, {
        path: '/api/admin/sign-in/confirm',
        body: { token },
        headers,
      });
      expect(confirmed.status).toBe(200);
    };
    await signInWith(
      'phone@tours.example',
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    );
    await signInWith(
      'forged@tours.example',
      `<script>alert(1)</script>'; DROP TABLE staff; --${'x'.repeat(10_000)}`,
    );
    const list = await callAdmin(sessionsFn, { path: '/api/admin/sessions', cookie: admin.owner });
    const byEmail = (email: string) =>
      list.body.data.sessions.find((s: { staffEmail: string }) => s.staffEmail === email);
    expect(byEmail('phone@tours.example')).toMatchObject({ browser: 'Chrome', os: 'Android' });
    expect(byEmail('forged@tours.example')).toMatchObject({ browser: null, os: null });
    expect(byEmail('phone@tours.example').lastSeenAt).toEqual(expect.any(String));
    // Signed in without one (the suite's own sessions): unknown, not an error.
    expect(byEmail('owner@tours.example')).toMatchObject({ browser: null, os: null });
  });
});
