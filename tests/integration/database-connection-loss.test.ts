// A connection the pooler or the server closes: retried once when the statement surely did not run,
// never run twice when it may have (src/server/db/connection-retry.ts).
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/server/db/pool.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';
import { type DroppingProxy, startDroppingProxy } from './helpers/dropping-proxy.ts';

describe.each(databaseKinds())('a lost database connection (%s)', (kind) => {
  let db: TestDatabase;
  let proxy: DroppingProxy;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await openTestDatabase(kind, null);
    await db.pool.query('CREATE TABLE lost_writes (id serial PRIMARY KEY, note text)');
    proxy = await startDroppingProxy(db.url);
    pool = createPool(proxy.url, 2);
    await pool.query('SELECT 1');
  });

  afterAll(async () => {
    await pool?.end();
    await proxy?.stop();
    await db?.pool.query('DROP TABLE IF EXISTS lost_writes');
    await db?.stop();
  });

  const writes = async () => Number((await db.pool.query('SELECT count(*) AS n FROM lost_writes')).rows[0].n);

  it('answers a read whose connection the pooler closed, on a fresh connection', async () => {
    proxy.dropNextStatement();
    const { rows } = await pool.query('SELECT 40 + $1::int AS answer', [2]);
    expect(rows[0].answer).toBe(42);
  });

  it('runs a statement whose first connection was refused', async () => {
    await pool.end();
    pool = createPool(proxy.url, 2);
    proxy.refuseNextConnection();
    const { rows } = await pool.query('SELECT 1 AS one');
    expect(rows[0].one).toBe(1);
  });

  it('never runs a write twice when its answer was lost after the server ran it', async () => {
    proxy.dropNextAnswer();
    await expect(pool.query("INSERT INTO lost_writes (note) VALUES ('paid')")).rejects.toThrow();
    expect(await writes()).toBe(1);
    // The pool goes on with a fresh connection.
    expect((await pool.query('SELECT 2 AS two')).rows[0].two).toBe(2);
  });

  it('reports a write that lost its connection on the way, and leaves nothing half-done', async () => {
    await db.pool.query('DELETE FROM lost_writes');
    proxy.dropNextStatement();
    await expect(
      pool.query(
        `WITH a AS (INSERT INTO lost_writes (note) VALUES ('attempt') RETURNING id)
         INSERT INTO lost_writes (note) SELECT 'booking' FROM a`,
      ),
    ).rejects.toThrow(/Connection terminated/);
    expect(await writes()).toBe(0);
  });

  // Only a server can end a session from outside; PGlite has no other backend to do it.
  if (kind === 'postgres')
    it('runs a statement again when the server ended its session', async () => {
      const client = await pool.connect();
      const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      client.release();
      const answer = pool.query('SELECT pg_sleep(0.3), 7 AS seven');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await db.pool.query('SELECT pg_terminate_backend($1)', [pid]);
      expect((await answer).rows[0].seven).toBe(7);
    });
});
