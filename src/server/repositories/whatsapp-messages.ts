/**
 * The WhatsApp messages to send (migration 028), one row per message key: queued once whatever
 * the number of webhooks or runs, claimed before each try (a lease, as the e-mails' claims), the
 * tries counted, the last failure's reason kept, and listed for the sweep while unsent and under
 * the last try, then for the attention page.
 */
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { WhatsappMessagesRow } from '../db/tables.ts';
import type { WhatsAppTemplate } from '../whatsapp/whatsapp-sender.ts';

export interface QueuedWhatsApp {
  id: string;
  bookingId: string;
  template: WhatsAppTemplate;
  key: string;
  /** The payment a receipt tells of. */
  attemptId: string | null;
  /** Tries so far, this one included. */
  tries: number;
}

export interface NewWhatsApp {
  bookingId: string;
  template: WhatsAppTemplate;
  key: string;
  attemptId?: string | null;
}

type RawId = Selected<WhatsappMessagesRow, 'id', { id: string }>;

type Raw = Selected<
  WhatsappMessagesRow,
  'id' | 'booking_id' | 'template' | 'message_key' | 'attempt_id' | 'tries',
  { id: string; booking_id: string; template: WhatsAppTemplate; attempt_id: string | null }
>;

const RETURNING = `RETURNING id::text AS id, booking_id::text AS booking_id, template, message_key,
  attempt_id::text AS attempt_id, tries`;

const toQueued = (r: Raw): QueuedWhatsApp => ({
  id: r.id,
  bookingId: r.booking_id,
  template: r.template,
  key: r.message_key,
  attemptId: r.attempt_id,
  tries: r.tries,
});

/**
 * A booking whose WhatsApp may be written to (alias `b`): the customer opted in and the number is
 * the one proven theirs (migration 030); a number typed at checkout and never proven gets nothing.
 */
export const WHATSAPP_PROVEN = 'b.whatsapp_opt_in AND b.whatsapp_proven = b.whatsapp';

/**
 * The message's row, queued now unless its key already was (then that row): null when the
 * booking's customer did not opt in or their number is not proven yet.
 */
export async function queueWhatsApp(db: Db, m: NewWhatsApp): Promise<string | null> {
  await db.query(
    `INSERT INTO whatsapp_messages (booking_id, template, message_key, attempt_id)
     SELECT b.id, $2, $3, $4 FROM bookings b WHERE b.id = $1 AND ${WHATSAPP_PROVEN}
     ON CONFLICT (message_key) DO NOTHING`,
    [m.bookingId, m.template, m.key, m.attemptId ?? null],
  );
  const { rows } = await db.query<RawId>(
    'SELECT id::text AS id FROM whatsapp_messages WHERE message_key = $1',
    [m.key],
  );
  return rows[0]?.id ?? null;
}

/** No claim, or one older than the lease in parameter `param` (a process that died mid-send). */
const free = (param: string) =>
  `(claimed_at IS NULL OR claimed_at < now() - ${param} * interval '1 millisecond')`;
const open = 'sent_at IS NULL AND skipped_at IS NULL';

/** Takes the message for one try (counted), unless sent, skipped, out of tries or being sent. */
export async function claimWhatsApp(
  db: Db,
  id: string,
  leaseMs: number,
  maxTries: number,
): Promise<QueuedWhatsApp | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE whatsapp_messages SET claimed_at = now(), tries = tries + 1
     WHERE id = $1 AND ${open} AND tries < $3 AND ${free('$2')} ${RETURNING}`,
    [id, leaseMs, maxTries],
  );
  return rows[0] ? toQueued(rows[0]) : null;
}

export async function markWhatsAppSent(db: Db, id: string): Promise<void> {
  await db.query('UPDATE whatsapp_messages SET sent_at = now(), last_error = NULL WHERE id = $1', [id]);
}

/** Not to be sent after all; `reason` says why. */
export async function markWhatsAppSkipped(db: Db, id: string, reason: string): Promise<void> {
  await db.query('UPDATE whatsapp_messages SET skipped_at = now(), last_error = $2 WHERE id = $1', [
    id,
    reason.slice(0, 500),
  ]);
}

/**
 * Gives the message back after a failed try, with the reason; `giveBackTry` when it was never
 * tried (its number's daily limit), so waiting uses none of its tries.
 */
export async function releaseWhatsApp(
  db: Db,
  id: string,
  reason: string,
  options: { giveBackTry?: boolean } = {},
): Promise<void> {
  await db.query(
    `UPDATE whatsapp_messages SET claimed_at = NULL, last_error = $2,
       tries = CASE WHEN $3 THEN GREATEST(tries - 1, 0) ELSE tries END
     WHERE id = $1`,
    [id, reason.slice(0, 500), options.giveBackTry === true],
  );
}

/** Unsent messages queued since `since` with a try left and no live claim, oldest first. */
export async function listRetryableWhatsApp(
  db: Db,
  since: Date,
  limit: number,
  leaseMs: number,
  maxTries: number,
): Promise<string[]> {
  const { rows } = await db.query<RawId>(
    `SELECT id::text AS id FROM whatsapp_messages
     WHERE created_at >= $1 AND ${open} AND tries < $4 AND ${free('$3')}
     ORDER BY created_at LIMIT $2`,
    [since, limit, leaseMs, maxTries],
  );
  return rows.map((r) => r.id);
}

/**
 * Queues what a lost request never queued: the confirmation of each opted-in booking whose number
 * was proven between `since` and `before`, and the receipt of each payment that succeeded then
 * (not on a cancelled booking) to a proven number. How many were queued.
 */
export async function queueMissingWhatsApp(db: Db, since: Date, before: Date): Promise<number> {
  const confirmations = await db.query(
    `INSERT INTO whatsapp_messages (booking_id, template, message_key)
     SELECT b.id, 'booking_confirmation', 'booking_confirmation/' || b.id FROM bookings b
     WHERE ${WHATSAPP_PROVEN} AND b.whatsapp_proven_at >= $1 AND b.whatsapp_proven_at < $2
     ON CONFLICT (message_key) DO NOTHING`,
    [since, before],
  );
  const receipts = await db.query(
    `INSERT INTO whatsapp_messages (booking_id, template, message_key, attempt_id)
     SELECT a.booking_id, 'payment_receipt', 'payment_receipt/' || a.id, a.id
     FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
     WHERE ${WHATSAPP_PROVEN} AND a.status = 'successful' AND NOT a.cancelled_booking
       AND b.cancelled_at IS NULL AND a.confirmed_at >= $1 AND a.confirmed_at < $2
     ON CONFLICT (message_key) DO NOTHING`,
    [since, before],
  );
  return (confirmations.rowCount ?? 0) + (receipts.rowCount ?? 0);
}
