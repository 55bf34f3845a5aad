import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FapshiProvider } from '../../../../src/server/payments/fapshi-provider.ts';
import {
  type MobileMoneyInitiate,
  type PaymentMedium,
  PaymentRejectedError,
  PaymentUnavailableError,
  type ProviderPaymentStatus,
} from '../../../../src/server/payments/provider.ts';
import {
  type RunningFapshiSimulator,
  startFapshiSimulator,
} from '../../../../src/simulator/fapshi-simulator.ts';
import { sandboxNumbers } from '../../../../src/simulator/sandbox-numbers.ts';

const credentials = { apiUser: 'test-user', apiKey: 'test-secret-key-123' };
let simulator: RunningFapshiSimulator;
let provider: FapshiProvider;
let attempt = 0;

beforeAll(async () => {
  simulator = await startFapshiSimulator({
    port: 0,
    ...credentials,
    timing: { pendingAfterMs: 100, finalAfterMs: 200, slowInitiateMs: 400 },
  });
  provider = new FapshiProvider({ baseUrl: simulator.url, ...credentials, timeoutMs: 2_000 });
});
afterEach(() => simulator.control.reset());
afterAll(() => simulator.stop());

function input(
  phone: string,
  medium: PaymentMedium = 'mtn',
  extra: Partial<MobileMoneyInitiate> = {},
): MobileMoneyInitiate {
  attempt += 1;
  return { amount: 5_000, phone, medium, externalId: `att_${attempt}`, ...extra };
}

async function waitForStatus(providerId: string, wanted: ProviderPaymentStatus, withinMs = 2_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const payment = await provider.status(providerId);
    if (payment.status === wanted || Date.now() > deadline) return payment;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

describe('FapshiProvider against the simulator', () => {
  it('initiates a payment, then follows it from created to successful', async () => {
    // Slow enough that a loaded machine still reads CREATED first.
    simulator.control.configure({ timing: { pendingAfterMs: 1_500, finalAfterMs: 2_000 } });
    const request = input('670000000', 'mtn', {
      name: 'Ada N.',
      email: 'ada@example.com',
      message: 'Down payment',
    });
    const started = await provider.initiate(request);

    expect(started.providerId).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(Number.isNaN(Date.parse(started.initiatedAt))).toBe(false);
    const first = await provider.status(started.providerId);
    expect(first).toMatchObject({
      status: 'created',
      amount: 5_000,
      medium: 'mtn',
      externalId: request.externalId,
    });
    expect(first.confirmedAt).toBeNull();

    const done = await waitForStatus(started.providerId, 'successful', 8_000);
    expect(done).toMatchObject({
      providerId: started.providerId,
      status: 'successful',
      payerName: 'Ada N.',
      email: 'ada@example.com',
    });
    expect(done.financialTransId).toMatch(/^\d+$/);
    expect(done.confirmedAt).not.toBeNull();
  });

  it('sends the number in local form, the medium, and the external id as Fapshi userId too', async () => {
    const request = input('+237 6 90 00 00 00', 'orange');
    const { providerId } = await provider.initiate(request);

    expect(simulator.control.payment(providerId)).toMatchObject({
      phone: '690000000',
      medium: 'orange money',
      externalId: request.externalId,
      userId: request.externalId,
    });
  });

  const outcomes: [string, PaymentMedium, ProviderPaymentStatus][] = [
    ...sandboxNumbers.success.mtn.map((phone): [string, PaymentMedium, ProviderPaymentStatus] => [
      phone,
      'mtn',
      'successful',
    ]),
    ...sandboxNumbers.success.orange.map((phone): [string, PaymentMedium, ProviderPaymentStatus] => [
      phone,
      'orange',
      'successful',
    ]),
    ...sandboxNumbers.failure.mtn.map((phone): [string, PaymentMedium, ProviderPaymentStatus] => [
      phone,
      'mtn',
      'failed',
    ]),
    ...sandboxNumbers.failure.orange.map((phone): [string, PaymentMedium, ProviderPaymentStatus] => [
      phone,
      'orange',
      'failed',
    ]),
    ['677123456', 'mtn', 'successful'],
    ['699123456', 'orange', 'successful'],
  ];
  it.each(outcomes)('%s (%s) ends %s', async (phone, medium, expected) => {
    const { providerId } = await provider.initiate(input(phone, medium));
    expect((await waitForStatus(providerId, expected)).status).toBe(expected);
  });

  it('reports the pending-forever number as pending', async () => {
    const { providerId } = await provider.initiate(input(sandboxNumbers.pendingForever));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await provider.status(providerId)).status).toBe('pending');
  });

  it('refuses wrong credentials with Fapshi message, without leaking the key', async () => {
    const intruder = new FapshiProvider({
      baseUrl: simulator.url,
      apiUser: 'test-user',
      apiKey: 'wrong-key',
    });
    const error = await intruder.initiate(input('670000000')).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentRejectedError);
    expect(error).toMatchObject({ httpStatus: 403, message: 'Invalid API credentials' });
    expect(JSON.stringify(intruder)).not.toContain('wrong-key');
    expect(String(Object.values(intruder))).not.toContain('wrong-key');
  });

  it.each([
    [
      'a number of another operator',
      input('660000000'),
      'phone is not an MTN or Orange Cameroon mobile number',
    ],
    ['an Orange number sent as MTN', input('690000000', 'mtn'), 'phone does not belong to mobile money'],
    ['an invalid e-mail', input('670000000', 'mtn', { email: 'not-an-email' }), 'email is invalid'],
  ])('maps a 400 for %s to PaymentRejectedError with the message', async (_case, request, message) => {
    await expect(provider.initiate(request)).rejects.toMatchObject({
      name: 'PaymentRejectedError',
      httpStatus: 400,
      message,
    });
  });

  it.each([
    ['an amount below 100', input('670000000', 'mtn', { amount: 99 })],
    ['a fractional amount', input('670000000', 'mtn', { amount: 1500.5 })],
    ['a phone that is not Cameroonian', input('+33612345678')],
    ['an external id with a forbidden character', input('670000000', 'mtn', { externalId: 'att/1' })],
  ])('refuses %s before calling Fapshi', async (_case, request) => {
    await expect(provider.initiate(request)).rejects.toBeInstanceOf(PaymentRejectedError);
    expect(simulator.control.payments()).toEqual([]);
  });

  it('turns a time-out into PaymentUnavailableError, and the payment is then found by external id', async () => {
    const impatient = new FapshiProvider({ baseUrl: simulator.url, ...credentials, timeoutMs: 100 });
    const request = input(sandboxNumbers.successAfterSlowInitiate);

    const error = await impatient.initiate(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentUnavailableError);
    expect((error as Error).message).toContain('within 100 ms');

    const found = await provider.findByExternalId(request.externalId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ externalId: request.externalId, amount: request.amount });
    expect((await waitForStatus(found[0]?.providerId ?? '', 'successful')).status).toBe('successful');
  });

  it('finds nothing for an external id never used, and only the matching one otherwise', async () => {
    const first = input('670000000');
    await provider.initiate(first);
    await provider.initiate(input('670000000'));

    expect(await provider.findByExternalId('att_never_used')).toEqual([]);
    expect((await provider.findByExternalId(first.externalId)).map((payment) => payment.externalId)).toEqual([
      first.externalId,
    ]);
  });

  it('refuses an unknown transaction id with a 404 rejection', async () => {
    await expect(provider.status('NoSuchId')).rejects.toMatchObject({
      name: 'PaymentRejectedError',
      httpStatus: 404,
    });
  });
});

