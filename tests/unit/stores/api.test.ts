import { describe, expect, it } from 'vitest';
import { api } from '../../../src/api/contract.ts';
import { clientEndpoints, httpApi } from '../../../src/stores/api.ts';
import { $loading } from '../../../src/stores/loading.ts';

describe('client endpoints', () => {
  const samples = { code: 'K7MX-3QPD-2W', reference: 'pay_1' } as never;
  it.each(Object.keys(api) as Array<keyof typeof api>)('%s matches the contract', (name) => {
    const client = clientEndpoints[name];
    const contract = api[name];
    expect(client.method).toBe(contract.method);
    expect(client.pattern).toBe(contract.pattern);
    expect(client.path(samples)).toBe(contract.path(samples));
  });
});

describe('httpApi', () => {
  it('folds answers, refusals and network failures into outcomes', async () => {
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/api/bookings/AAAA')) {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            ok: false,
            message: 'Reservation not found',
            data: { key: 'api.booking.notFound' },
          }),
        );
      } else if (req.url === '/api/reviews') {
        res.statusCode = 502;
        res.setHeader('content-type', 'text/html');
        res.end('<html>Bad gateway</html>');
      } else {
        res.statusCode = 200;
        res.end(
          JSON.stringify({
            ok: true,
            message: 'ok',
            data: { code: 'X', lang: req.headers['accept-language'] },
          }),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: string, init?: RequestInit) =>
      realFetch(`${origin}${input}`, init)) as typeof fetch;
    try {
      const client = httpApi('fr');
      const ok = await client.getBooking('K7MX-3QPD-2W');
      expect(ok).toMatchObject({ kind: 'ok', data: { lang: 'fr' } });
      expect(await client.getBooking('AAAA-AAAA-AA')).toEqual({
        kind: 'refused',
        message: 'Reservation not found',
        data: { key: 'api.booking.notFound' },
      });
      const broken = await client.submitReview({
        code: 'x',
        displayName: 'a',
        rating: 5,
        text: 'long enough',
      });
      expect(broken).toMatchObject({ kind: 'failed', failure: { status: 502 } });
      expect($loading.get()).toBe(false);
    } finally {
      globalThis.fetch = realFetch;
      await new Promise((resolve) => server.close(resolve));
    }
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    try {
      const offline = await httpApi('en').paymentStatus('pay_1');
      expect(offline).toMatchObject({
        kind: 'failed',
        failure: { message: expect.stringContaining('network') },
      });
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
