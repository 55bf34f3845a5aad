/**
 * Staff sign-in: an e-mailed one-time link (single use, 15 minutes, one live link per person) opens a
 * server-side session (12 hours idle, renewed on use, 7 days at most). The answer to a link request
 * is the same, after the same database work, whether or not the address is a staff account, so
 * nobody can find out who works at the agency. Requests are limited per client address and per
 * e-mail address and client (so strangers elsewhere cannot lock the staff out), and, counting only
 * the requests those let through, per e-mail address and network per day (so an inbox cannot be
 * flooded from one place); a device that signed in before skips the first two. A staff member
 * whose address is refused links is told once a day.
 */
import { randomBytes } from 'node:crypto';
import { deviceNames } from '../../domain/user-agent.ts';
import type { Locale } from '../../i18n/locales.ts';
import { clientKey } from '../http/client-key.ts';
import {
  clientCheck,
  type LimitCheck,
  type LimitRule,
  type RateDecision,
  rateLimitedError,
  recipientKey,
} from '../http/rate-limit.ts';
import { hitMany } from '../repositories/rate-limits.ts';
import { consumeSignInLink, issueSignInLink } from '../repositories/sign-in-links.ts';
import {
  endSessionByToken,
  insertSession,
  type SessionLifetime,
  type Staff,
  type StaffSession,
  touchSession,
} from '../repositories/staff.ts';
import { findSignInTarget, rememberDevice } from '../repositories/staff-devices.ts';
import { agencyBrand } from '../services/agency-brand.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError, type ServiceResult } from '../services/service-error.ts';
import { signInLinkEmail, signInRefusedEmail } from './admin-emails.ts';

const DAY_MS = 24 * 60 * 60_000;
export const LINK_TTL_MS = 15 * 60_000;
export const SESSION_LIFETIME: SessionLifetime = { idleMs: 12 * 60 * 60_000, maxAgeMs: 7 * DAY_MS };
/** A device unused this long is forgotten (its cookie lasts as long). */
export const DEVICE_TTL_MS = 180 * DAY_MS;

/** 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The limits of a link request, in two steps. First, per client address and per e-mail address from
 * that client's network; then, only for a request they let through, the daily cap per e-mail
 * address and network, so refused requests count nowhere else and no network can lock the others
 * out. A known device is held to its own daily cap only.
 */
function signInChecks(email: string, address: string, knownDevice: boolean) {
  if (knownDevice) {
    return { first: [], daily: { rule: 'staffSignInDaily', key: recipientKey(`device ${email}`) } } as const;
  }
  const network = clientKey(address);
  return {
    first: [
      clientCheck('staffSignIn', address),
      { rule: 'staffSignInEmail', key: recipientKey(`${email} ${network}`) },
    ],
    daily: { rule: 'staffSignInDaily', key: recipientKey(`daily ${email} ${network}`) },
  } as const satisfies { first: LimitCheck[]; daily: LimitCheck };
}

/** The refusals that say someone asks too much for one address (not one client for many). */
const ADDRESS_RULES: readonly LimitRule[] = ['staffSignInEmail', 'staffSignInDaily'];

async function admitted(deps: ServiceDeps, checks: readonly LimitCheck[]): Promise<RateDecision> {
  if (!deps.limits || checks.length === 0) return { allowed: true };
  return deps.limits.take(checks);
}

/**
 * A refused request: the staff member whose address it names is told, once a day (counted for any
 * address, so a staff address and an unknown one take the same work), then the 429.
 */
async function refuse(
  deps: ServiceDeps,
  decision: Extract<RateDecision, { allowed: false }>,
  email: string,
  staff: { email: string; name: string } | null,
  locale: Locale,
): Promise<never> {
  const forAddress = !decision.rules || decision.rules.some((rule) => ADDRESS_RULES.includes(rule));
  if (forAddress && (await firstTodayFor(deps, email)) && staff) {
    const send = agencyBrand(deps)
      .then((brand) => signInRefusedEmail(staff.email, staff.name, locale, brand))
      .then((message) => deps.mailer.send(message))
      .catch((error: unknown) => deps.log?.('sign-in notice not sent', { error: String(error) }));
    if (deps.afterAnswer) deps.afterAnswer(send);
    else await send;
  }
  throw rateLimitedError(decision.retryAfterSeconds);
}

