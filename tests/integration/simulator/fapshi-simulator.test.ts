import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type RunningFapshiSimulator,
  startFapshiSimulator,
} from '../../../src/simulator/fapshi-simulator.ts';
import { sandboxNumbers } from '../../../src/simulator/sandbox-numbers.ts';
import { eventually, sleep, startWebhookReceiver } from './webhook-receiver.ts';

const apiUser = 'sim-user';
const apiKey = 'sim-key';
const timing = {
  pendingAfterMs: 60,
  finalAfterMs: 150,
  lateWebhookMs: 300,
  duplicateWebhookGapMs: 50,
  slowInitiateMs: 300,
};

let simulator: RunningFapshiSimulator;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  simulator = await startFapshiSimulator({ port: 0, apiUser, apiKey, webhookUrl: receiver.url, timing });
});
afterEach(() => {
  simulator.control.reset();
  receiver.received.length = 0;
});
afterAll(async () => {
  await simulator.stop();
  await receiver.stop();
});

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${simulator.url}${path}`, {
    method,
    headers: { apiuser: apiUser, apikey: apiKey, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

async function pay(phone: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await call('POST', '/direct-pay', { amount: 1_000, phone, ...extra });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { message: string; transId: string; dateInitiated: string };
  expect(body.message).toBe('Request successful');
  return body.transId;
}

async function statusOf(transId: string): Promise<string> {
  const response = await call('GET', `/payment-status/${transId}`);
  return ((await response.json()) as { status: string }).status;
}

function webhooksFor(transId: string) {
  return receiver.received.filter((webhook) => webhook.body.transId === transId);
}

describe('Fapshi simulator API', () => {
  it.each([
    ['a missing amount', { phone: '670000000' }, 'amount is required'],
    ['an amount as text', { amount: '1000', phone: '670000000' }, 'amount must be an integer'],
    ['a fractional amount', { amount: 100.5, phone: '670000000' }, 'amount must be an integer'],
    ['an amount below 100', { amount: 99, phone: '670000000' }, 'amount must be at least 100'],
    ['a missing phone', { amount: 1000 }, 'phone is required'],
    ['a phone with the country code', { amount: 1000, phone: '237670000000' }, 'phone must be a 9-digit'],
    ['a phone as a number', { amount: 1000, phone: 670000000 }, 'phone must be a 9-digit'],
    ['a landline', { amount: 1000, phone: '222123456' }, 'not an MTN or Orange'],
    ['a Nexttel number', { amount: 1000, phone: '660000000' }, 'not an MTN or Orange'],
    ['an unknown medium', { amount: 1000, phone: '670000000', medium: 'card' }, 'medium must be'],
    [
      'a medium of another operator',
      { amount: 1000, phone: '670000000', medium: 'orange money' },
      'does not belong',
    ],
    [
      'an external id with a slash',
      { amount: 1000, phone: '670000000', externalId: 'a/b' },
      'externalId must be',
    ],
    ['an overlong user id', { amount: 1000, phone: '670000000', userId: 'u'.repeat(101) }, 'userId must be'],
    ['a bad e-mail', { amount: 1000, phone: '670000000', email: 'ada@' }, 'email is invalid'],
    ['an array body', [1000], 'JSON object'],
    ['a body that is not JSON', '{amount:', 'valid JSON'],
  ])('refuses %s with 400 and a message', async (_case, body, message) => {
    const response = await call('POST', '/direct-pay', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    expect(simulator.control.payments()).toEqual([]);
  });

  it.each([
    ['a wrong key', { apikey: 'nope' }],
    ['a wrong user', { apiuser: 'nope' }],
  ])('answers 403 Invalid API credentials for %s', async (_case, headers) => {
    const response = await call('POST', '/direct-pay', { amount: 1000, phone: '670000000' }, headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid API credentials' });
  });

  it('answers 403 when credentials are missing', async () => {
    const response = await fetch(`${simulator.url}/balance`);
    expect(response.status).toBe(403);
  });

  it('refuses a GET with a body', async () => {
    const transId = await pay('670000000');
    // fetch will not send a GET body, so this one goes through node:http.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(
        `${simulator.url}/payment-status/${transId}`,
        {
          method: 'GET',
          headers: {
            apiuser: apiUser,
            apikey: apiKey,
            'content-type': 'application/json',
            'content-length': '15',
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end('{"transId":"x"}');
    });
    expect(answer).toEqual({
      status: 400,
      body: JSON.stringify({ message: 'GET requests must not contain a body' }),
    });
    expect((await call('GET', `/payment-status/${transId}`)).status).toBe(200);
  });

  it('answers the documented status body, with the medium detected from the number', async () => {
    const transId = await pay('656000000', {
      name: 'Ada',
      email: 'ada@example.com',
      externalId: 'att_1',
      userId: 'u_1',
    });
    const response = await call('GET', `/payment-status/${transId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      transId,
      status: 'CREATED',
      medium: 'orange money',
      amount: 1000,
      revenue: 970,
      payerName: 'Ada',
      email: 'ada@example.com',
      externalId: 'att_1',
      userId: 'u_1',
      webhook: receiver.url,
    });
  });

  it('answers 404 for an unknown transaction and an unknown path', async () => {
    expect((await call('GET', '/payment-status/Unknown1')).status).toBe(404);
    expect((await call('GET', '/no-such-endpoint')).status).toBe(404);
  });

  it('lists the transactions of a user id', async () => {
    const mine = await pay('670000000', { userId: 'att_7' });
    await pay('670000000', { userId: 'att_8' });
    const body = (await (await call('GET', '/transaction/att_7')).json()) as { transId: string }[];
    expect(body.map((payment) => payment.transId)).toEqual([mine]);
    expect(await (await call('GET', '/transaction/nobody')).json()).toEqual([]);
  });

  it('searches by status, medium, amount, with limit and sort', async () => {
    simulator.control.configure({ timing: { finalAfterMs: 60_000 } });
    const first = await pay('670000000', { amount: 500 });
    await sleep(5);
    const second = await pay('690000000', { amount: 700 });
    await sleep(5);
    const third = await pay('670000002', { amount: 700 });
    const ids = async (query: string) =>
      ((await (await call('GET', `/search${query}`)).json()) as { transId: string }[]).map((p) => p.transId);

    expect(await ids('')).toEqual([third, second, first]);
    expect(await ids('?sort=asc&limit=2')).toEqual([first, second]);
    expect(await ids('?amt=700')).toEqual([third, second]);
    expect(await ids('?medium=orange%20money')).toEqual([second]);
    expect(await ids('?status=successful')).toEqual([]);
    expect(await ids('?status=bogus&limit=1000')).toEqual([third, second, first]);
  });

  it('expires a pending payment once, with a webhook, then refuses again', async () => {
    const transId = await pay(sandboxNumbers.pendingForever);
    const expired = await call('POST', '/expire-pay', { transId });
    expect(expired.status).toBe(200);
    expect(await expired.json()).toMatchObject({ transId, status: 'EXPIRED' });

    const again = await call('POST', '/expire-pay', { transId });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Link already expired' });
    expect(await eventually(() => webhooksFor(transId).length === 1)).toBe(true);
    expect(webhooksFor(transId)[0]?.body.status).toBe('EXPIRED');
  });

  it('refuses to expire a successful payment', async () => {
    const transId = await pay('670000000');
    simulator.control.settle(transId, 'SUCCESSFUL');
    const response = await call('POST', '/expire-pay', { transId });
    expect(response.status).toBe(400);
  });

  it('reports a balance of successful revenue', async () => {
    const transId = await pay('670000000');
    simulator.control.settle(transId, 'SUCCESSFUL');
    expect(await (await call('GET', '/balance')).json()).toMatchObject({ balance: 970, currency: 'XAF' });
  });
});

