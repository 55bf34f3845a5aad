/**
 * Payment attempts: plain SQL. Every status change is a conditional UPDATE (`WHERE status = ...`),
 * so concurrent webhook, poll and sweep can only move an attempt forward, and a success is final.
 */

import type { PaymentMethod } from '../../domain/payment-method.ts';
import type { PaymentKind } from '../../domain/payment-plan.ts';
import { type AttemptStatus, CLOSED_UNPAID } from '../../domain/payment-status.ts';
import type { Db } from '../db/pool.ts';
import type { Computed } from '../db/row-types.ts';
import type { PaymentAttemptsRow } from '../db/tables.ts';
import { inTransaction } from '../db/transaction.ts';

type Column = keyof PaymentAttemptsRow;

/** One field of an attempt as read: its column (a dropped one fails the type check) and its type. */
interface Field<C extends Column, T> {
  column: C;
  cast: string;
  readonly type?: T;
}

/** A column read as the table's generated type says. */
const as = <C extends Column>(column: C): Field<C, PaymentAttemptsRow[C]> => ({ column, cast: '' });
/** A column the SQL casts or the code narrows (a status to its union). */
const narrowed =
  <T>() =>
  <C extends Column>(column: C, cast = ''): Field<C, T> => ({ column, cast });

/** Each field of an attempt, its column written once: the SELECT list and the row type follow. */
const FIELDS = {
  id: narrowed<string>()('id', '::text'),
  bookingId: narrowed<string>()('booking_id', '::text'),
  reference: as('reference'),
  kind: narrowed<PaymentKind>()('kind'),
  amount: as('amount'),
  fee: as('fee'),
  method: narrowed<PaymentMethod>()('method'),
  /** A phone number for mobile money; empty for a card or a payment staff recorded. */
  number: as('number'),
  provider: as('provider'),
  providerId: as('provider_id'),
  status: narrowed<AttemptStatus>()('status'),
  lateSuccess: as('late_success'),
  /** Pending when the booking was cancelled, or successful after: money owed back to the customer. */
  cancelledBooking: as('cancelled_booking'),
  /** Our note or the provider's own text: for the log and staff, never shown to customers. */
  failureReason: as('failure_reason'),
  /** Why the provider's answer was set aside (status `needs_review`). */
  reviewReason: as('review_reason'),
  idempotencyKey: as('idempotency_key'),
  requestHash: as('request_hash'),
  /** The first answer given under the idempotency key, as the service stored it. */
  firstResponse: as('first_response'),
  /** A card payment's page at the provider, while it can be paid there. */
  redirectUrl: as('redirect_url'),
  /** A card's last four digits, when the provider gave them. */
  cardLastDigits: as('card_last_digits'),
  createdAt: as('created_at'),
  confirmedAt: as('confirmed_at'),
};

type Fields = typeof FIELDS;
export type AttemptRow = { [K in keyof Fields]: Fields[K] extends Field<Column, infer T> ? T : never };

/** What a new attempt is written with; the rest is the database's. */
const INSERTED = [
  'bookingId',
  'reference',
  'kind',
  'amount',
  'fee',
  'method',
  'number',
  'provider',
  'idempotencyKey',
  'requestHash',
] as const satisfies readonly (keyof AttemptRow)[];
export type NewAttempt = Pick<AttemptRow, (typeof INSERTED)[number]>;

const COLUMNS = Object.entries(FIELDS)
  .map(([name, field]) => `${field.column}${field.cast} AS "${name}"`)
  .join(', ');

type Raw = AttemptRow;
/** Whether the attempt's booking is cancelled, as the SQL tests it. */
type Cancelled = Computed<{ cancelled: boolean }>;
const one = (rows: Raw[]): AttemptRow | null => rows[0] ?? null;

