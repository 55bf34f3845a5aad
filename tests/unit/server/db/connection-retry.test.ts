import { describe, expect, it } from 'vitest';
import { failureKind, readOnly } from '../../../../src/server/db/connection-retry.ts';
import { FUNCTION_POOL_SIZE, functionPoolSize } from '../../../../src/server/db/pool.ts';

describe('a failed statement', () => {
  it('did not run when the server ended the session or the client was already broken', () => {
    expect(
      failureKind({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe('not-run');
    expect(failureKind({ code: '53300', message: 'too many connections' })).toBe('not-run');
    expect(failureKind(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      'not-run',
    );
  });

  it('may have run when the connection dropped on the way', () => {
    expect(failureKind(new Error('Connection terminated unexpectedly'))).toBe('unknown');
    expect(failureKind({ code: 'ECONNRESET', message: 'read ECONNRESET' })).toBe('unknown');
    expect(failureKind({ code: '08P01', message: 'server conn crashed?' })).toBe('unknown');
  });

  it('is an ordinary error otherwise', () => {
    expect(failureKind({ code: '23505', message: 'duplicate key' })).toBe('other');
    expect(failureKind(undefined)).toBe('other');
  });
});

describe('a statement that only reads', () => {
  it('is a SELECT or WITH that changes nothing and locks nothing', () => {
    expect(readOnly('SELECT * FROM bookings WHERE code = $1')).toBe(true);
    expect(readOnly('  with x AS (SELECT 1) SELECT * FROM x')).toBe(true);
    expect(readOnly('SELECT * FROM bookings FOR UPDATE')).toBe(false);
    expect(readOnly('WITH d AS (UPDATE bookings SET x = 1 RETURNING *) SELECT * FROM d')).toBe(false);
    expect(readOnly('INSERT INTO bookings DEFAULT VALUES')).toBe(false);
    expect(readOnly("SELECT nextval('s')")).toBe(false);
  });
});

describe("a function instance's pool", () => {
  it('holds 2 connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(FUNCTION_POOL_SIZE).toBe(2);
    expect(functionPoolSize(undefined)).toBe(2);
    expect(functionPoolSize(' 4 ')).toBe(4);
    expect(() => functionPoolSize('0')).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => functionPoolSize('two')).toThrow(/DATABASE_POOL_SIZE/);
  });
});
