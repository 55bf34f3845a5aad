/**
 * The database an agency command works on: `DATABASE_URL` (the one `npm start` prints, or
 * production's). Exits with a hint when it is not set.
 */
import type pg from 'pg';
import { createPool } from '../../src/server/db/pool.ts';

export function adminPool(holding: string): pg.Pool {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    console.error(`Set DATABASE_URL to the database holding ${holding} (npm start prints it).`);
    process.exit(1);
  }
  return createPool(url, 1);
}
