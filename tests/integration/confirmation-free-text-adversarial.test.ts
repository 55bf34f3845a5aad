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
