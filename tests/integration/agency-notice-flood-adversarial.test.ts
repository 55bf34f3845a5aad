/**
 * A flood of bookings must not flood the owners (docs/back-office.md#the-agency-hears-about-it): the audit's fake
 * bookings sent every owner one e-mail each. New-booking notices are batched: the first after a
 * quiet spell goes at once, the others wait and go together, at most one e-mail per owner per
 * `BOOKING_NOTICE_BATCH_MINUTES` (10), listing the bookings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/messages.ts';
import { signedIn } from './helpers/admin.ts';
import {
  AGENCY_EMAIL,
  api,
  bookingBody,
  fromAddress,
  SWEEP_SECRET,
  startTestApp,
  type TestApp,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const OWNER = 'owner@tours.example';

describe.each(databaseKinds())('a flood of bookings and the owners’ inboxes (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
    await signedIn(app, OWNER, 'owner', 'Awa Owner');
    // The deploy's default batching: the test app's one e-mail per booking is set aside.
    Reflect.deleteProperty(app.deps, 'bookingNoticeBatchMinutes');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  /** New-booking notices each recipient got (the fixture's agency language is French). */
  const noticesTo = async (to: string) =>
    (await app.outbox()).filter(
      (m) =>
        m.to === to && (m.subject.startsWith('Nouvelle réservation') || m.subject.startsWith('Nouvelles')),
    );
  /** As if the last batch had gone `minutes` ago. */
  const batchSentAgo = (minutes: number) =>
    app.db.pool.query(`UPDATE agency_booking_digest SET last_sent_at = now() - $1 * interval '1 minute'`, [
      minutes,
    ]);
  const waitForNotices = async (to: string, count: number) => {
    for (let i = 0; i < 100 && (await noticesTo(to)).length < count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return noticesTo(to);
  };

  it('15 bookings from 15 addresses send each owner one notice at once, then one list', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) {
      const answer = await api.createBooking(
        bookingBody({
          contact: { fullName: 'Ngono Marie', email: `flood${i}@example.net`, whatsapp: '+237699123456' },
        }),
        {},
        fromAddress(`198.51.100.${i + 1}`),
      );
      expect(answer.status, answer.body.message).toBe(201);
      codes.push(answer.body.data.code);
    }
    // The first booking after a quiet spell is told at once; the others wait for the batch.
    for (const to of [OWNER, AGENCY_EMAIL]) {
      const first = await waitForNotices(to, 1);
      expect(first).toHaveLength(1);
      expect(first[0]?.subject).toContain(codes[0]);
    }
    // The sweep within the batch's minutes sends nothing more.
    expect((await api.sweep(SWEEP_SECRET)).status).toBe(200);
    expect(await noticesTo(OWNER)).toHaveLength(1);

    // Ten minutes on, one e-mail per recipient lists the 14 others.
    await batchSentAgo(11);
    expect((await api.sweep(SWEEP_SECRET)).status).toBe(200);
    for (const to of [OWNER, AGENCY_EMAIL]) {
      const notices = await noticesTo(to);
      expect(notices).toHaveLength(2);
      const list = notices[1];
      expect(list?.subject).toBe(t('fr', 'admin.mail.digest.subject', { count: 14 }));
      for (const code of codes.slice(1)) expect(list?.text).toContain(code);
    }
    // Nothing is sent twice.
    await batchSentAgo(11);
    expect((await api.sweep(SWEEP_SECRET)).status).toBe(200);
    expect(await noticesTo(OWNER)).toHaveLength(2);
    const unsent = await app.db.pool.query(
      `SELECT count(*)::int AS n FROM agency_notices WHERE kind = 'booking' AND sent_at IS NULL`,
    );
    expect(unsent.rows[0].n).toBe(0);
  });
});
