/**
 * Above the online cap (1,000,000 XAF) only the down payment is paid online: a request that asks for
 * a single payment is stored as what the rules applied, a down payment online with the rest with the
 * agency, and the booking, its details, its confirmation, the agency's notice and the CSV say so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingQueryFrom } from '../../../src/domain/booking-query.ts';
import { formatXaf } from '../../../src/i18n/format.ts';
import { bookingsCsv } from '../../../src/server/admin/bookings-csv.ts';
import { api, bookingBody, startTestApp, type TestApp } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

// 11 people at 100,000 XAF: 1,100,000 XAF, above the cap; the down payment (30 %) is 330,000.
const ABOVE_CAP = { spots: 11, paymentType: 'single' };

describe.each(databaseKinds())('a single payment asked for above the cap (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  async function storedType(code: string): Promise<string> {
    const { rows } = await app.db.pool.query('SELECT payment_type FROM bookings WHERE code = $1', [code]);
    return (rows[0] as { payment_type: string }).payment_type;
  }

  it('is stored and answered as a down payment online, never a single payment', async () => {
    const created = await api.createBooking(bookingBody(ABOVE_CAP));
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    expect(created.body.data).toMatchObject({
      paymentType: 'multiple',
      firstPayment: { kind: 'deposit', amount: 330_000 },
      balanceAfter: 770_000,
    });
    expect(await storedType(code)).toBe('multiple');
    const details = await api.getBooking(code);
    expect(details.body.data).toMatchObject({ paymentType: 'multiple', nextPayment: { kind: 'deposit' } });
  });

  it('is told as "down payment online, rest with the agency" in the confirmation, in both languages', async () => {
    for (const [locale, line] of [
      ['en', 'Payment type: Down payment online, rest with the agency'],
      ['fr', 'Type de paiement\u202f: Acompte en ligne, reste auprès de l’agence'],
    ] as const) {
      const created = await api.createBooking(bookingBody({ ...ABOVE_CAP, locale }));
      const code: string = created.body.data.code;
      const mail = (await app.outbox()).find((m) => m.idempotencyKey === `booking-confirmation/${code}`);
      expect(mail?.text).toContain(line);
      expect(mail?.text).not.toMatch(/Single payment|Paiement unique/);
      expect(mail?.text).toContain(formatXaf(1_100_000, locale));
    }
  });

  it('is listed in the CSV as a down payment online', async () => {
    const created = await api.createBooking(
      bookingBody({
        ...ABOVE_CAP,
        contact: { fullName: 'Cap Ndzana', email: 'cap@example.cm', whatsapp: '670000000' },
      }),
    );
    expect(created.status).toBe(201);
    const csv = await bookingsCsv(app.db.pool, bookingQueryFrom(new URLSearchParams('q=Ndzana')), 'en');
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toContain('"1100000","0","1100000","Down payment online, rest with the agency"');
  });
});