/** Throws a unique violation when the booking already has an open attempt or the key was used. */
export async function insertAttempt(db: Db, a: NewAttempt): Promise<AttemptRow> {
  const columns = INSERTED.map((name) => FIELDS[name].column).join(', ');
  const values = INSERTED.map((_, i) => `$${i + 1}`).join(', ');
  const { rows } = await db.query<Raw>(
    `INSERT INTO payment_attempts (${columns}) VALUES (${values}) RETURNING ${COLUMNS}`,
    INSERTED.map((name) => a[name]),
  );
  return rows[0] as AttemptRow;
}

export async function findAttemptByReference(db: Db, reference: string): Promise<AttemptRow | null> {
  return one(
    (await db.query<Raw>(`SELECT ${COLUMNS} FROM payment_attempts WHERE reference = $1`, [reference])).rows,
  );
}

/** The attempt as it stands now (another request may have moved it on); the given row if it vanished. */
export async function rereadAttempt(db: Db, attempt: AttemptRow): Promise<AttemptRow> {
  return (await findAttemptByReference(db, attempt.reference)) ?? attempt;
}

export async function findAttemptByProviderId(db: Db, providerId: string): Promise<AttemptRow | null> {
  return one(
    (await db.query<Raw>(`SELECT ${COLUMNS} FROM payment_attempts WHERE provider_id = $1`, [providerId]))
      .rows,
  );
}

export async function findAttemptByIdempotencyKey(db: Db, key: string): Promise<AttemptRow | null> {
  return one(
    (await db.query<Raw>(`SELECT ${COLUMNS} FROM payment_attempts WHERE idempotency_key = $1`, [key])).rows,
  );
}

export async function findOpenAttempt(db: Db, bookingId: string): Promise<AttemptRow | null> {
  return one(
    (
      await db.query<Raw>(
        `SELECT ${COLUMNS} FROM payment_attempts WHERE booking_id = $1 AND status = 'pending'`,
        [bookingId],
      )
    ).rows,
  );
}

export async function listAttempts(db: Db, bookingId: string): Promise<AttemptRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE booking_id = $1 ORDER BY created_at, id`,
    [bookingId],
  );
  return rows;
}

/**
 * Pending attempts created before `before`, least recently asked about first (never asked first), so
 * successive sweeps work through all of them rather than the same oldest few.
 */
export async function listStalePending(db: Db, before: Date, limit: number): Promise<AttemptRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM payment_attempts WHERE status = 'pending' AND created_at < $1
     ORDER BY last_checked_at NULLS FIRST, created_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/**
 * Attempts closed without a success (failed, expired, needs review, unresolved) after `closedSince` and not asked about since `checkedBefore`,
 * oldest check first: the sweep asks the provider again, in case the money moved after all.
 */
export async function listRecentlyClosed(
  db: Db,
  closedSince: Date,
  checkedBefore: Date,
  limit: number,
): Promise<AttemptRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM payment_attempts
     WHERE status = ANY($4::text[]) AND closed_at >= $1
       AND (last_checked_at IS NULL OR last_checked_at < $2)
     ORDER BY last_checked_at NULLS FIRST, closed_at LIMIT $3`,
    [closedSince, checkedBefore, limit, CLOSED_UNPAID],
  );
  return rows;
}

/**
 * Takes the right to ask the provider about one attempt: true for one caller per interval, however
 * many polls, tabs, webhooks and sweeps ask at once; the others answer from the database.
 */