/** Whether this is the first refusal for `email` today (the agency's day is near enough: UTC). */
async function firstTodayFor(deps: ServiceDeps, email: string): Promise<boolean> {
  const now = deps.clock().getTime();
  const windowStart = now - (now % DAY_MS);
  const bucket = `staffSignInRefused:${recipientKey(email)}`;
  const totals = await hitMany(deps.db, [
    { bucket, windowStart: new Date(windowStart), expiresAt: new Date(windowStart + DAY_MS) },
  ]);
  return totals.get(bucket) === 1;
}

export async function requestSignInLink(
  deps: ServiceDeps,
  input: { email: string; locale: Locale; address: string; device: string | null },
): Promise<ServiceResult<Record<string, never>>> {
  const now = deps.clock();
  const email = input.email.trim().toLowerCase();
  const target = await findSignInTarget(
    deps.db,
    email,
    input.device,
    new Date(now.getTime() - DEVICE_TTL_MS),
  );
  const staff = target?.staff ?? null;
  const checks = signInChecks(email, input.address, target?.knownDevice ?? false);
  for (const step of [checks.first, [checks.daily]]) {
    const decision = await admitted(deps, step);
    if (!decision.allowed) return refuse(deps, decision, email, staff, input.locale);
  }
  const token = newToken();
  // Written for an unknown address too (a decoy row), so both answers take the same work.
  await issueSignInLink(deps.db, staff?.id ?? null, token, now, new Date(now.getTime() + LINK_TTL_MS));
  if (staff) {
    const minutes = LINK_TTL_MS / 60_000;
    const send = agencyBrand(deps)
      .then((brand) =>
        signInLinkEmail(staff.email, staff.name, input.locale, deps.siteUrl, token, minutes, brand),
      )
      .then((message) => deps.mailer.send(message))
      .catch((error: unknown) => deps.log?.('sign-in e-mail not sent', { error: String(error) }));
    // Handed over when the platform allows it, so the answer takes as long for an unknown address.
    if (deps.afterAnswer) deps.afterAnswer(send);
    else await send;
  }
  return { status: 200, key: 'admin.signIn.sent', data: {} };
}

/**
 * Uses a link: a new session's token, who it is for, and the device's token (the one presented
 * when it is this person's, else a new one); 401 for a used, expired or unknown link.
 */
export async function confirmSignIn(
  deps: ServiceDeps,
  linkToken: string,
  device: string | null,
  userAgent: string | null = null,
): Promise<{ staff: Staff; sessionToken: string; deviceToken: string }> {
  const now = deps.clock();
  const staff = await consumeSignInLink(deps.db, linkToken, now);
  if (!staff) throw new ServiceError(401, 'admin.signIn.linkInvalid');
  const sessionToken = newToken();
  await insertSession(deps.db, staff.id, sessionToken, now, deviceNames(userAgent));
  const since = new Date(now.getTime() - DEVICE_TTL_MS);
  const deviceToken = await rememberDevice(deps.db, staff.id, device, newToken(), now, since);
  return { staff, sessionToken, deviceToken };
}

export function currentSession(deps: ServiceDeps, sessionToken: string): Promise<StaffSession | null> {
  return touchSession(deps.db, sessionToken, deps.clock(), SESSION_LIFETIME);
}

/** How long the session's cookie may live from `now`: the idle time, never past the session's end. */
export function sessionCookieSeconds(session: StaffSession, now: Date): number {
  const left = session.createdAt.getTime() + SESSION_LIFETIME.maxAgeMs - now.getTime();
  return Math.max(0, Math.floor(Math.min(SESSION_LIFETIME.idleMs, left) / 1000));
}

export function signOut(deps: ServiceDeps, sessionToken: string): Promise<void> {
  return endSessionByToken(deps.db, sessionToken, deps.clock());
}
