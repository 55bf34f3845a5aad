/**
 * Anyone can book with any e-mail address, so the booking confirmation (the first message, sent
 * before any payment) must not carry what the booker typed to a stranger's inbox from the agency's
 * domain: a name shaped like an advert is refused, and the confirmation greets without the name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bookingBody, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const STRANGER = 'stranger@example.cm';

describe.each(databaseKinds())('free text in the booking confirmation (%s)', (kind) => {
  let app: TestApp;
  const mailsTo = async (to: string) => (await app.outbox()).filter((m) => m.to === to);

  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('refuses a name carrying a web address, and sends nothing', async () => {
    const created = await api.createBooking(
      bookingBody({
        contact: { fullName: 'Cheap loans at www.evil.example', email: STRANGER, whatsapp: '677123456' },
      }),
    );
    expect(created.status).toBe(400);
    expect(created.body.data.issues.map((i: { path: string }) => i.path)).toEqual(['contact.fullName']);
    expect(await mailsTo(STRANGER)).toEqual([]);
  });

  it.each([
    ['Visit evil. com now'],
    ['Visit evil .com now'],
    ['Visit Evil. Com'],
    ['Go to www evil example'],
    ['https://evil.example'],
  ])('refuses a link-like name (%s) with the localised message, writing nothing', async (fullName) => {
    const before = (await app.db.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n;
    for (const locale of ['en', 'fr'] as const) {
      const created = await api.createBooking(
        bookingBody({ locale, contact: { fullName, email: STRANGER, whatsapp: '677123456' } }),
      );
      expect(created.status).toBe(400);
      const [issue] = created.body.data.issues;
      expect(issue.path).toBe('contact.fullName');
      expect(issue.message).toContain(locale === 'en' ? 'web addresses are not' : 'pas d’adresse web');
    }
    expect((await app.db.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n).toBe(before);
    expect(await mailsTo(STRANGER)).toEqual([]);
  });

  it('still takes names with initials and abbreviations', async () => {
    for (const fullName of ['J. R. Tolkien', 'Marie-Anne St. Pierre', 'Ngo Biyong', 'Awa N’Diaye']) {
      const created = await api.createBooking(
        bookingBody({ contact: { fullName, email: 'named@example.cm', whatsapp: '677123456' } }),
      );
      expect(created.status, fullName).toBe(201);
    }
  });

  it('strips bidi controls and other format characters from a cancel reason', async () => {
    const email = 'reason@example.cm';
    const created = await api.createBooking(
      bookingBody({ contact: { fullName: 'Marie Reason', email, whatsapp: '677123456' } }),
    );
    const code: string = created.body.data.code;
    const reason = 'Refund to \u202Egnp.exe\u202C now\u200B please\u2066=1+1\u2069';
    expect((await api.cancelRequest(code, { email, reason })).status).toBe(201);
    const { rows } = await app.db.pool.query(
      `SELECT r.reason FROM cancel_requests r JOIN bookings b ON b.id = r.booking_id WHERE b.code = $1`,
      [code],
    );
    expect(rows[0].reason).toBe('Refund to gnp.exe now please=1+1');
    expect(rows[0].reason).not.toMatch(/\p{Cf}/u);
  });

  it("greets without the name: whatever the booker typed never reaches the stranger's inbox", async () => {
    for (const locale of ['en', 'fr'] as const) {
      const fullName = 'Cheap Loans Ask Bob';
      const created = await api.createBooking(
        bookingBody({ locale, contact: { fullName, email: STRANGER, whatsapp: '677123456' } }),
      );
      expect(created.status).toBe(201);
      const [mail] = (await mailsTo(STRANGER)).filter((m) => m.text.includes(created.body.data.code));
      for (const part of [mail?.subject, mail?.text, mail?.html]) {
        expect(part).not.toContain('Cheap');
        expect(part).not.toContain('Bob');
      }
      expect(mail?.text).toContain(locale === 'en' ? 'Hello,' : 'Bonjour,');
    }
  });
});
