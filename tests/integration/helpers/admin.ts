/**
 * Calling the back office's functions as a browser would: same-origin `Origin`, JSON bodies, the
 * session cookie; signing staff in through the link the outbox received.
 */
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll } from 'vitest';
import actionFn from '../../../functions/admin-booking-action.ts';
import meFn from '../../../functions/admin-me.ts';
import signInFn from '../../../functions/admin-sign-in.ts';
import confirmFn from '../../../functions/admin-sign-in-confirm.ts';
import type { CatalogueSnapshot } from '../../../src/content/types.ts';
import { type StaffRole, upsertStaff } from '../../../src/server/repositories/staff.ts';
import { type Answer, type AnyData, ORIGIN, startTestApp, type TestApp } from './app.ts';

type Fn = (request: Request, context: Context) => Promise<Response>;

export interface Call {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  cookie?: string | null;
  origin?: string | null;
  headers?: Record<string, string>;
  /** The client address the platform reports (`context.ip`); none by default. */
  ip?: string;
}

export function adminRequest(call: Call): Request {
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...call.headers };
  const origin = call.origin === undefined ? ORIGIN : call.origin;
  if (origin !== null) headers.origin = origin;
  if (call.cookie) headers.cookie = call.cookie;
  if (method === 'POST') headers['content-type'] ??= 'application/json';
  const init: RequestInit = { method, headers };
  if (method === 'POST')
    init.body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body ?? {});
  return new Request(`${ORIGIN}${call.path}`, init);
}

/** The answer; a body that is not JSON (the CSV export) is in `text`. */
export async function callAdmin(
  fn: Fn,
  call: Call,
): Promise<Answer<AnyData> & { setCookie: string | null; text: string }> {
  const context = (call.ip === undefined ? {} : { ip: call.ip }) as Context;
  const response = await fn(adminRequest(call), context);
  // The BOM is kept: the CSV export's first character is one.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return {
    status: response.status,
    headers: response.headers,
    setCookie: response.headers.get('set-cookie'),
    body: (json ? JSON.parse(text) : {}) as Answer<AnyData>['body'],
    text,
  };
}

/** The token of the newest sign-in link sent to `email`. */
export async function linkTokenFor(app: TestApp, email: string): Promise<string | null> {
  const mails = (await app.outbox()).filter((m) => m.to === email.toLowerCase());
  const last = mails.at(-1);
  return last ? (/#token=([\w-]+)/.exec(last.text)?.[1] ?? null) : null;
}

/** `name=value` of a Set-Cookie header, as a browser sends it back. */
export function cookieOf(setCookie: string | null): string {
  return (setCookie ?? '').split(';')[0] ?? '';
}

/** Creates (or updates) a staff member and signs them in: their session cookie. */
export async function signedIn(
  app: TestApp,
  email: string,
  role: StaffRole,
  name = 'Staff Member',
): Promise<string> {
  await upsertStaff(app.db.pool, email, name, role);
  const sent = await callAdmin(signInFn, { path: '/api/admin/sign-in', body: { email } });
  if (sent.status !== 200) throw new Error(`sign-in request refused: ${sent.status}`);
  const token = await linkTokenFor(app, email);
  const confirmed = await callAdmin(confirmFn, { path: '/api/admin/sign-in/confirm', body: { token } });
  if (confirmed.status !== 200) throw new Error(`sign-in refused: ${confirmed.status}`);
  const cookie = cookieOf(confirmed.setCookie);
  const me = await callAdmin(meFn, { path: '/api/admin/me', cookie });
  if (me.status !== 200) throw new Error('session not accepted');
  return cookie;
}

/** A fresh idempotency key, as the back office makes one per action. */
export const newKey = () => `test-key-${crypto.randomUUID()}`;

export interface ActOptions {
  /** Whose session; the owner's by default, null for none. */
  cookie?: string | null;
  key?: string;
}

/** The app of a `describe` block with an owner and an agent signed in, and their booking actions. */
export interface AdminSuite {
  app: TestApp;
  owner: string;
  agent: string;
  /** Posts a booking action as a browser would (a French body asks for French answers). */
  act(code: string, body: Record<string, unknown>, options?: ActOptions): ReturnType<typeof callAdmin>;
}

/**
 * Starts the app on `kind` before the block's tests and stops it after them; the suite's fields are
 * set once `beforeAll` has run, so read them inside tests only.
 */
export function adminSuite(
  kind: 'pglite' | 'postgres',
  /** The catalogue the functions price from; the fixture's by default. */
  catalogue?: () => Promise<CatalogueSnapshot>,
): AdminSuite {
  const suite: AdminSuite = {
    app: undefined as unknown as TestApp,
    owner: '',
    agent: '',
    act: (code, body, options = {}) =>
      callAdmin(actionFn, {
        path: `/api/admin/bookings/${code}/actions`,
        body,
        cookie: options.cookie === undefined ? suite.owner : options.cookie,
        headers: {
          'idempotency-key': options.key ?? newKey(),
          ...(body.locale === 'fr' ? { 'accept-language': 'fr' } : {}),
        },
      }),
  };
  beforeAll(async () => {
    suite.app = await startTestApp(kind, catalogue ? { catalogue: await catalogue() } : {});
    suite.owner = await signedIn(suite.app, 'owner@tours.example', 'owner', 'Awa Owner');
    suite.agent = await signedIn(suite.app, 'agent@tours.example', 'agent', 'Paul Agent');
  }, 180_000);
  afterAll(async () => {
    await suite.app?.stop();
  });
  return suite;
}
