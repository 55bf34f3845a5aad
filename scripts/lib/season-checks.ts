/**
 * What must hold after a busy season, read straight from the database and the payment provider (the
 * simulator): every successful payment recorded once, no booking lost, no seat oversold (when the
 * schema has departures), nothing left pending after the sweep.
 */
import pg from 'pg';
import type { SimulatedPayment } from '../../src/simulator/payment-book.ts';

export interface SeasonFacts {
  /** Booking codes the customers were given (201). */
  codes: string[];
  /** The mobile-money provider's payments. */
  payments: SimulatedPayment[];
  /** The card provider's successful transactions (their ids are our references). */
  cardSuccesses?: string[];
  /** Seats of each departure booked during the season, by id. */
  capacities: Map<string, number>;
}

/** Seats each departure's bookings hold (paid or held, not cancelled), by id. */
export async function seatsTaken(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ departure_id: string; taken: number }>(
    `SELECT departure_id, departure_seats_taken(departure_id) AS taken
     FROM departure_seat_holders GROUP BY departure_id`,
  );
  return new Map(rows.map((row) => [row.departure_id, row.taken]));
}

/** A line for each departure holding more seats than it has, and for each booked one not planned. */
async function oversold(client: pg.Client, capacities: Map<string, number>): Promise<string[]> {
  const lines: string[] = [];
  for (const [id, taken] of await seatsTaken(client)) {
    const seats = capacities.get(id);
    if (seats === undefined) lines.push(`departure ${id} holds ${taken} seats but was not offered`);
    else if (taken > seats) lines.push(`departure ${id} oversold: ${taken} seats taken of ${seats}`);
  }
  return lines;
}

export async function seasonProblems(directUrl: string, facts: SeasonFacts): Promise<string[]> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    const problems: string[] = [];
    const stored = await client.query<{ code: string; amount_paid: string; recorded: string }>(
      `SELECT b.code, b.amount_paid::text AS amount_paid,
              COALESCE(sum(a.amount) FILTER (WHERE a.status = 'successful'), 0)::text AS recorded
       FROM bookings b LEFT JOIN payment_attempts a ON a.booking_id = b.id GROUP BY b.id`,
    );
    const byCode = new Map(stored.rows.map((row) => [row.code, row]));
    const lost = facts.codes.filter((code) => !byCode.has(code));
    if (lost.length > 0) problems.push(`${lost.length} bookings given to customers are not stored`);
    const mismatched = stored.rows.filter((row) => row.amount_paid !== row.recorded);
    if (mismatched.length > 0)
      problems.push(`${mismatched.length} bookings' amount paid differs from their successful payments`);

    const successes = [
      ...facts.payments.filter((p) => p.status === 'SUCCESSFUL').map((p) => p.transId),
      ...(facts.cardSuccesses ?? []),
    ];
    const recorded = await client.query<{ provider_id: string; n: string }>(
      `SELECT provider_id, count(*)::text AS n FROM payment_attempts
       WHERE status = 'successful' GROUP BY provider_id`,
    );
    const times = new Map(recorded.rows.map((row) => [row.provider_id, Number(row.n)]));
    const missing = successes.filter((id) => !times.has(id));
    const twice = [...times.values()].filter((n) => n > 1);
    if (missing.length > 0) problems.push(`${missing.length} successful payments are not recorded`);
    if (twice.length > 0) problems.push(`${twice.length} payments are recorded more than once`);
    const unknown = recorded.rows.filter((row) => !successes.includes(row.provider_id));
    if (unknown.length > 0) problems.push(`${unknown.length} recorded successes the provider does not know`);

    const pending = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM payment_attempts WHERE status = 'pending'`,
    );
    if (pending.rows[0]?.n !== '0')
      problems.push(`${pending.rows[0]?.n} attempts still pending after the sweep`);

    for (const line of await oversold(client, facts.capacities)) problems.push(line);
    return problems;
  } finally {
    await client.end();
  }
}
