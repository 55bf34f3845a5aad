/**
 * The payment providers by name, as each attempt records the one that holds it
 * (`payment_attempts.provider`): starting a payment asks the provider of its method; following it
 * (the status poll, a notification, the sweep, a late success, the back office's re-check) asks the
 * attempt's own provider, never another. A new provider is one module, listed in `create-provider.ts`.
 */
import type { OnlineMethod } from '../../domain/payment-method.ts';
import type { PaymentProvider } from './provider.ts';

/** What the registry is read from: the mobile-money provider and the others beside it. */
export interface ProviderSet {
  provider: PaymentProvider;
  providers?: readonly PaymentProvider[] | undefined;
}

export function allProviders(set: ProviderSet): readonly PaymentProvider[] {
  return [set.provider, ...(set.providers ?? []).filter((p) => p.name !== set.provider.name)];
}

/** The provider an attempt names; null for one we cannot ask (staff's `offline`, or one removed). */
export function providerNamed(set: ProviderSet, name: string): PaymentProvider | null {
  return allProviders(set).find((p) => p.name === name) ?? null;
}

/** The provider that takes a method; null when none is configured (cards without CinetPay). */
export function providerForMethod(set: ProviderSet, method: OnlineMethod): PaymentProvider | null {
  return allProviders(set).find((p) => p.methods.includes(method)) ?? null;
}
