/**
 * What every function checks before it reads anything: the settings of its deploy context (503), the
 * rate limits of its client address and of the recipients it would contact (429 with Retry-After).
 * Bodies that are not JSON are refused with 415 where they are read (`request.ts`).
 */
import { getRuntime, type PlatformContext, type Runtime, requestDeps } from '../runtime.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { clientCheck, enforceLimits, type LimitCheck, type LimitRule } from './rate-limit.ts';

/** Netlify's function context: `ip` is the address the platform's own proxy saw. */
export interface FunctionContext extends PlatformContext {
  ip?: string;
}

/**
 * The caller's address as the platform reports it (`context.ip` in Netlify Functions v2). Headers the
 * client wrote (`X-Forwarded-For`...) are never read: anyone can put any address there. Callers
 * without one share the `unknown` counter.
 */
export function clientAddress(context: FunctionContext | undefined): string {
  const ip = typeof context?.ip === 'string' ? context.ip.trim() : '';
  return ip || 'unknown';
}

/** The check of `rule` for this request's client address (an IPv6 address counts as its /64). */
export function addressCheck(rule: LimitRule, context: FunctionContext | undefined): LimitCheck {
  return clientCheck(rule, clientAddress(context));
}

/**
 * The request's dependencies once its deploy is safely configured and its address is within `rule`'s
 * limit (with any `also` checks, counted in the same statement).
 */
export async function admit(
  context: FunctionContext | undefined,
  rule: LimitRule,
  also: readonly LimitCheck[] = [],
): Promise<ServiceDeps> {
  const deps = requestDeps(context);
  await enforceLimits(deps.limits, [addressCheck(rule, context), ...also]);
  return deps;
}

/** The runtime, for functions that take no client input (the sweep): settings checked, no limit. */
export function runtimeFor(context: FunctionContext | undefined): Runtime {
  return getRuntime(context);
}
