/**
 * CinetPay's adapter against its twin over HTTP: the initiate's body and answer, the check endpoint
 * through a payment's life on the hosted page (success, decline, 3-D Secure, abandon), refusals,
 * time-outs, and the notification's `x-token` read in constant time.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationToken } from '../../../../src/server/payments/cinetpay-payload.ts';
import { CinetPayProvider } from '../../../../src/server/payments/cinetpay-provider.ts';
import {
  type CardInitiate,
  PaymentRejectedError,
  PaymentUnavailableError,
} from '../../../../src/server/payments/provider.ts';
import { type RunningCinetPayTwin, startCinetPayTwin } from '../../../../src/simulator/cinetpay-twin.ts';

const merchant = { apiKey: 'unit-api-key', siteId: '105900777', secretKey: 'unit-secret-key' };
let twin: RunningCinetPayTwin;
let provider: CinetPayProvider;
let receiver: Server;
const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
let counter = 0;

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
  twin = await startCinetPayTwin({ port: 0, ...merchant, notify: { delayMs: 0, url: notifyUrl } });
  provider = new CinetPayProvider({ baseUrl: twin.url, ...merchant, timeoutMs: 1_000 });
});
afterEach(() => {
  twin.control.reset();
  received.length = 0;
});
afterAll(async () => {
  await twin.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function card(extra: Partial<CardInitiate> = {}): CardInitiate {
  counter += 1;
  return {
    medium: 'card',
    amount: 93_150,
    externalId: `pay_unit${String(counter).padStart(16, '0')}`,
    message: 'Booking K7MX-3QPD-2W',
    customer: {
      firstName: 'Ada',
      lastName: 'Nkemelu',
      email: 'ada@example.com',
      phone: '+33612345678',
      country: 'FR',
    },
    returnUrl: 'https://tours.example/payments/card/return?code=K7MX-3QPD-2W&attempt=x',
    notifyUrl: 'https://tours.example/api/payments/notify/cinetpay',
    locale: 'fr',
    ...extra,
  };
}

/** Fills the twin's hosted page as a customer would, from its address. */
async function payOnPage(url: string, number: string): Promise<string> {
  const path = new URL(url).pathname;
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({ card: number, expiry: '12/30', cvc: '123' });
  const answer = await fetch(`${twin.url}${path}/card`, { method: 'POST', body: form });
  return answer.text();
}

