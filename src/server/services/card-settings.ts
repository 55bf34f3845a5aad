/** The agency's card settings as the functions read them: the catalogue's snapshot of the CMS. */
import { DEFAULT_CARD_FEE_PERCENT } from '../../domain/card-fee.ts';
import type { CardSettings } from '../../domain/payment-plan.ts';
import { providerForMethod } from '../payments/registry.ts';
import type { ServiceDeps } from './deps.ts';

export interface ResolvedCardSettings extends CardSettings {
  feePercent: number;
  limitXaf: number | null;
}

export async function cardSettings(deps: Pick<ServiceDeps, 'catalogue'>): Promise<ResolvedCardSettings> {
  const { settings } = await deps.catalogue();
  return {
    feePercent: settings.cardFeePercent ?? DEFAULT_CARD_FEE_PERCENT,
    limitXaf: settings.cardLimitXaf ?? null,
  };
}

/** The card settings when the agency takes cards (a card provider is configured); none otherwise. */
export async function cardsTaken(
  deps: Pick<ServiceDeps, 'catalogue' | 'provider' | 'providers'>,
): Promise<ResolvedCardSettings | undefined> {
  return providerForMethod(deps, 'card') ? cardSettings(deps) : undefined;
}
