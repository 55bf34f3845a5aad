import { describe, expect, it } from 'vitest';
import { api } from '../../../src/api/contract.ts';
import { ApiNetworkError, request } from '../../../src/api/request-json.ts';

type Seen = { url: string; init: RequestInit };

function fakeFetch(answer: () => Promise<Response>, seen: Seen[] = []): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
}

const envelope = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('request', () => {
  it('sends JSON with the language and idempotency headers to the endpoint path', async () => {
    const seen: Seen[] = [];
    const answer = await request(api.startPayment, {
      params: { code: 'K7MX-3QPD-2W' },
      body: { kind: 'deposit' },
      locale: 'fr',
      idempotencyKey: 'key-123456',
      baseUrl: 'http://site',
      fetch: fakeFetch(() => envelope({ ok: true, message: 'ok', data: { reference: 'pay_x' } }, 202), seen),
    });
    expect(answer).toEqual({ ok: true, message: 'ok', data: { reference: 'pay_x' } });
    expect(seen[0]?.url).toBe('http://site/api/bookings/K7MX-3QPD-2W/payments');
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe('{"kind":"deposit"}');
    expect(seen[0]?.init.headers).toMatchObject({
      'Accept-Language': 'fr',
      'Idempotency-Key': 'key-123456',
      'Content-Type': 'application/json',
    });
  });

  it('returns refusals as envelopes', async () => {
    const answer = await request(api.getBooking, {
      params: { code: 'nope' },
      fetch: fakeFetch(() => envelope({ ok: false, message: 'Reservation not found' }, 404)),
    });
    expect(answer).toEqual({ ok: false, message: 'Reservation not found' });
  });

  it.each<[string, () => Promise<Response>, string, number | undefined]>([
    ['network', () => Promise.reject(new TypeError('fetch failed')), 'network', undefined],
    ['parse', () => Promise.resolve(new Response('<html>', { status: 502 })), 'parse', undefined],
    ['not an envelope', () => envelope({ hello: 1 }), 'parse', undefined],
    ['timeout', () => new Promise<Response>(() => undefined), 'timeout', 20],
  ])('throws ApiNetworkError on %s', async (_label, answer, kind, timeoutMs) => {
    const call = request(api.getBooking, {
      params: { code: 'x' },
      fetch: (async (_url: string, init: RequestInit) =>
        Promise.race([
          answer(),
          new Promise<Response>((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
        ])) as unknown as typeof fetch,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    await expect(call).rejects.toBeInstanceOf(ApiNetworkError);
    await expect(call).rejects.toMatchObject({ kind });
  });

  it('reports an abort by the caller as aborted', async () => {
    const controller = new AbortController();
    const call = request(api.getBooking, {
      params: { code: 'x' },
      signal: controller.signal,
      fetch: (async (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )) as unknown as typeof fetch,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
  });
});