export async function claimProviderCheck(db: Db, id: string, now: Date, everyMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payment_attempts SET last_checked_at = $2
     WHERE id = $1 AND (last_checked_at IS NULL OR last_checked_at <= $3)`,
    [id, now, new Date(now.getTime() - everyMs)],
  );
  return rowCount === 1;
}

/**
 * Binds the provider's id once, only after its answer was checked against the attempt; a second,
 * different id is ignored (the first call wins).
 */
export async function setProviderId(db: Db, id: string, providerId: string): Promise<void> {
  await db.query(
    `UPDATE payment_attempts SET provider_id = $2, updated_at = now() WHERE id = $1 AND provider_id IS NULL`,
    [id, providerId],
  );
}

export interface ProviderFacts {
  providerStatus?: string | null;
  financialTransId?: string | null;
  payerName?: string | null;
  confirmedAt?: Date | null;
  failureReason?: string | null;
}

/**
 * Flags the booking's open attempts as on a cancelled booking (called by the cancel, which holds the
 * booking's row): whatever settles after is known to be money owed back.
 */
export async function flagOpenAttemptsCancelled(db: Db, bookingId: string): Promise<void> {
  await db.query(
    `UPDATE payment_attempts SET cancelled_booking = true, updated_at = now()
     WHERE booking_id = $1 AND status = 'pending'`,
    [bookingId],
  );
}

/**
 * Records a success; the database adds its amount to the booking's amount paid (migration 013's
 * trigger, the status following) in the same transaction, so a failure leaves neither changed. Allowed from any status but successful (money
 * moved: never dropped); from a closed one it is flagged late; on a cancelled booking it is flagged
 * `cancelled_booking` (owed back). The booking's row is locked first, in the order a cancel and a
 * payment start take their locks (booking, then attempts), so a cancel at the same moment either
 * comes before (the success is flagged) or after (it sees the success and owes it back). Returns
 * the attempt, or null when it was already successful.
 */
export async function recordSuccessfulPayment(
  db: Db,
  id: string,
  facts: ProviderFacts,
): Promise<AttemptRow | null> {
  return inTransaction(db, async (client) => {
    const { rows: locked } = await client.query<Cancelled>(
      `SELECT b.cancelled_at IS NOT NULL AS cancelled FROM bookings b
       WHERE b.id = (SELECT booking_id FROM payment_attempts WHERE id = $1) FOR UPDATE`,
      [id],
    );
    return recordSuccessStatement(client, id, facts, locked[0]?.cancelled ?? false);
  });
}

async function recordSuccessStatement(
  db: Pick<Db, 'query'>,
  id: string,
  facts: ProviderFacts,
  cancelled: boolean,
): Promise<AttemptRow | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE payment_attempts SET status = 'successful', late_success = (status <> 'pending'),
       cancelled_booking = (cancelled_booking OR $6),
       provider_status = COALESCE($2, provider_status), financial_trans_id = COALESCE($3, financial_trans_id),
       payer_name = COALESCE($4, payer_name), confirmed_at = COALESCE($5, now()), updated_at = now(),
       last_checked_at = now()
     WHERE id = $1 AND status <> 'successful' RETURNING ${COLUMNS}`,
    [
      id,
      facts.providerStatus ?? null,
      facts.financialTransId ?? null,
      facts.payerName ?? null,
      facts.confirmedAt ?? null,
      cancelled,
    ],
  );
  return one(rows);
}

/** Closes a pending attempt as failed, expired or unresolved; a no-op on any other status. */
export async function markClosed(
  db: Db,
  id: string,
  status: 'failed' | 'expired' | 'unresolved',
  facts: ProviderFacts,
): Promise<AttemptRow | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE payment_attempts SET status = $2, failure_reason = COALESCE($3, failure_reason),
       provider_status = COALESCE($4, provider_status), updated_at = now(), last_checked_at = now(),
       closed_at = now()
     WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
    [id, status, facts.failureReason ?? null, facts.providerStatus ?? null],
  );
  return one(rows);
}

/**
 * Closes a pending card attempt as failed while it has no page address (the initiate's answer was
 * lost and the provider knows nothing of it); a no-op once the start stored the page.
 */
