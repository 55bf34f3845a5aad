/**
 * The platform applies the site's headers file to pages only, never to functions: every answer a
 * function builds (the JSON envelope, refusals, the CSV export, the sweep's empty answers) carries
 * its own restrictive Content-Security-Policy, so an answer opened as a document runs and frames
 * nothing. Every file in functions/ is called, so a new function cannot forget it.
 */
import { readdirSync } from 'node:fs';
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import exportFn from '../../functions/admin-bookings-export.ts';
import sweepFn from '../../functions/sweep-payments.ts';
import { callAdmin, signedIn } from './helpers/admin.ts';
import { api, bookingBody, ORIGIN, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const FUNCTION_CSP = "default-src 'none'; frame-ancestors 'none'";
type Fn = (request: Request, context: Context) => Promise<Response>;

const functionFiles = readdirSync(new URL('../../functions/', import.meta.url)).filter((name) =>
  name.endsWith('.ts'),
);

async function load(name: string): Promise<Fn> {
  return (await import(`../../functions/${name}`)).default as Fn;
}

describe.each(databaseKinds())('headers of every function answer (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('finds the functions', () => {
    expect(functionFiles.length).toBeGreaterThan(15);
  });

  it.each(functionFiles)('%s answers a stranger with the restrictive policy', async (name) => {
    const fn = await load(name);
    for (const request of [
      new Request(`${ORIGIN}/api/x`),
      new Request(`${ORIGIN}/api/x`, {
        method: 'POST',
        body: '{',
        headers: { origin: 'https://evil.example' },
      }),
    ]) {
      const response = await fn(request, {} as Context);
      expect(response.headers.get('content-security-policy'), `${name} ${request.method}`).toBe(FUNCTION_CSP);
    }
  });

  it('successful answers carry it too, with nosniff', async () => {
    const created = await api.createBooking(bookingBody());
    expect(created.status).toBe(201);
    expect(created.headers.get('content-security-policy')).toBe(FUNCTION_CSP);
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    const found = await api.getBooking(created.body.data.code);
    expect(found.headers.get('content-security-policy')).toBe(FUNCTION_CSP);
  });

  it('the CSV export carries it', async () => {
    const owner = await signedIn(app, 'owner@tours.example', 'owner', 'Awa Owner');
    const csv = await callAdmin(exportFn, { path: '/api/admin/bookings-export', cookie: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-security-policy')).toBe(FUNCTION_CSP);
    expect(csv.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("the scheduled sweep's empty answer carries it", async () => {
    const response = await sweepFn(new Request(`${ORIGIN}/.netlify/functions/sweep-payments`));
    expect(response.status).toBe(204);
    expect(response.headers.get('content-security-policy')).toBe(FUNCTION_CSP);
  });
});
