/**
 * The reminders' job (docs/business-rules.md#reminders) run in-process with its clock moved to the
 * days that matter: each message once under duplicate and overlapping runs, the step due now after
 * a late start, paid, cancelled and stopped bookings skipped, a failing mailer tried again by later
 * runs then listed for staff; and the stop link's hostile callers (forged, another booking's, a GET,
 * a replay).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stopRemindersFn from '../../functions/bookings-reminders-off.ts';
import sendRemindersHttpFn from '../../functions/send-reminders-http.ts';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { addDays } from '../../src/domain/balance-due.ts';
import { attentionItems } from '../../src/server/admin/booking-views.ts';
import type { OutboxEntry } from '../../src/server/mail/outbox-mailer.ts';
import { reminderToken } from '../../src/server/mail/reminder-links.ts';
import { setRuntime } from '../../src/server/runtime.ts';
import { sendReminders } from '../../src/server/services/reminders-service.ts';
import {
  type AnyData,
  api,
  bookingBody,
  ORIGIN,
  REMINDER_LINK_SECRET,
  readFixtureCatalogue,
  SITE_URL,
  SWEEP_SECRET,
  startTestApp,
  type TestApp,
  waitForStatus,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const TODAY = agencyToday(new Date());
const DUE_DAYS = 30;
/** A morning in Douala `days` from today. */
const morning = (days: number) => new Date(`${addDays(TODAY, days)}T08:00:00+01:00`);

