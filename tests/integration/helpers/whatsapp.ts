/**
 * WhatsApp in the integration tests: the Cloud API's twin on a free port, the functions' sender
 * pointed at it, and the webhook of customers' messages called as Meta calls it (signed with the
 * app secret), so a test can prove a booking's number the way a customer does.
 */
import type { Context } from '@netlify/functions';
import whatsappWebhookFn from '../../../functions/whatsapp-webhook.ts';
import { setRuntime } from '../../../src/server/runtime.ts';
import { cloudApiSender } from '../../../src/server/whatsapp/cloud-api-sender.ts';
import {
  hubSignature,
  inboundNotification,
  type RunningWhatsAppTwin,
  startWhatsAppTwin,
} from '../../../src/simulator/whatsapp-twin.ts';
import { ORIGIN, REMINDER_LINK_SECRET, SWEEP_SECRET, type TestApp } from './app.ts';

export const WHATSAPP_TOKEN = 'EAAG-test-token';
export const WHATSAPP_PHONE_ID = '106540352242922';
export const WHATSAPP_APP_SECRET = 'test-meta-app-secret';
export const WHATSAPP_VERIFY_TOKEN = 'test-verify-token';
/** The number `bookingBody()` gives, in E.164. */
export const CUSTOMER = '+237699123456';

/** Starts the twin and points the app's sender and the inbound webhook's settings at it. */
export async function withWhatsApp(app: TestApp): Promise<RunningWhatsAppTwin> {
  const twin = await startWhatsAppTwin({
    port: 0,
    accessToken: WHATSAPP_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_ID,
    appSecret: WHATSAPP_APP_SECRET,
  });
  app.deps.whatsapp = cloudApiSender({
    baseUrl: twin.url,
    version: 'v23.0',
    phoneNumberId: WHATSAPP_PHONE_ID,
    accessToken: WHATSAPP_TOKEN,
    timeoutMs: 500,
  });
  setRuntime({
    deps: app.deps,
    sweepSecret: SWEEP_SECRET,
    reminderLinkSecret: REMINDER_LINK_SECRET,
    whatsappInbound: {
      appSecret: WHATSAPP_APP_SECRET,
      verifyToken: WHATSAPP_VERIFY_TOKEN,
      phoneNumberId: WHATSAPP_PHONE_ID,
    },
  });
  return twin;
}

export interface WebhookAnswer {
  status: number;
  text: string;
}

/** One request to the webhook function, its answer read as text. */
export async function callWhatsAppWebhook(request: Request, context = {} as Context): Promise<WebhookAnswer> {
  const response = await whatsappWebhookFn(request, context);
  return { status: response.status, text: await response.text() };
}

/** A notification as Meta posts it: `body` with the headers given (the signature, or none). */
export const postNotification = (body: string, headers: Record<string, string> = {}) =>
  callWhatsAppWebhook(
    new Request(`${ORIGIN}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }),
  );

/** `from` writes `text` to the agency, the notification signed with `secret` (the app's own). */
export function customerWrites(
  from: string,
  text: string,
  secret = WHATSAPP_APP_SECRET,
  phoneNumberId = WHATSAPP_PHONE_ID,
): Promise<WebhookAnswer> {
  const body = inboundNotification(phoneNumberId, from, text);
  return postNotification(body, { 'x-hub-signature-256': hubSignature(body, secret) });
}

/** The customer writes the booking's pre-filled message from `from`: how many bookings it proved. */
export async function proveNumber(code: string, from = CUSTOMER): Promise<number> {
  const answer = await customerWrites(from, `Hello, my booking ${code}: please send my messages here.`);
  if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { data: { proven: number } }).data.proven;
}