describe('Fapshi simulator state machine', () => {
  it('moves CREATED -> PENDING -> SUCCESSFUL on schedule and notifies once', async () => {
    // Wider than the other tests' timing so that a loaded machine still sees CREATED first.
    const slow = { pendingAfterMs: 300, finalAfterMs: 600 };
    simulator.control.configure({ timing: slow });
    const started = Date.now();
    const transId = await pay('670000000');
    expect(await statusOf(transId)).toBe('CREATED');

    expect(await eventually(() => simulator.control.payment(transId)?.status === 'PENDING')).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(slow.pendingAfterMs - 5);
    expect(await eventually(() => simulator.control.payment(transId)?.status === 'SUCCESSFUL')).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(slow.finalAfterMs - 5);

    expect(await eventually(() => webhooksFor(transId).length === 1)).toBe(true);
    await sleep(150);
    expect(webhooksFor(transId)).toHaveLength(1);
    const body = webhooksFor(transId)[0]?.body;
    expect(body).toMatchObject({ transId, status: 'SUCCESSFUL', amount: 1000, medium: 'mobile money' });
    expect(body?.dateConfirmed).toEqual(expect.any(String));
    expect(body?.financialTransId).toEqual(expect.any(String));
    expect(await statusOf(transId)).toBe('SUCCESSFUL');
  });

  it('ends a failure number FAILED, notified once', async () => {
    const transId = await pay(sandboxNumbers.failure.orange[0]);
    expect(await eventually(() => webhooksFor(transId).length === 1)).toBe(true);
    expect(webhooksFor(transId)[0]?.body.status).toBe('FAILED');
    expect(await statusOf(transId)).toBe('FAILED');
  });

  it('keeps the pending-forever number pending, without webhook', async () => {
    const transId = await pay(sandboxNumbers.pendingForever);
    await sleep(timing.finalAfterMs + 150);
    expect(await statusOf(transId)).toBe('PENDING');
    expect(webhooksFor(transId)).toEqual([]);
  });

  it('expires an unconfirmed payment after expireAfterMs when configured', async () => {
    simulator.control.configure({ timing: { expireAfterMs: 200 } });
    const transId = await pay(sandboxNumbers.pendingForever);
    const success = await pay('670000000');

    expect(await eventually(() => simulator.control.payment(transId)?.status === 'EXPIRED')).toBe(true);
    expect(await eventually(() => webhooksFor(transId).length === 1)).toBe(true);
    await sleep(100);
    expect(simulator.control.payment(success)?.status).toBe('SUCCESSFUL');
    expect(webhooksFor(success).map((webhook) => webhook.body.status)).toEqual(['SUCCESSFUL']);
  });

  it('succeeds silently for the no-webhook number', async () => {
    const transId = await pay(sandboxNumbers.successWithoutWebhook);
    expect(await eventually(() => simulator.control.payment(transId)?.status === 'SUCCESSFUL')).toBe(true);
    await sleep(200);
    expect(webhooksFor(transId)).toEqual([]);
  });

  it('sends the webhook twice for the duplicate-webhook number', async () => {
    const transId = await pay(sandboxNumbers.successWithDuplicateWebhook);
    expect(await eventually(() => webhooksFor(transId).length === 2)).toBe(true);
    const [first, second] = webhooksFor(transId);
    expect(first?.body).toEqual(second?.body);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(timing.duplicateWebhookGapMs - 10);
    await sleep(150);
    expect(webhooksFor(transId)).toHaveLength(2);
  });

  it('sends the webhook late for the late-webhook number', async () => {
    const transId = await pay(sandboxNumbers.successWithLateWebhook);
    expect(await eventually(() => simulator.control.payment(transId)?.status === 'SUCCESSFUL')).toBe(true);
    const succeededAt = Date.now();
    await sleep(timing.lateWebhookMs / 2);
    expect(webhooksFor(transId)).toEqual([]);

    expect(await eventually(() => webhooksFor(transId).length === 1)).toBe(true);
    expect((webhooksFor(transId)[0]?.at ?? 0) - succeededAt).toBeGreaterThanOrEqual(
      timing.lateWebhookMs - 30,
    );
    expect(webhooksFor(transId)[0]?.body.status).toBe('SUCCESSFUL');
  });

  it('answers the slow-initiate number late, after creating the payment at once', async () => {
    const started = Date.now();
    const answer = pay(sandboxNumbers.successAfterSlowInitiate, {
      externalId: 'att_slow',
      userId: 'att_slow',
    });
    await sleep(50);
    expect(simulator.control.payments().map((payment) => payment.externalId)).toEqual(['att_slow']);

    const transId = await answer;
    expect(Date.now() - started).toBeGreaterThanOrEqual(timing.slowInitiateMs - 10);
    expect(simulator.control.payment(transId)?.status).toBe('SUCCESSFUL');
  });
});

