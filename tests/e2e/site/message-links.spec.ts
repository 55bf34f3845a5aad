/**
 * Every link and picture the site sends opens where the site serves: the test server runs on a
 * port of its own (4331 and up, never the default 4321), and each kind of message is sent by the
 * site's functions, then each of its links on this machine is followed over HTTP: a staff sign-in
 * link, the booking confirmation's and the receipt's buttons, logo and trip picture, the WhatsApp
 * texts, the back office's payment link and its e-mail, and a reminder's links, stop link and
 * one-click `List-Unsubscribe`. Server
 * answers only, so one language on the phone.
 */
import type { APIRequestContext } from '@playwright/test';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import { addDays } from '../../../src/domain/balance-due.ts';
import { staffOrigin, staffSignedInOverHttp } from '../admin/admin-helpers.ts';
import { bookOverHttp, payOverHttp } from '../fixtures/bookings-over-http.ts';
import { type OutboxMail, waitForMail } from '../fixtures/outbox.ts';
import { expect, test } from '../fixtures/test.ts';
import { bookingMessages, customerWrites } from '../fixtures/whatsapp-twin.ts';
import { ONE_VIEWPORT } from './site-helpers.ts';

/** Days the e2e catalogue's balance is due before the trip (the sample's setting). */
const DUE_DAYS = 30;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The addresses on this machine a text or HTML names (links and pictures), each once. */
function localLinks(content: string): URL[] {
  const found = content.replaceAll('&amp;', '&').match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const urls = [...new Set(found)].map((link) => new URL(link));
  return urls.filter((url) => LOCAL_HOSTS.has(url.hostname));
}

/** Each link opens on the port the site serves, and answers 200 there. */
async function followAll(request: APIRequestContext, what: string, links: URL[], served: URL) {
  expect(links.length, `${what} names no link on this machine`).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.port, `${what}: ${link.href}`).toBe(served.port);
    const answer = await request.get(link.href);
    expect(answer.status(), `${what}: GET ${link.href}`).toBe(200);
  }
}

const mailWithKey = (key: string) =>
  waitForMail((mail: OutboxMail) => mail.idempotencyKey === key, `the e-mail ${key}`);

test(`every link and picture the site sends opens on the port it serves (fr) ${ONE_VIEWPORT}`, async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const served = new URL(baseURL ?? '');
  expect(served.port).not.toBe('4321');
  const locale = 'fr';

  // A booking whose 7-day balance reminder is due today, its down payment paid, WhatsApp on.
  const code = await bookOverHttp(request, locale, {
    paymentType: 'multiple',
    preferredDate: addDays(agencyToday(new Date()), DUE_DAYS + 7),
    whatsappOptIn: true,
  });
  // The customer proves the number theirs, as WhatsApp messages wait for (docs/whatsapp.md#proof).
  await customerWrites('+237677123456', `Bonjour, ma réservation ${code}`);
  await payOverHttp(request, locale, code);
  const confirmation = await mailWithKey(`booking-confirmation/${code}`);
  const pictures = localLinks(confirmation.html).filter((url) => /\.(png|jpe?g|webp)$/.test(url.pathname));
  expect(pictures.length, 'the logo and the trip picture').toBeGreaterThanOrEqual(2);
  await followAll(request, 'confirmation e-mail', localLinks(confirmation.html), served);
  await followAll(request, 'confirmation e-mail (text)', localLinks(confirmation.text), served);
  const receipt = await waitForMail(
    (mail) => mail.idempotencyKey?.startsWith('payment-receipt/') === true && mail.subject.includes(code),
    'the receipt',
  );
  await followAll(request, 'receipt e-mail', localLinks(receipt.html), served);

  const whatsapp = await bookingMessages(code, ['booking_confirmation', 'payment_receipt']);
  await followAll(request, 'WhatsApp texts', localLinks(whatsapp.map((m) => m.text).join('\n')), served);

  // Staff: the sign-in link, and the payment link the back office shows and e-mails.
  const staff = 'links.agent@agency.example';
  await staffSignedInOverHttp(request, locale, staff, 'agent');
  const signIn = await waitForMail((mail) => mail.to === staff, 'the sign-in link');
  await followAll(request, 'sign-in e-mail', localLinks(signIn.text), served);
  const sent = await request.post(`/api/admin/bookings/${code}/actions`, {
    data: { action: 'paymentLink', reason: 'Asked on the phone' },
    headers: { ...staffOrigin(), 'idempotency-key': `links-${code}` },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = ((await sent.json()) as { data: { link: { url: string } } }).data.link.url;
  await followAll(request, 'payment page link', [new URL(link)], served);
  const linkMail = await waitForMail(
    (mail) => mail.idempotencyKey?.startsWith('staff/') === true && mail.text.includes(link),
    'the payment link e-mail',
  );
  await followAll(request, 'payment link e-mail', localLinks(linkMail.html), served);

  // The reminders, run by the site's own trigger: the stop link and the one-click unsubscribe.
  const ran = await request.post('/api/internal/send-reminders', {
    headers: { 'x-sweep-secret': process.env['SWEEP_SECRET'] ?? '' },
  });
  expect(ran.status(), await ran.text()).toBe(200);
  const reminder = await mailWithKey(`reminder/balance_7/${code}`);
  await followAll(request, 'balance reminder', localLinks(reminder.html), served);
  const oneClick = new URL(/^<(.+)>$/.exec(reminder.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '');
  expect(oneClick.port, 'List-Unsubscribe').toBe(served.port);
  const unsubscribed = await request.post(oneClick.href, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);
});
