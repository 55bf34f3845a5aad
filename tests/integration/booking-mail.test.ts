/**
 * E-mails through the functions: a confirmation when a booking is created and one receipt per
 * successful payment (however many webhooks), in the booking's language, read back from the outbox
 * files; a failing mailer never fails a booking or a payment, and the sweep sends what was missed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatXaf, labelled } from '../../src/i18n/format.ts';
import { httpApiMailer } from '../../src/server/mail/http-api-mailer.ts';
import { MailError } from '../../src/server/mail/mailer.ts';
import { outboxMailer } from '../../src/server/mail/outbox-mailer.ts';
import { sandboxNumbers } from '../../src/simulator/sandbox-numbers.ts';
import {
  AGENCY_EMAIL,
  api,
  bookingBody,
  MAIL_FROM,
  SITE_URL,
  SWEEP_SECRET,
  sleep,
  startTestApp,
  type TestApp,
  waitForStatus,
  waitUntilContext,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

async function mailFor(app: TestApp, key: string) {
  return (await app.outbox()).filter((m) => m.idempotencyKey === key);
}

async function sentFlags(app: TestApp, code: string) {
  const { rows } = await app.db.pool.query(
    `SELECT b.confirmation_sent_at IS NOT NULL AS confirmation, CASE WHEN a.id IS NULL THEN NULL ELSE a.receipt_sent_at IS NOT NULL END AS receipt
     FROM bookings b LEFT JOIN payment_attempts a ON a.booking_id = b.id WHERE b.code = $1 ORDER BY a.id`,
    [code],
  );
  return rows as Array<{ confirmation: boolean; receipt: boolean | null }>;
}

describe.each(databaseKinds())('booking e-mails (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterEach(() => app.setMailer(null));
  afterAll(async () => {
    await app?.stop();
  });

  it('confirms a booking in English with its code, package, amounts and tracking link', async () => {
    const created = await api.createBooking(bookingBody({ paymentType: 'multiple' }));
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const [mail, ...others] = await mailFor(app, `booking-confirmation/${code}`);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      from: 'Tours <bookings@tours.example>',
      to: 'marie@example.cm',
      subject: `Your reservation ${code}: Kribi Beach Escape`,
    });
    for (const line of [
      'Hello,',
      `Booking code: ${code}`,
      'Number of people: 3',
      `Total: ${formatXaf(300_000, 'en')}`,
      `To pay now: ${formatXaf(91_800, 'en')}`,
      `${SITE_URL}/packages/search/${code}`,
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.html).toContain(`<a href="${SITE_URL}/packages/search/${code}"`);
    expect(await sentFlags(app, code)).toEqual([{ confirmation: true, receipt: null }]);
  });

  it('writes in French for a French booking', async () => {
    const created = await api.createBooking(bookingBody({ locale: 'fr' }));
    const code: string = created.body.data.code;
    const [mail] = await mailFor(app, `booking-confirmation/${code}`);
    expect(mail?.subject).toMatch(new RegExp(`^Votre réservation ${code}\u202f: `));
    expect(mail?.text).toContain('Bonjour,');
    expect(mail?.text).toContain(`${SITE_URL}/fr/packages/search/${code}`);
  });

  it('sends one receipt per successful payment, even with duplicate webhooks, polls and sweeps', async () => {
    const created = await api.createBooking(
      bookingBody({ payment: { method: 'mtn', number: sandboxNumbers.successWithDuplicateWebhook } }),
    );
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId;
    // The simulator's second webhook, plus a burst of replays and polls at once.
    await sleep(100);
    await Promise.all([
      ...Array.from({ length: 5 }, () =>
        api.webhook({ transId, externalId: reference, status: 'SUCCESSFUL' }),
      ),
      ...Array.from({ length: 5 }, () => api.paymentStatus(reference)),
    ]);
    app.advanceClock(2_000);
    await api.sweep(SWEEP_SECRET);
    const receipts = await mailFor(app, `payment-receipt/${reference}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      to: 'marie@example.cm',
      subject: `Payment received for reservation ${code}`,
    });
    expect(receipts[0]?.text).toContain(`Transaction reference: ${reference}`);
    expect(receipts[0]?.text).toContain('Booking status: Paid in full');
    expect(await sentFlags(app, code)).toEqual([{ confirmation: true, receipt: true }]);
  });

  it('a failing mailer fails neither the booking nor the payment; the sweep sends them later', async () => {
    const failures: string[] = [];
    app.setMailer({
      async send(message) {
        failures.push(message.idempotencyKey ?? '');
        throw new MailError('e-mail API refused the message: down', 503);
      },
    });
    const created = await api.createBooking(bookingBody());
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    expect((await api.getBooking(code)).body.data.status).toBe('payment_completed');
    // The webhook that recorded the success may still be sending when the poll answers.
    await vi.waitFor(() => expect(failures).toHaveLength(4));
    expect(failures).toEqual([
      `booking-confirmation/${code}`,
      `agency-notice/booking/${code}/${AGENCY_EMAIL}`,
      `payment-receipt/${reference}`,
      `agency-notice/payment/${reference}/${AGENCY_EMAIL}`,
    ]);
    expect(await sentFlags(app, code)).toEqual([{ confirmation: false, receipt: false }]);

    app.setMailer(null);
    app.advanceClock(2_000);
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.body.data.mail.confirmations).toBeGreaterThanOrEqual(1);
    expect(swept.body.data.mail.receipts).toBeGreaterThanOrEqual(1);
    expect(swept.body.data.mail.agencyNotices).toBeGreaterThanOrEqual(2);
    expect(await mailFor(app, `booking-confirmation/${code}`)).toHaveLength(1);
    expect(await mailFor(app, `payment-receipt/${reference}`)).toHaveLength(1);
    expect(await mailFor(app, `agency-notice/booking/${code}/${AGENCY_EMAIL}`)).toHaveLength(1);
    expect(await mailFor(app, `agency-notice/payment/${reference}/${AGENCY_EMAIL}`)).toHaveLength(1);
    expect(await sentFlags(app, code)).toEqual([{ confirmation: true, receipt: true }]);
    // Nothing left to send: a second sweep sends nothing again.
    expect((await api.sweep(SWEEP_SECRET)).body.data.mail).toEqual({
      confirmations: 0,
      receipts: 0,
      agencyNotices: 0,
      cancels: 0,
      refunds: 0,
      changes: 0,
      cancelDeclines: 0,
      overbooked: 0,
    });
  });

  it("tells the agency of a booking, in the agency's language, with a link to it in the back office", async () => {
    const created = await api.createBooking(bookingBody({ paymentType: 'multiple' }));
    const code: string = created.body.data.code;
    const [notice, ...others] = await mailFor(app, `agency-notice/booking/${code}/${AGENCY_EMAIL}`);
    expect(others).toEqual([]);
    // The deployed address, in the language of the CMS settings (tests/fixtures/catalogue.json).
    expect(notice?.to).toBe(AGENCY_EMAIL);
    expect(notice?.subject).toBe(`Nouvelle réservation ${code}\u202f: Escapade à la plage de Kribi, pour 3`);
    for (const line of [
      `La réservation ${code} pour Escapade à la plage de Kribi vient d’être faite sur le site.`,
      labelled('Total', formatXaf(300_000, 'fr'), 'fr'),
      `${SITE_URL}/fr/admin#booking=${code}`,
    ]) {
      expect(notice?.text).toContain(line);
    }
    expect(notice?.html).toContain(`<a href="${SITE_URL}/fr/admin#booking=${code}"`);
  });

  it('tells the agency of each payment once, however many webhooks, polls and sweeps', async () => {
    const created = await api.createBooking(
      bookingBody({ payment: { method: 'mtn', number: sandboxNumbers.successWithDuplicateWebhook } }),
    );
    const code: string = created.body.data.code;
    const reference: string = (await api.startPayment(code, { kind: 'full' })).body.data.reference;
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    const transId = app.simulator.control.payments().find((p) => p.externalId === reference)?.transId;
    await sleep(100);
    await Promise.all(
      Array.from({ length: 5 }, () => api.webhook({ transId, externalId: reference, status: 'SUCCESSFUL' })),
    );
    app.advanceClock(2_000);
    await api.sweep(SWEEP_SECRET);
    const notices = await mailFor(app, `agency-notice/payment/${reference}/${AGENCY_EMAIL}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(`Paiement reçu pour ${code}\u202f: ${formatXaf(306_000, 'fr')}`);
    expect(notices[0]?.text).toContain(labelled('Référence', reference, 'fr'));
    expect(notices[0]?.text).toContain(labelled('Reste à payer', formatXaf(0, 'fr'), 'fr'));
  });

  it("with the platform's waitUntil, a slow mail service does not hold up the answer", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const outbox = outboxMailer({ dir: app.outboxDir, from: MAIL_FROM });
    app.setMailer({
      async send(message) {
        await gate;
        await outbox.send(message);
      },
    });
    const { context, handedOver } = waitUntilContext();
    const created = await api.createBooking(bookingBody(), {}, context);
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    // Answered while the e-mails (customer's and agency's) are on their way, handed to the platform.
    expect(handedOver).toHaveLength(2);
    expect(await mailFor(app, `booking-confirmation/${code}`)).toEqual([]);
    release();
    await Promise.all(handedOver);
    expect(await mailFor(app, `booking-confirmation/${code}`)).toHaveLength(1);
    expect(await sentFlags(app, code)).toEqual([{ confirmation: true, receipt: null }]);
  });

  it('sends through an HTTP e-mail API (Resend shape) when configured', async () => {
    const received: Array<{
      auth: string | undefined;
      key: string | undefined;
      body: Record<string, unknown>;
    }> = [];
    const server: Server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      received.push({
        auth: req.headers.authorization,
        key: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"e-1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      app.setMailer(
        httpApiMailer({
          baseUrl: `http://127.0.0.1:${port}`,
          apiKey: 're_local',
          from: 'Tours <b@tours.example>',
        }),
      );
      const created = await api.createBooking(bookingBody());
      const code: string = created.body.data.code;
      expect(received.filter((r) => r.key?.startsWith('booking-confirmation/'))).toEqual([
        {
          auth: 'Bearer re_local',
          key: `booking-confirmation/${code}`,
          body: expect.objectContaining({
            from: 'Tours <b@tours.example>',
            to: ['marie@example.cm'],
            subject: `Your reservation ${code}: Kribi Beach Escape`,
          }),
        },
      ]);
      expect(await sentFlags(app, code)).toEqual([{ confirmation: true, receipt: null }]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
