/**
 * The local platform's WhatsApp channel: the twin of the Cloud API (`src/simulator/whatsapp-twin.ts`)
 * unless a `WHATSAPP_*` setting points elsewhere, and the settings that point the functions at it.
 * The twin keeps each message it accepts in `<dataDir>/whatsapp/messages.ndjson` and lists them at
 * `GET <url>/__control/messages`; `POST <url>/__control/inbound` plays a customer writing to the
 * agency, sent to the functions' webhook signed with the local app secret.
 */
import { join } from 'node:path';

export const LOCAL_WHATSAPP_TOKEN = 'local-whatsapp-token';
export const LOCAL_WHATSAPP_PHONE_NUMBER_ID = '100000000000001';
export const LOCAL_WHATSAPP_APP_SECRET = 'local-whatsapp-app-secret';
export const LOCAL_WHATSAPP_VERIFY_TOKEN = 'local-whatsapp-verify-token';

export interface LocalWhatsApp {
  /** The twin's base URL, or null when a Cloud API is configured. */
  url: string | null;
  /** What the functions get (nothing when the environment already says). */
  functionEnv: Record<string, string>;
  /** Where the twin sends customers' messages, once the site's address is known. */
  setWebhookUrl(url: string): void;
}

export async function startLocalWhatsApp(
  env: NodeJS.ProcessEnv,
  where: { port: number; host: string; dataDir: string },
  stops: Array<() => Promise<void>>,
  services: string[],
): Promise<LocalWhatsApp> {
  const configured =
    env['WHATSAPP_API_URL'] || env['WHATSAPP_PHONE_NUMBER_ID'] || env['WHATSAPP_ACCESS_TOKEN'];
  if (configured) {
    services.push(`whatsapp: Cloud API at ${env['WHATSAPP_API_URL'] || 'https://graph.facebook.com'}`);
    return { url: null, functionEnv: {}, setWebhookUrl: () => undefined };
  }
  const { startWhatsAppTwin } = await import('../../src/simulator/whatsapp-twin.ts');
  const logFile = join(where.dataDir, 'whatsapp', 'messages.ndjson');
  const twin = await startWhatsAppTwin({
    port: where.port,
    host: where.host,
    accessToken: LOCAL_WHATSAPP_TOKEN,
    phoneNumberId: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
    logFile,
    appSecret: LOCAL_WHATSAPP_APP_SECRET,
  });
  stops.push(() => twin.stop());
  services.push(
    `whatsapp: local twin ${twin.url} (messages at ${twin.url}/__control/messages and ${logFile}; a customer writes with POST ${twin.url}/__control/inbound)`,
  );
  return {
    url: twin.url,
    functionEnv: {
      WHATSAPP_API_URL: twin.url,
      WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP_TOKEN,
      WHATSAPP_APP_SECRET: LOCAL_WHATSAPP_APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP_VERIFY_TOKEN,
    },
    setWebhookUrl: (url) => twin.control.setWebhookUrl(url),
  };
}
