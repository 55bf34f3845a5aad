/** Card payments in the integration tests: a booking for a card, and the twin's page filled in. */
import { expect } from 'vitest';
import { api, bookingBody, type TestApp } from './app.ts';

export const CARDS = {
  visa: '4000 0000 0000 0002',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0069',
  challenge: '4000 0000 0000 3220',
} as const;

/** A booking made for a card by a visitor abroad (a French WhatsApp number), its code. */
export async function cardBooking(overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await api.createBooking(
    bookingBody({
      contact: {
        fullName: 'Claire Mbarga Durand',
        email: 'claire@example.fr',
        whatsapp: '+33 6 12 34 56 78',
      },
      payment: { method: 'card' },
      ...overrides,
    }),
  );
  expect(created.status).toBe(201);
  return created.body.data.code as string;
}

/** Starts a card payment and answers it; fails the test unless the page's address came with it. */
export async function startCard(code: string, kind: string, headers?: Record<string, string>) {
  const started = await api.startPayment(code, { kind, method: 'card' }, headers);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body.data.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payment\/[0-9a-f]{48}$/);
  return started.body.data as { reference: string; redirectUrl: string; dueNow: number; fee: number };
}

/** What a customer does on the twin's hosted page: a card typed in, or the payment cancelled. */
export async function onTwinPage(redirectUrl: string, action: string | 'cancel'): Promise<string> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  if (action === 'cancel') return (await fetch(`${redirectUrl}/cancel`, { method: 'POST' })).text();
  const form = new URLSearchParams({ card: action, expiry: '12/30', cvc: '123' });
  return (await fetch(`${redirectUrl}/card`, { method: 'POST', body: form })).text();
}

/** The attempt as stored (read as the owner, without asking any provider). */
export async function storedAttempt(app: TestApp, reference: string) {
  const { rows } = await app.db.pool.query<{
    status: string;
    provider: string;
    provider_id: string | null;
    card_last_digits: string | null;
    redirect_url: string | null;
    method: string;
    number: string;
  }>(
    `SELECT status, provider, provider_id, card_last_digits, redirect_url, method, number
     FROM payment_attempts WHERE reference = $1`,
    [reference],
  );
  return rows[0];
}

export async function amountPaid(app: TestApp, code: string): Promise<number> {
  const { rows } = await app.db.pool.query<{ amount_paid: number }>(
    'SELECT amount_paid FROM bookings WHERE code = $1',
    [code],
  );
  return Number(rows[0]?.amount_paid);
}

/** Waits until the twin has delivered this many notifications (or gives up). */
export async function deliveries(app: TestApp, count: number, timeoutMs = 3_000) {
  const until = Date.now() + timeoutMs;
  while (app.cinetpay.control.deliveries().length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return app.cinetpay.control.deliveries();
}