async function waitForNotification(): Promise<{ headers: IncomingMessage['headers']; body: string }> {
  for (let i = 0; i < 100 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  const first = received[0];
  if (!first) throw new Error('no notification arrived');
  return first;
}

describe('CinetPayProvider against the twin', () => {
  it('opens a card payment under our reference and sends the customer to its page', async () => {
    const input = card();
    const started = await provider.initiate(input);
    expect(started.providerId).toBe(input.externalId);
    expect(started.redirectUrl).toMatch(new RegExp(`^${twin.url}/payment/[0-9a-f]{48}$`));
    const opened = twin.control.transaction(input.externalId);
    expect(opened).toMatchObject({ amount: 93_150, currency: 'XAF', lang: 'fr', channels: 'CREDIT_CARD' });
    expect(opened?.metadata).toBe(input.externalId);
    expect(await provider.status(input.externalId)).toMatchObject({ status: 'pending', amount: 93_150 });
  });

  it.each([
    ['4000 0000 0000 0002', 'successful', null],
    ['5555 5555 5555 4444', 'successful', null],
    ['4000 0000 0000 0069', 'failed', 'card declined (600 PAYMENT_FAILED)'],
  ])('card %s ends %s, told by the check', async (number, status, failureText) => {
    const input = card();
    const { redirectUrl } = await provider.initiate(input);
    const done = await payOnPage(redirectUrl ?? '', number);
    expect(done).toContain('action="https://tours.example/payments/card/return');
    const payment = await provider.status(input.externalId);
    expect(payment).toMatchObject({ status, amount: 93_150, currency: 'XAF', externalId: input.externalId });
    expect(payment.failureText ?? null).toBe(failureText);
  });

  it('takes the 3-D Secure step: the right code pays, a wrong one declines', async () => {
    for (const [code, status] of [
      ['1234', 'successful'],
      ['0000', 'failed'],
    ] as const) {
      const input = card();
      const { redirectUrl } = await provider.initiate(input);
      const challenge = await payOnPage(redirectUrl ?? '', '4000000000003220');
      expect(challenge).toContain('3-D Secure');
      const path = new URL(redirectUrl ?? '').pathname;
      await fetch(`${twin.url}${path}/challenge`, { method: 'POST', body: new URLSearchParams({ code }) });
      expect((await provider.status(input.externalId)).status).toBe(status);
    }
  });

  it('reads an abandoned payment as failed for that reason', async () => {
    const input = card();
    const { redirectUrl } = await provider.initiate(input);
    await fetch(`${redirectUrl}/cancel`, { method: 'POST' });
    expect(await provider.status(input.externalId)).toMatchObject({
      status: 'failed',
      failureText: 'abandoned on the payment page (627 TRANSACTION_CANCEL)',
    });
  });

  it('finds nothing under a reference CinetPay never heard of, and one payment under ours', async () => {
    expect(await provider.findByExternalId('pay_neverheardof0000000')).toEqual([]);
    const input = card();
    await provider.initiate(input);
    expect(await provider.findByExternalId(input.externalId)).toHaveLength(1);
  });

  it('refuses locally an amount CinetPay would refuse, and a medium it is not for', async () => {
    await expect(provider.initiate(card({ amount: 93_151 }))).rejects.toBeInstanceOf(PaymentRejectedError);
    await expect(provider.initiate(card({ amount: 95 }))).rejects.toBeInstanceOf(PaymentRejectedError);
    const phone = { amount: 5_000, phone: '670000000', medium: 'mtn' as const, externalId: 'pay_x' };
    await expect(provider.initiate(phone)).rejects.toBeInstanceOf(PaymentRejectedError);
    expect(twin.control.transactions()).toHaveLength(0);
  });

  it("passes on CinetPay's refusals: a transaction id used twice, wrong credentials", async () => {
    const input = card();
    await provider.initiate(input);
    await expect(provider.initiate(input)).rejects.toThrow(/624 TRANSACTION_ID_ALREADY_EXISTS/);
    const wrong = new CinetPayProvider({ baseUrl: twin.url, ...merchant, apiKey: 'nope' });
    await expect(wrong.initiate(card())).rejects.toThrow(/609 AUTH_NOT_FOUND/);
    await expect(wrong.status(input.externalId)).rejects.toBeInstanceOf(PaymentRejectedError);
  });

  it('says an unanswered initiate is unknown, and the payment can then be found', async () => {
    twin.control.configure({ initAnswerDelayMs: 1_500 });
    const input = card();
    await expect(provider.initiate(input)).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(await provider.findByExternalId(input.externalId)).toMatchObject([{ status: 'pending' }]);
  });

  it('says an unreachable CinetPay is unavailable, never refused', async () => {
    const down = new CinetPayProvider({ baseUrl: 'http://127.0.0.1:9', ...merchant, timeoutMs: 300 });
    await expect(down.initiate(card())).rejects.toBeInstanceOf(PaymentUnavailableError);
    await expect(down.status('pay_x')).rejects.toBeInstanceOf(PaymentUnavailableError);
  });
});

describe("CinetPay's notification", () => {
  it('is read when its x-token is right, with the card digits it gives', async () => {
    const input = card();
    const { redirectUrl } = await provider.initiate(input);
    await payOnPage(redirectUrl ?? '', '4000000000000002');
    const { headers, body } = await waitForNotification();
    const form = new URLSearchParams(body);
    expect(headers['x-token']).toBe(notificationToken(form, merchant.secretKey));
    expect(form.get('cpm_site_id')).toBe(merchant.siteId);
    const hint = provider.readNotification({
      headers: new Headers({ 'x-token': String(headers['x-token']) }),
      body,
    });
    expect(hint).toEqual({
      providerId: input.externalId,
      externalId: input.externalId,
      amount: 93_150,
      currency: 'XAF',
      cardLastDigits: '0002',
    });
  });

  it('is refused with a wrong, missing or malformed token, or another site', async () => {
    const input = card();
    await provider.initiate(input);
    const transaction = twin.control.transaction(input.externalId);
    if (!transaction) throw new Error('no transaction');
    await twin.control.notify(input.externalId, { token: 'wrong' });
    await twin.control.notify(input.externalId, { token: 'missing' });
    for (const { headers, body } of received) {
      const token = headers['x-token'] === undefined ? null : String(headers['x-token']);
      expect(
        provider.readNotification({ headers: new Headers(token ? { 'x-token': token } : {}), body }),
      ).toBeNull();
    }
    const form = new URLSearchParams(received[0]?.body);
    form.set('cpm_site_id', '999');
    const signed = notificationToken(form, merchant.secretKey);
    const other = { headers: new Headers({ 'x-token': signed }), body: form.toString() };
    expect(provider.readNotification(other)).toBeNull();
    const short = { headers: new Headers({ 'x-token': 'abc' }), body: received[0]?.body ?? '' };
    expect(provider.readNotification(short)).toBeNull();
  });
});
