/**
 * Proof that a booking's WhatsApp number is the booker's, and the per-number daily limit of
 * template messages (migration 030, docs/whatsapp.md#proof).
 */
import { AGENCY_UTC_OFFSET_MINUTES } from '../../domain/agency-calendar.ts';
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { BookingsRow, WhatsappRecipientDaysRow } from '../db/tables.ts';

type RawId = Selected<BookingsRow, 'id', { id: string }>;
type Sent = Selected<WhatsappRecipientDaysRow, 'sent'>;

/** The agency's day, as the reminders count it (its one offset, `agency-calendar.ts`). */
const AGENCY_DAY = `((now() AT TIME ZONE 'UTC') + interval '${AGENCY_UTC_OFFSET_MINUTES} minutes')::date`;

/**
 * Marks the number proven on the bookings among `codes` that opted in with exactly `number`
 * (E.164) and are not proven at it yet: the customer wrote to the agency from it with the code.
 * The ids of the bookings proven now (none again on a replay).
 */
export async function proveWhatsAppByMessage(db: Db, number: string, codes: string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const { rows } = await db.query<RawId>(
    `UPDATE bookings SET whatsapp_proven = whatsapp, whatsapp_proven_at = now()
     WHERE code = ANY($2::text[]) AND whatsapp = $1 AND whatsapp_opt_in
       AND whatsapp_proven IS DISTINCT FROM whatsapp
     RETURNING id::text AS id`,
    [number, codes],
  );
  return rows.map((r) => r.id);
}

/**
 * Marks the booking's number proven when a payment of it succeeded from that number (E.164): the
 * mobile-money prompt went to that phone and its owner approved it. True when proven now.
 */
export async function proveWhatsAppByPayment(db: Db, bookingId: string, number: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE bookings SET whatsapp_proven = whatsapp, whatsapp_proven_at = now()
     WHERE id = $1 AND whatsapp = $2 AND whatsapp_opt_in AND whatsapp_proven IS DISTINCT FROM whatsapp`,
    [bookingId, number],
  );
  return rowCount === 1;
}

/**
 * Takes one of `limit` template messages of `recipient` today, across bookings: false once they
 * are all taken. One statement, so concurrent senders never pass the limit; a new day counts
 * from one again.
 */
export async function takeRecipientSlot(db: Db, recipient: string, limit: number): Promise<boolean> {
  const { rows } = await db.query<Sent>(
    `INSERT INTO whatsapp_recipient_days AS d (recipient, day, sent) VALUES ($1, ${AGENCY_DAY}, 1)
     ON CONFLICT (recipient) DO UPDATE
       SET sent = CASE WHEN d.day = EXCLUDED.day THEN d.sent + 1 ELSE 1 END, day = EXCLUDED.day
       WHERE d.day <> EXCLUDED.day OR d.sent < $2
     RETURNING sent`,
    [recipient, limit],
  );
  return rows.length === 1 && limit >= 1;
}

/** Gives today's slot back after a send that failed (the message was not delivered). */
export async function giveBackRecipientSlot(db: Db, recipient: string): Promise<void> {
  await db.query(
    `UPDATE whatsapp_recipient_days SET sent = sent - 1
     WHERE recipient = $1 AND day = ${AGENCY_DAY} AND sent > 0`,
    [recipient],
  );
}
