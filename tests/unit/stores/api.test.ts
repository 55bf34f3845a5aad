import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_EXPORT_PATH, adminApi } from '../../../src/api/admin-contract.ts';
import { api, serverPaths } from '../../../src/api/contract.ts';
import { httpApi } from '../../../src/stores/api.ts';
import { $loading } from '../../../src/stores/loading.ts';

describe('the contract', () => {
  // Netlify reads each function's `config` statically, so its path is written there as a literal.
  it.each([
    ['createBooking', 'bookings-create'],
    ['getBooking', 'bookings-get'],
    ['startPayment', 'payments-start'],
    ['paymentStatus', 'payments-status'],
    ['submitReview', 'reviews-create'],
    ['requestCancel', 'bookings-cancel-request'],
    ['departures', 'packages-departures'],
    ['nameTravellers', 'bookings-travellers'],
  ] as const)('%s is served by functions/%s.ts at its pattern', async (name, file) => {
    const source = readFileSync(new URL(`../../../functions/${file}.ts`, import.meta.url), 'utf8');
    expect(source).toContain(`path: '${api[name].pattern}'`);
  });

  it.each([
    ['webhook', 'payments-webhook'],
    ['whatsappWebhook', 'whatsapp-webhook'],
    ['sweep', 'sweep-payments-http'],
  ] as const)('the %s is served by functions/%s.ts at its path', (name, file) => {
    const source = readFileSync(new URL(`../../../functions/${file}.ts`, import.meta.url), 'utf8');
    expect(source).toContain(`path: '${serverPaths[name]}'`);
  });

  it("the providers' notifications are served by functions/payments-notify.ts at its pattern", () => {
    const source = readFileSync(new URL('../../../functions/payments-notify.ts', import.meta.url), 'utf8');
    expect(source).toContain(`path: '${serverPaths.notifyPattern}'`);
    expect(serverPaths.notify('cinetpay')).toBe('/api/payments/notify/cinetpay');
  });

  it('every back office endpoint is served by one function at its pattern', () => {
    const dir = new URL('../../../functions/', import.meta.url);
    const declared = readdirSync(dir)
      .filter((name) => name.startsWith('admin-'))
      .map((name) => /path: '([^']+)'/.exec(readFileSync(new URL(name, dir), 'utf8'))?.[1]);
    for (const pattern of [...Object.values(adminApi).map((e) => e.pattern), ADMIN_EXPORT_PATH]) {
      expect(
        declared.filter((path) => path === pattern),
        pattern,
      ).toHaveLength(1);
    }
  });

  it('builds paths with the parameters encoded', () => {
    expect(api.getBooking.path({ code: 'K7MX 3QPD' })).toBe('/api/bookings/K7MX%203QPD');
    expect(api.startPayment.path({ code: 'K7MX-3QPD-2W' })).toBe('/api/bookings/K7MX-3QPD-2W/payments');
    expect(api.paymentStatus.path({ reference: 'pay_1' })).toBe('/api/payments/pay_1');
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