describe('Fapshi simulator control endpoint', () => {
  const control = (method: string, path: string, body?: unknown) =>
    fetch(`${simulator.url}/__control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('lists payments with the number and outcome, without credentials', async () => {
    const transId = await pay(sandboxNumbers.pendingForever, { message: 'Booking ABC' });
    const body = (await (await control('GET', '/payments')).json()) as {
      payments: Record<string, unknown>[];
    };
    expect(body.payments).toEqual([
      expect.objectContaining({
        transId,
        phone: sandboxNumbers.pendingForever,
        outcome: 'pending-forever',
        message: 'Booking ABC',
      }),
    ]);
  });

  it('settles a payment, which notifies the final status', async () => {
    const transId = await pay(sandboxNumbers.pendingForever);
    const response = await control('POST', `/payments/${transId}/settle`, { status: 'FAILED' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ payment: { transId, status: 'FAILED' } });
    expect(await statusOf(transId)).toBe('FAILED');
    expect(await eventually(() => webhooksFor(transId).length === 1)).toBe(true);

    // A settled payment no longer follows its own schedule.
    const early = await pay('670000000');
    await control('POST', `/payments/${early}/settle`, { status: 'PENDING' });
    await sleep(timing.finalAfterMs + 100);
    expect(await statusOf(early)).toBe('PENDING');
  });

  it.each([
    ['an unknown status', { status: 'DONE' }, 400],
    ['no status', {}, 400],
  ])('refuses to settle with %s', async (_case, body, status) => {
    const transId = await pay('670000000');
    expect((await control('POST', `/payments/${transId}/settle`, body)).status).toBe(status);
  });

  it('answers 404 when settling an unknown payment', async () => {
    expect((await control('POST', '/payments/Nope1234/settle', { status: 'FAILED' })).status).toBe(404);
  });

  it('changes timing and webhook URL, and reset restores them', async () => {
    const changed = await control('POST', '/config', { timing: { finalAfterMs: 5_000 }, webhookUrl: null });
    expect(await changed.json()).toMatchObject({ timing: { finalAfterMs: 5_000 }, webhookUrl: null });

    const transId = await pay(sandboxNumbers.failure.mtn[0]);
    simulator.control.settle(transId, 'FAILED');
    await sleep(100);
    expect(webhooksFor(transId)).toEqual([]);

    expect((await control('POST', '/reset')).status).toBe(200);
    expect(await (await control('GET', '/config')).json()).toEqual({
      timing: expect.objectContaining({ finalAfterMs: timing.finalAfterMs }),
      webhookUrl: receiver.url,
    });
    expect(simulator.control.payments()).toEqual([]);
  });

  it.each([
    ['a negative delay', { timing: { finalAfterMs: -1 } }],
    ['a delay as text', { timing: { pendingAfterMs: 'soon' } }],
    ['an unknown field', { timing: { warpSpeed: 1 } }],
    ['a webhook URL that is a number', { webhookUrl: 5 }],
  ])('refuses a configuration with %s', async (_case, body) => {
    expect((await control('POST', '/config', body)).status).toBe(400);
  });

  it('records webhook deliveries with the receiver answer', async () => {
    const transId = await pay('670000000');
    simulator.control.settle(transId, 'SUCCESSFUL');
    expect(await eventually(() => simulator.control.webhooks().length === 1)).toBe(true);
    const body = (await (await control('GET', '/webhooks')).json()) as { webhooks: unknown[] };
    expect(body.webhooks).toEqual([
      expect.objectContaining({ transId, status: 'SUCCESSFUL', url: receiver.url, httpStatus: 200 }),
    ]);
  });

  it('answers 404 for an unknown control path', async () => {
    expect((await control('GET', '/nothing')).status).toBe(404);
  });
});