describe('FapshiProvider when Fapshi misbehaves', () => {
  function answering(status: number, body: string) {
    const calls: Request[] = [];
    const fake: typeof fetch = async (url, init) => {
      calls.push(new Request(url, init));
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    };
    return {
      calls,
      provider: new FapshiProvider({ baseUrl: 'https://fapshi.test/', ...credentials, fetch: fake }),
    };
  }

  it.each([
    ['a 500', 500, '{"message":"boom"}'],
    ['a 503 without body', 503, ''],
    ['a 200 that is not JSON', 200, '<html>gateway</html>'],
    ['a 200 without transId', 200, '{"message":"ok"}'],
  ])('reports %s as unavailable', async (_case, status, body) => {
    await expect(answering(status, body).provider.initiate(input('670000000'))).rejects.toBeInstanceOf(
      PaymentUnavailableError,
    );
  });

  it('reports a 4xx without a message as a rejection with its status', async () => {
    await expect(answering(400, 'nope').provider.initiate(input('670000000'))).rejects.toMatchObject({
      name: 'PaymentRejectedError',
      httpStatus: 400,
      message: 'Fapshi refused with 400',
    });
  });

  it('reports a status body it cannot read as unavailable', async () => {
    const body = JSON.stringify({ transId: 'abc12345', status: 'REFUNDED', amount: 100 });
    await expect(answering(200, body).provider.status('abc12345')).rejects.toBeInstanceOf(
      PaymentUnavailableError,
    );
  });

  it('calls the documented paths with the credential headers', async () => {
    const { calls, provider: fake } = answering(200, '[]');
    await fake.findByExternalId('att_42');

    expect(calls[0]?.url).toBe('https://fapshi.test/transaction/att_42');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('apiuser')).toBe(credentials.apiUser);
    expect(calls[0]?.headers.get('apikey')).toBe(credentials.apiKey);
  });

  it('reports a refused connection as unavailable, without the key in the message', async () => {
    const stopped = await startFapshiSimulator({ port: 0, ...credentials });
    await stopped.stop();
    const unreachable = new FapshiProvider({ baseUrl: stopped.url, ...credentials });

    const error = await unreachable.status('abc12345').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentUnavailableError);
    expect((error as Error).message).not.toContain(credentials.apiKey);
  });
});