describe.each(databaseKinds())('reminders and invitations (%s)', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    const catalogue = await readFixtureCatalogue();
    const tour = catalogue.packages.find((p) => p.slug === 'douala-city-tour');
    if (!tour) throw new Error('fixture changed');
    tour.meetingPoint = { en: 'Akwa, in front of the cathedral', fr: 'Akwa, devant la cathédrale' };
    tour.meetingTime = '07:30';
    tour.whatToBring = { en: 'Water and a hat', fr: 'De l’eau et un chapeau' };
    app = await startTestApp(kind, { catalogue });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  const run = (days: number) =>
    sendReminders({ ...app.deps, clock: () => morning(days) }, REMINDER_LINK_SECRET, {
      budgetMs: 20_000,
      concurrency: 4,
      batch: 3,
    });
  const mailsOf = async (code: string): Promise<OutboxEntry[]> =>
    (await app.outbox()).filter((m) => m.idempotencyKey?.startsWith('reminder/') && m.text.includes(code));

  /** A booking for a trip `tripInDays` from today, its down payment (or everything) paid. */
  async function booking(
    tripInDays: number,
    options: { full?: boolean; locale?: string; slug?: string } = {},
  ) {
    const created = await api.createBooking(
      bookingBody({
        paymentType: options.full ? 'single' : 'multiple',
        preferredDate: addDays(TODAY, tripInDays),
        locale: options.locale ?? 'en',
        ...(options.slug ? { packageSlug: options.slug } : {}),
      }),
    );
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: options.full ? 'full' : 'deposit' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    return code;
  }

  const stop = (code: string, init: RequestInit, query = '') =>
    stopRemindersFn(
      new Request(`${ORIGIN}/api/bookings/${encodeURIComponent(code)}/reminders-off${query}`, init),
      {} as never,
    );
  const stopJson = (code: string, body: unknown) =>
    stop(code, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('sends the 14-day reminder once under duplicate and overlapping runs, in the booking’s language', async () => {
    const code = await booking(60, { locale: 'fr' });
    // Due 30 days before the trip: the 14-day step is 16 days from today.
    expect(await mailsOf(code)).toHaveLength(0);
    await run(15);
    expect(await mailsOf(code)).toHaveLength(0);
    const [first, second] = await Promise.all([run(16), run(16)]);
    await run(16);
    await run(20);
    const mails = await mailsOf(code);
    expect(mails).toHaveLength(1);
    expect((first?.sent.balance_14 ?? 0) + (second?.sent.balance_14 ?? 0)).toBeGreaterThanOrEqual(1);
    const [mail] = mails as [OutboxEntry];
    expect(mail.idempotencyKey).toBe(`reminder/balance_14/${code}`);
    expect(mail.subject).toContain('à régler au plus tard le');
    expect(mail.text).toContain(`${SITE_URL}/fr/payments/partial/pay?code=${code}`);
    expect(mail.html).toContain(`/fr/payments/partial/pay?code=${code}`);
    expect(mail.text).toContain('/fr/reminders/off?code=');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toBe(
      `<${SITE_URL}/api/bookings/${code}/reminders-off?token=${reminderToken(REMINDER_LINK_SECRET, code)}>`,
    );

    // The 7-day step comes on its day, once; a paid balance then stops the 2-day one.
    await Promise.all([run(23), run(23)]);
    expect((await mailsOf(code)).map((m) => m.idempotencyKey)).toEqual([
      `reminder/balance_14/${code}`,
      `reminder/balance_7/${code}`,
    ]);
    const balance = await api.startPayment(code, { kind: 'balance' });
    expect((await waitForStatus(balance.body.data.reference)).body.data.status).toBe('successful');
    await run(28);
    expect(await mailsOf(code)).toHaveLength(2);
  });

  it('sends only the step due now after a late start, never the stale ones', async () => {
    const code = await booking(75);
    // Due 45 days from today; the job was down from the 14-day point to the day before the due date.
    const report = await run(44);
    expect(report.sent.balance_2).toBeGreaterThanOrEqual(1);
    expect((await mailsOf(code)).map((m) => m.idempotencyKey)).toEqual([`reminder/balance_2/${code}`]);
    // After the due date: no reminder, the balance is overdue on the attention page.
    await run(46);
    expect(await mailsOf(code)).toHaveLength(1);
    const items = await attentionItems(app.db.pool, morning(46), 24, DUE_DAYS);
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'balanceOverdue', code, since: addDays(TODAY, 45) }),
    );
  });

  it('skips a cancelled booking', async () => {
    const code = await booking(90);
    await app.db.pool.query('UPDATE bookings SET cancelled_at = now() WHERE code = $1', [code]);
    await run(46);
    expect(await mailsOf(code)).toHaveLength(0);
  });

  it('tries a failing mailer again on later runs, then lists the reminder for staff', async () => {
    const code = await booking(120);
    app.setMailer({
      async send() {
        throw new Error('mail API down');
      },
    });
    try {
      const first = await run(76);
      expect(first.failed).toBeGreaterThanOrEqual(1);
      // One try per run, not five in one.
      const tries = async () =>
        (
          await app.db.pool.query<{ tries: number }>(
            `SELECT r.tries FROM booking_reminders r JOIN bookings b ON b.id = r.booking_id
             WHERE b.code = $1 AND r.kind = 'balance_14'`,
            [code],
          )
        ).rows[0]?.tries;
      expect(await tries()).toBe(1);
      const listed = async () =>
        (await attentionItems(app.db.pool, morning(76), 24, DUE_DAYS)).filter(
          (i) => i.kind === 'reminderFailed' && i.code === code,
        );
      expect(await listed()).toHaveLength(0);
      for (let n = 2; n <= 5; n += 1) await run(76);
      expect(await tries()).toBe(5);
      expect(await listed()).toEqual([expect.objectContaining({ reference: 'balance_14' })]);
    } finally {
      app.setMailer(null);
    }
    // Given up: the next runs leave it to staff.
    await run(77);
    expect(await mailsOf(code)).toHaveLength(0);
  });

  it('a failure then a success sends it once', async () => {
    const code = await booking(130);
    let fail = true;
    const real = app.deps.mailer;
    app.setMailer({
      async send(message) {
        if (fail && message.text.includes(code)) throw new Error('time-out');
        await real.send(message);
      },
    });
    try {
      await run(86);
      expect(await mailsOf(code)).toHaveLength(0);
      fail = false;
      await run(87);
      await run(88);
      expect((await mailsOf(code)).map((m) => m.idempotencyKey)).toEqual([`reminder/balance_14/${code}`]);
    } finally {
      app.setMailer(null);
    }
  });

  it('sends the pre-trip message with the package’s meeting details, or says the agency will tell', async () => {
    const tour = await booking(200, { full: true, locale: 'fr', slug: 'douala-city-tour' });
    const beach = await booking(200, { full: true });
    await Promise.all([run(197), run(197)]);
    const [tourMail] = (await mailsOf(tour)) as [OutboxEntry];
    expect(tourMail.idempotencyKey).toBe(`reminder/pre_trip/${tour}`);
    expect(tourMail.text).toContain('Akwa, devant la cathédrale');
    expect(tourMail.text).toContain('07:30');
    expect(tourMail.text).toContain('De l’eau et un chapeau');
    const [beachMail] = (await mailsOf(beach)) as [OutboxEntry];
    expect(beachMail.text).toContain('Meeting point: The agency will tell you');
    // The booking page has them too, for its calendar file, in the booking's language.
    expect((await api.getBooking(tour, { 'accept-language': 'fr' })).body.data.meeting).toEqual({
      point: 'Akwa, devant la cathédrale',
      time: '07:30',
    });
    expect((await api.getBooking(beach)).body.data.meeting).toBeNull();
    // A paid-in-full booking gets no balance reminder.
    await run(176);
    expect(await mailsOf(beach)).toHaveLength(1);

    // The day after the trip's last day (4 days from the 200th): the review invitation, once.
    await run(203);
    expect(await mailsOf(beach)).toHaveLength(1);
    await Promise.all([run(204), run(204)]);
    await run(205);
    const invitation = (await mailsOf(beach)).find((m) => m.idempotencyKey?.startsWith('reminder/review'));
    expect(invitation?.text).toContain(`${SITE_URL}/packages/search/${beach}#review`);
    expect(
      (await mailsOf(beach)).filter((m) => m.idempotencyKey?.startsWith('reminder/review')),
    ).toHaveLength(1);
  });

  it('stops reminders from the link for that booking only, and refuses forged and borrowed links', async () => {
    const mine = await booking(160);
    const other = await booking(160);
    const token = reminderToken(REMINDER_LINK_SECRET, mine);
    // A mail scanner's GET changes nothing.
    expect((await stop(mine, { method: 'GET' }, `?token=${token}`)).status).toBe(405);
    // Forged, another booking's, empty, or the right token on another booking: refused, nothing set.
    for (const [code, body] of [
      [mine, { token: 'x'.repeat(43) }],
      [mine, { token: reminderToken(REMINDER_LINK_SECRET, other) }],
      [mine, { token: reminderToken('another-secret', mine) }],
      // The links have a key of their own: one signed with the sweep secret is forged.
      [mine, { token: reminderToken(SWEEP_SECRET, mine) }],
      [other, { token }],
      ['ZZZZZZZZ', { token }],
    ] as const) {
      const answer = await stopJson(code, body);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as AnyData).message).toBe('This link is not valid for this reservation.');
    }
    expect((await stopJson(mine, { token, extra: 1 })).status).toBe(400);
    const off = async (code: string) =>
      (await app.db.pool.query('SELECT reminders_off_at FROM bookings WHERE code = $1', [code])).rows[0]
        ?.reminders_off_at;
    expect(await off(mine)).toBeNull();

    const answer = await stopJson(mine, { token, locale: 'fr' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as AnyData).data).toEqual({ remindersOff: true });
    const at = await off(mine);
    expect(at).not.toBeNull();
    // A replay answers the same and changes nothing.
    expect((await stopJson(mine, { token })).status).toBe(200);
    expect(await off(mine)).toEqual(at);
    expect((await api.getBooking(mine)).body.data.remindersOff).toBe(true);
    expect((await api.getBooking(other)).body.data.remindersOff).toBe(false);

    await run(116);
    expect(await mailsOf(mine)).toHaveLength(0);
    expect(await mailsOf(other)).toHaveLength(1);
  });

  it('takes a mail client’s one-click unsubscribe (RFC 8058), and only with the right token', async () => {
    const code = await booking(170);
    const form = (token: string) =>
      stop(
        code,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        },
        `?token=${token}`,
      );
    expect((await form('forged')).status).toBe(404);
    expect((await form(reminderToken(REMINDER_LINK_SECRET, code))).status).toBe(200);
    await run(126);
    expect(await mailsOf(code)).toHaveLength(0);
  });

  it('keeps the stop links working when the sweep secret is rotated: they have a key of their own', async () => {
    const code = await booking(180);
    setRuntime({
      deps: app.deps,
      sweepSecret: 'a-new-sweep-secret',
      reminderLinkSecret: REMINDER_LINK_SECRET,
    });
    try {
      expect((await stopJson(code, { token: reminderToken(REMINDER_LINK_SECRET, code) })).status).toBe(200);
    } finally {
      setRuntime({ deps: app.deps, sweepSecret: SWEEP_SECRET, reminderLinkSecret: REMINDER_LINK_SECRET });
    }
  });

  it('runs on demand only with the sweep secret, on the real clock', async () => {
    const call = (headers: Record<string, string>) =>
      sendRemindersHttpFn(
        new Request(`${ORIGIN}/api/internal/send-reminders`, { method: 'POST', headers }),
        {} as never,
      );
    expect((await call({})).status).toBe(401);
    expect((await call({ 'x-sweep-secret': 'wrong' })).status).toBe(401);
    const answer = await call({ 'x-sweep-secret': SWEEP_SECRET });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as AnyData).data.today).toBe(agencyToday(app.deps.clock()));
  });
});
