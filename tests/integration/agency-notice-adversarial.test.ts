/**
 * Staff notices of bookings and payments go to the enabled owner accounts and the deployed
 * `AGENCY_NOTICE_EMAIL`, never to an address a content editor can publish in the CMS; and they
 * carry no customer contact details (name, e-mail, phone, paying number), only the booking code,
 * the trip, the amounts and a link to the booking in the back office.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableStaff, upsertStaff } from '../../src/server/repositories/staff.ts';
import { api, bookingBody, SITE_URL, startTestApp, type TestApp, waitForStatus } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const CMS_ADDRESS = 'thief@evil.example';
const DESK = 'desk@tours.example';
const CUSTOMER = { fullName: 'Ngono Marie', email: 'marie@example.cm', whatsapp: '+237 6 99 12 34 56' };

describe.each(databaseKinds())("the agency's notices (%s)", (kind) => {
  let app: TestApp;
  const noticesOf = async (key: string) =>
    (await app.outbox()).filter((m) => m.idempotencyKey?.startsWith(`agency-notice/${key}`));

  beforeAll(async () => {
    app = await startTestApp(kind);
    // A stolen editor account publishes its own address in the CMS settings.
    const real = await app.deps.catalogue();
    const settings = { ...real.settings, notificationEmail: CMS_ADDRESS, contactEmail: CMS_ADDRESS };
    app.deps.catalogue = async () => ({ ...real, settings });
    Object.assign(app.deps, { agencyNoticeEmail: DESK });
    await upsertStaff(app.db.pool, 'Awa@Tours.example', 'Awa Owner', 'owner');
    await upsertStaff(app.db.pool, 'paul@tours.example', 'Paul Owner', 'owner');
    await upsertStaff(app.db.pool, 'ben@tours.example', 'Ben Agent', 'agent');
    await upsertStaff(app.db.pool, 'gone@tours.example', 'Gone Owner', 'owner');
    await disableStaff(app.db.pool, 'gone@tours.example', new Date());
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('sends each enabled owner and the deployed address their own notice, never the CMS address', async () => {
    const created = await api.createBooking(bookingBody({ contact: CUSTOMER }));
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const notices = await noticesOf(`booking/${code}`);
    expect(notices.map((m) => m.to).sort()).toEqual(['awa@tours.example', DESK, 'paul@tours.example']);
    expect(new Set(notices.map((m) => m.idempotencyKey)).size).toBe(3);
    const everyone = (await app.outbox()).map((m) => m.to);
    expect(everyone).not.toContain(CMS_ADDRESS);
    expect(everyone).not.toContain('ben@tours.example');
    expect(everyone).not.toContain('gone@tours.example');
  });

  it("names the booking, trip and amounts with a back-office link, and none of the customer's details", async () => {
    const created = await api.createBooking(bookingBody({ contact: CUSTOMER }));
    const code: string = created.body.data.code;
    const reference: string = (await api.startPayment(code, { kind: 'full' })).body.data.reference;
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    await expect
      .poll(async () => (await noticesOf(`payment/${reference}`)).length, { timeout: 5_000 })
      .toBe(3);
    const notices = [...(await noticesOf(`booking/${code}`)), ...(await noticesOf(`payment/${reference}`))];
    expect(notices).toHaveLength(6);
    for (const notice of notices) {
      for (const body of [notice.subject, notice.text, notice.html]) {
        for (const secret of [
          'Ngono',
          'Marie',
          'marie@example.cm',
          '99 12 34 56',
          '699123456',
          '670000000',
        ]) {
          expect(body, `${notice.idempotencyKey} ${secret}`).not.toContain(secret);
        }
      }
      expect(notice.text).toContain(code);
      expect(notice.text).toContain(`${SITE_URL}/fr/admin#booking=${code}`);
    }
    expect(notices[0]?.text).toContain('Escapade à la plage de Kribi');
  });
});
