/**
 * The WhatsApp sender the functions use, from the environment: none (the channel off) when
 * `WHATSAPP_API_URL`, `WHATSAPP_PHONE_NUMBER_ID` and `WHATSAPP_ACCESS_TOKEN` are all unset, else the
 * Cloud API adapter (`npm start` points it at the local twin). Deployed, `deployedProblem` has
 * already refused a half-set or local configuration; here a missing id or token still throws.
 */
import type { Environment } from '../../config/environment.ts';
import {
  cloudApiSender,
  DEFAULT_WHATSAPP_API_URL,
  DEFAULT_WHATSAPP_API_VERSION,
  DEFAULT_WHATSAPP_TIMEOUT_MS,
} from './cloud-api-sender.ts';
import type { WhatsAppSender } from './whatsapp-sender.ts';

type WhatsAppSettings = Pick<
  Environment,
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_API_VERSION'
  | 'WHATSAPP_TIMEOUT_MS'
>;

/** Whether the channel is on: any of its three settings is set. */
export function whatsAppEnabled(settings: WhatsAppSettings): boolean {
  return (
    settings.WHATSAPP_API_URL !== undefined ||
    settings.WHATSAPP_PHONE_NUMBER_ID !== undefined ||
    settings.WHATSAPP_ACCESS_TOKEN !== undefined
  );
}

export function createWhatsAppSender(
  settings: WhatsAppSettings,
  fetchImpl?: typeof globalThis.fetch,
): WhatsAppSender | undefined {
  if (!whatsAppEnabled(settings)) return undefined;
  const { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_ACCESS_TOKEN: accessToken } = settings;
  if (!phoneNumberId || !accessToken) {
    throw new Error('WhatsApp is on: set both WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN');
  }
  return cloudApiSender({
    baseUrl: settings.WHATSAPP_API_URL ?? DEFAULT_WHATSAPP_API_URL,
    version: settings.WHATSAPP_API_VERSION ?? DEFAULT_WHATSAPP_API_VERSION,
    phoneNumberId,
    accessToken,
    timeoutMs: settings.WHATSAPP_TIMEOUT_MS ?? DEFAULT_WHATSAPP_TIMEOUT_MS,
    ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
  });
}
