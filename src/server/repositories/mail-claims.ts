/**
 * The claim of an e-mail kept on the row it tells of (`claimed-mail.ts` sends it): claimed before it
 * is sent, so exactly one caller sends it, marked sent after, given back on a failure, and listed
 * for the sweep while unsent. One mechanism for every such e-mail; each table names its columns
 * here as constants, never from input.
 */
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { BookingChangesRow, BookingRefundsRow, BookingsRow, CancelRequestsRow } from '../db/tables.ts';

export interface MailClaimColumns {
  table: 'bookings' | 'booking_refunds' | 'booking_changes' | 'cancel_requests';
  /** When the claim was taken (a lease: taken again once older than `leaseMs`). */
  claimed: string;
  sent: string;
  /** When the event the e-mail tells of happened: the sweep looks back from it. */
  happened: string;
  /** Which rows have such an e-mail at all, e.g. only cancelled bookings. */
  when?: string;
}

export interface MailClaims {
  claim(db: Db, id: string, leaseMs: number): Promise<boolean>;
  markSent(db: Db, id: string): Promise<void>;
  release(db: Db, id: string): Promise<void>;
  /** Ids whose e-mail is unsent and unclaimed, events since `since`, oldest first. */
  listUnsent(db: Db, since: Date, limit: number, leaseMs: number): Promise<string[]>;
}

/** The id of a row of any table whose e-mails are claimed here. */
type RawId = Selected<
  BookingsRow | BookingRefundsRow | BookingChangesRow | CancelRequestsRow,
  'id',
  { id: string }
>;

export function mailClaims(c: MailClaimColumns): MailClaims {
  const when = c.when ? ` AND ${c.when}` : '';
  const free = (param: string) =>
    `(${c.claimed} IS NULL OR ${c.claimed} < now() - ${param} * interval '1 millisecond')`;
  return {
    async claim(db, id, leaseMs) {
      const { rowCount } = await db.query(
        `UPDATE ${c.table} SET ${c.claimed} = now()
         WHERE id = $1 AND ${c.sent} IS NULL${when} AND ${free('$2')}`,
        [id, leaseMs],
      );
      return rowCount === 1;
    },
    async markSent(db, id) {
      await db.query(`UPDATE ${c.table} SET ${c.sent} = now() WHERE id = $1`, [id]);
    },
    async release(db, id) {
      await db.query(`UPDATE ${c.table} SET ${c.claimed} = NULL WHERE id = $1`, [id]);
    },
    async listUnsent(db, since, limit, leaseMs) {
      const { rows } = await db.query<RawId>(
        `SELECT id::text AS id FROM ${c.table}
         WHERE ${c.happened} >= $1 AND ${c.sent} IS NULL${when} AND ${free('$3')}
         ORDER BY ${c.happened} LIMIT $2`,
        [since, limit, leaseMs],
      );
      return rows.map((r) => r.id);
    },
  };
}
