/**
 * A trip booked closer than the balance period (issue: booked on 27 November for 30 November, the
 * page said "Balance due by 31 October" and the attention list "Balance overdue" at once). The due
 * date is never before the booking date; the booking page, the confirmation, the attention list
 * and the reminders' job agree with the domain's `balanceDueDate`, and nothing is overdue on the day
 * the booking is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { addDays, balanceDueDate, balanceOverdue } from '../../src/domain/balance-due.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { attentionItems } from '../../src/server/admin/booking-views.ts';
import { sendReminders } from '../../src/server/services/reminders-service.ts';
import { api, bookingBody, SWEEP_SECRET, startTestApp, type TestApp, waitForStatus } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const TODAY = agencyToday(new Date());
const DUE_DAYS = 30;
/** A morning in Douala `days` from today. */
const morning = (days: number) => new Date(`${addDays(TODAY, days)}T08:00:00+01:00`);

describe.each(databaseKinds())('a trip booked closer than the balance period (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  /** A booking for a trip `tripInDays` from today with its down payment paid: its code. */
  async function depositPaid(tripInDays: number): Promise<string> {
    const created = await api.createBooking(
      bookingBody({ paymentType: 'multiple', preferredDate: addDays(TODAY, tripInDays) }),
    );
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'deposit' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    return code;
  }

  const overdueOn = async (days: number) =>
    (await attentionItems(app.db.pool, morning(days), 24, DUE_DAYS))
      .filter((item) => item.kind === 'balanceOverdue')
      .map((item) => ({ code: item.code, since: item.since }));

  it('is due the day before departure, shown so, and not overdue on the day it is made', async () => {
    const code = await depositPaid(3);
    const details = await api.getBooking(code);
    expect(details.body.data.balanceDueOn).toBe(addDays(TODAY, 2));
    const mail = (await app.outbox()).find((m) => m.idempotencyKey === `booking-confirmation/${code}`);
    expect(mail?.text).toContain(`Balance due by: ${formatDate(addDays(TODAY, 2), 'en')}`);
    expect(mail?.text).not.toContain(formatDate(addDays(TODAY, 3 - DUE_DAYS), 'en'));
    expect((await overdueOn(0)).map((o) => o.code)).not.toContain(code);
    expect((await overdueOn(2)).map((o) => o.code)).not.toContain(code);
    expect(await overdueOn(3)).toContainEqual({ code, since: addDays(TODAY, 2) });
  });

  it('is overdue in SQL exactly when the domain says so, for trips around the period', async () => {
    const trips = [1, 2, 29, 30, 31, 45];
    const codes = await Promise.all(trips.map((days) => depositPaid(days)));
    for (const day of [0, 1, 2, 14, 15, 16, 30]) {
      const listed = new Set((await overdueOn(day)).map((o) => o.code));
      trips.forEach((tripInDays, i) => {
        const due = balanceDueDate({ preferredDate: addDays(TODAY, tripInDays), bookedOn: TODAY }, DUE_DAYS);
        const code = codes[i] as string;
        expect(listed.has(code), `trip in ${tripInDays} days, on day ${day}`).toBe(
          balanceOverdue(due ?? '', addDays(TODAY, day)),
        );
      });
    }
  });

  it('reminds of a late balance before its due date, never of one already due when booked', async () => {
    const code = await depositPaid(10);
    const run = (days: number) =>
      sendReminders({ ...app.deps, clock: () => morning(days) }, SWEEP_SECRET, {
        budgetMs: 20_000,
        concurrency: 2,
        batch: 5,
      });
    const mails = async () =>
      (await app.outbox())
        .filter((m) => m.idempotencyKey?.startsWith('reminder/balance') && m.text.includes(code))
        .map((m) => m.idempotencyKey);
    // Due on day 9: the 14-day step came before the booking, the 7-day one comes on day 2.
    await run(0);
    await run(1);
    expect(await mails()).toEqual([]);
    await run(2);
    expect(await mails()).toEqual([`reminder/balance_7/${code}`]);
    await run(7);
    expect(await mails()).toEqual([`reminder/balance_7/${code}`, `reminder/balance_2/${code}`]);
  });
});
