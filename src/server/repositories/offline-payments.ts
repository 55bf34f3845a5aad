/**
 * Money the agency took itself (cash, transfer, mobile money outside the site): a payment attempt
 * successful at once and confirmed now, with the staff's record of it beside. Its amount then counts
 * as paid through the trigger of migration 013, as an online success does.
 */
import type pg from 'pg';
import type { PaymentKind } from '../../domain/payment-plan.ts';
import type { Selected } from '../db/row-types.ts';
import type { PaymentAttemptsRow } from '../db/tables.ts';

/** The provider named on an attempt staff recorded: never asked about it again. */
export const OFFLINE_PROVIDER = 'offline';

export interface NewOfflinePayment {
  bookingId: string;
  reference: string;
  kind: PaymentKind;
  amount: number;
  /** How it came in; it is the attempt's method (never the operator the customer chose online). */
  channel: string;
  receivedOn: string;
  note: string;
  staffId: string;
  operator: string | null;
  payerReference: string | null;
  at: Date;
}

type RawId = Selected<PaymentAttemptsRow, 'id', { id: string }>;

/** In the caller's transaction, with the booking's row locked. */
export async function insertOfflinePayment(
  client: Pick<pg.ClientBase, 'query'>,
  payment: NewOfflinePayment,
): Promise<void> {
  const inserted = await client.query<RawId>(
    `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
         status, provider_status, confirmed_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 0, $5, '', $6, 'successful', $5, $7, $7, $7) RETURNING id::text AS id`,
    [
      payment.bookingId,
      payment.reference,
      payment.kind,
      payment.amount,
      payment.channel,
      OFFLINE_PROVIDER,
      payment.at,
    ],
  );
  await client.query(
    `INSERT INTO offline_payments (attempt_id, channel, received_on, note, staff_id, operator, payer_reference)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      inserted.rows[0]?.id,
      payment.channel,
      payment.receivedOn,
      payment.note,
      payment.staffId,
      payment.operator,
      payment.payerReference,
    ],
  );
}
