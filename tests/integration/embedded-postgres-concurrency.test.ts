/**
 * The embedded database serves many connections at once (every local function call has its own
 * pool), and PGlite is one session: each connection's statement (Parse, Bind, Execute up to its
 * Sync) and each transaction must run whole, never interleaved with another connection's. Else one
 * connection binds another's unnamed statement: "bind message supplies 2 parameters, but prepared
 * statement requires 1", or the wrong rows.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts';

describe('the embedded database under concurrent connections', () => {
  let server: EmbeddedPostgres;
  const clients: pg.Client[] = [];
  beforeAll(async () => {
    server = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    for (let i = 0; i < 12; i++) {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      clients.push(client);
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await server?.stop();
  });

  it('answers each of 600 statements of different shapes from 12 connections with its own result', async () => {
    // Long parameters split a statement across several network packets, as large bodies do.
    const long = 'x'.repeat(300_000);
    const answers = await Promise.all(
      Array.from({ length: 600 }, async (_, i) => {
        const client = clients[i % clients.length] as pg.Client;
        if (i % 3 === 0) {
          const { rows } = await client.query<{ n: number }>('SELECT $1::int + $2::int AS n', [i, 1]);
          return rows[0]?.n === i + 1;
        }
        if (i % 3 === 1) {
          const { rows } = await client.query<{ s: string }>('SELECT $1::text AS s', [`${i}${long}`]);
          return rows[0]?.s === `${i}${long}`;
        }
        const { rows } = await client.query<{ a: number; b: string; c: boolean }>(
          'SELECT $1::int AS a, $2::text AS b, $3::boolean AS c',
          [i, String(i), i % 2 === 0],
        );
        return rows[0]?.a === i && rows[0]?.b === String(i) && rows[0]?.c === (i % 2 === 0);
      }),
    );
    expect(answers.filter((right) => !right)).toEqual([]);
  });

  it("keeps a transaction's statements together and others out until it ends", async () => {
    const [writer, reader] = clients as [pg.Client, pg.Client];
    await writer.query('CREATE TABLE IF NOT EXISTS seen (n int)');
    await writer.query('BEGIN');
    await writer.query('INSERT INTO seen VALUES ($1)', [1]);
    // The reader's statement waits for the writer's transaction: it never sees half of it.
    const read = reader.query<{ n: number }>('SELECT count(*)::int AS n FROM seen');
    await writer.query('INSERT INTO seen VALUES ($1)', [2]);
    await writer.query('COMMIT');
    expect((await read).rows[0]?.n).toBe(2);
  });

  it('rolls back the transaction of a connection that goes away, and serves the others', async () => {
    const leaving = new pg.Client({ connectionString: server.url });
    leaving.on('error', () => undefined);
    await leaving.connect();
    await leaving.query('CREATE TABLE IF NOT EXISTS left_behind (n int)');
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO left_behind VALUES (1)');
    const waiting = (clients[2] as pg.Client).query<{ n: number }>(
      'SELECT count(*)::int AS n FROM left_behind',
    );
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await waiting).rows[0]?.n).toBe(0);
  });
});
