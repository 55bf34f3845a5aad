/**
 * Staff sign-in: an e-mailed one-time link (single use, 15 minutes) opens a server-side session (12 hours
 * idle, renewed on use). The answer to a link request is the same whether or not the address is a staff
 * account, so nobody can find out who works at the agency; requests are rate limited per client address
 * and per e-mail address.
 */
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../i18n/locales.ts';
import { clientCheck, enforceLimits, recipientCheck } from '../http/rate-limit.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError, type ServiceResult } from '../services/service-error.ts';
import { signInLinkEmail } from './admin-emails.ts';
import {
  consumeSignInLink,
  endSessionByToken,
  findEnabledStaffByEmail,
  insertSession,
  insertSignInLink,
  type Staff,
  type StaffSession,
  touchSession,
} from './staff-store.ts';

export const LINK_TTL_MS = 15 * 60_000;
export const SESSION_IDLE_MS = 12 * 60 * 60_000;

/** 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function requestSignInLink(
  deps: ServiceDeps,
  input: { email: string; locale: Locale; address: string },
): Promise<ServiceResult<Record<string, never>>> {
  const clock = () => deps.clock().getTime();
  const email = input.email.trim().toLowerCase();
  await enforceLimits(deps.limits, [
    clientCheck('staffSignIn', input.address),
    recipientCheck('staffSignInEmail', email),
  ]);
  const staff = await findEnabledStaffByEmail(deps.db, email);
  if (staff) {
    const token = newToken();
    await insertSignInLink(deps.db, staff.id, token, new Date(clock() + LINK_TTL_MS));
    const send = deps.mailer
      .send(signInLinkEmail(staff.email, staff.name, input.locale, deps.siteUrl, token, LINK_TTL_MS / 60_000))
      .catch((error: unknown) => deps.log?.('sign-in e-mail not sent', { error: String(error) }));
    // Handed over when the platform allows it, so the answer takes as long for an unknown address.
    if (deps.afterAnswer) deps.afterAnswer(send);
    else await send;
  }
  return { status: 200, key: 'admin.signIn.sent', data: {} };
}

/** Uses a link: a new session's token and who it is for; 401 for a used, expired or unknown link. */
export async function confirmSignIn(
  deps: ServiceDeps,
  linkToken: string,
): Promise<{ staff: Staff; sessionToken: string }> {
  const now = deps.clock();
  const staff = await consumeSignInLink(deps.db, linkToken, now);
  if (!staff) throw new ServiceError(401, 'admin.signIn.linkInvalid');
  const sessionToken = newToken();
  await insertSession(deps.db, staff.id, sessionToken, now);
  return { staff, sessionToken };
}

export function currentSession(deps: ServiceDeps, sessionToken: string): Promise<StaffSession | null> {
  return touchSession(deps.db, sessionToken, deps.clock(), SESSION_IDLE_MS);
}

export function signOut(deps: ServiceDeps, sessionToken: string): Promise<void> {
  return endSessionByToken(deps.db, sessionToken, deps.clock());
}