export async function closeWithoutPage(db: Db, id: string, reason: string): Promise<AttemptRow | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE payment_attempts SET status = 'failed', failure_reason = $2, updated_at = now(),
       last_checked_at = now(), closed_at = now()
     WHERE id = $1 AND status = 'pending' AND redirect_url IS NULL RETURNING ${COLUMNS}`,
    [id, reason],
  );
  return one(rows);
}

/**
 * Binds what the provider answered our own initiate: its id (once, as `setProviderId`) and, for a
 * hosted page, the page's address, kept while the attempt is pending.
 */
export async function bindInitiated(
  db: Db,
  id: string,
  providerId: string,
  redirectUrl: string | null,
): Promise<void> {
  await db.query(
    `UPDATE payment_attempts SET provider_id = COALESCE(provider_id, $2),
       redirect_url = CASE WHEN status = 'pending' THEN COALESCE($3, redirect_url) ELSE redirect_url END,
       updated_at = now()
     WHERE id = $1`,
    [id, providerId, redirectUrl],
  );
}

/** A card's last four digits, from a signed notification of its own transaction; kept once. */
export async function noteCardDigits(db: Db, id: string, digits: string): Promise<void> {
  await db.query(
    `UPDATE payment_attempts SET card_last_digits = $2
     WHERE id = $1 AND method = 'card' AND card_last_digits IS NULL`,
    [id, digits],
  );
}

/**
 * Sets aside an attempt whose provider answer does not match it (reference or amount): closed, paid
 * nothing, listed for staff with the reason. From pending or another unpaid closed status.
 */
export async function markNeedsReview(
  db: Db,
  id: string,
  reason: string,
  providerStatus: string | null,
): Promise<AttemptRow | null> {
  const { rows } = await db.query<Raw>(
    `UPDATE payment_attempts SET status = 'needs_review', review_reason = $2,
       provider_status = COALESCE($3, provider_status), updated_at = now(), last_checked_at = now(),
       closed_at = COALESCE(closed_at, now())
     WHERE id = $1 AND status IN ('pending', 'failed', 'expired', 'unresolved') RETURNING ${COLUMNS}`,
    [id, reason, providerStatus],
  );
  return one(rows);
}

/** Notes the provider's latest word on an attempt that stays as it is. */
export async function noteProviderStatus(db: Db, id: string, providerStatus: string): Promise<void> {
  await db.query(`UPDATE payment_attempts SET provider_status = $2, updated_at = now() WHERE id = $1`, [
    id,
    providerStatus,
  ]);
}

/** Stores the first answer given under an idempotency key; later answers never replace it. */
export async function storeFirstResponse(db: Db, id: string, response: unknown): Promise<void> {
  await db.query(`UPDATE payment_attempts SET first_response = $2 WHERE id = $1 AND first_response IS NULL`, [
    id,
    JSON.stringify(response),
  ]);
}

/**
 * Claims a successful attempt's receipt: true for exactly one caller at a time, however many webhooks,
 * polls and sweeps see the success. The claim is a lease: not followed by `markReceiptSent` within
 * `leaseMs` (the process died mid-send) it may be taken again; the mail API's idempotency key keeps
 * that to one message. `releaseReceipt` gives it back at once when the send failed.
 */
export async function claimReceipt(db: Db, id: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payment_attempts SET receipt_claimed_at = now()
     WHERE id = $1 AND status = 'successful' AND receipt_sent_at IS NULL
       AND (receipt_claimed_at IS NULL OR receipt_claimed_at < now() - $2 * interval '1 millisecond')`,
    [id, leaseMs],
  );
  return rowCount === 1;
}

export async function markReceiptSent(db: Db, id: string): Promise<void> {
  await db.query('UPDATE payment_attempts SET receipt_sent_at = now() WHERE id = $1', [id]);
}

export async function releaseReceipt(db: Db, id: string): Promise<void> {
  await db.query('UPDATE payment_attempts SET receipt_claimed_at = NULL WHERE id = $1', [id]);
}

/** Successful attempts confirmed since `since` whose receipt was never sent and is not being sent. */
export async function listUnsentReceipts(
  db: Db,
  since: Date,
  limit: number,
  leaseMs: number,
): Promise<AttemptRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM payment_attempts
     WHERE status = 'successful' AND receipt_sent_at IS NULL AND confirmed_at >= $1
       AND (receipt_claimed_at IS NULL OR receipt_claimed_at < now() - $3 * interval '1 millisecond')
     ORDER BY confirmed_at LIMIT $2`,
    [since, limit, leaseMs],
  );
  return rows;
}
