/**
 * Sending a WhatsApp message, behind one interface like the mailer: a pre-approved template of the
 * WhatsApp Business Cloud API, named, with its parameters in order, in the booking's language.
 * `ServiceDeps.whatsapp` is absent when the channel is off; only bookings whose customer opted in
 * at checkout get messages. A failure never blocks a booking or a payment: the caller records it
 * and the scheduled job retries.
 */
import type { Locale } from '../../i18n/locales.ts';

/** The templates the agency has approved in WhatsApp Manager, one per message kind, in en and fr. */
export type WhatsAppTemplate =
  | 'booking_confirmation'
  | 'payment_receipt'
  | 'balance_reminder'
  | 'pre_trip'
  | 'review_invitation';

export interface WhatsAppMessage {
  /** The customer's number in E.164 (`+2376...`). */
  to: string;
  template: WhatsAppTemplate;
  locale: Locale;
  /** The template body's parameters, in order ({{1}}, {{2}}, ...). */
  params: readonly string[];
  /** Stable per message (e.g. `reminder-14/<booking id>`): a retry never sends it twice. */
  idempotencyKey: string;
}

export interface WhatsAppSender {
  /** Resolves once the API accepted the message; throws `WhatsAppError` when it did not. */
  send(message: WhatsAppMessage): Promise<void>;
}

/** A message the API did not accept. Never carries credentials. @public */
export class WhatsAppError extends Error {
  override readonly name = 'WhatsAppError';
  /** The API's HTTP status, or null when no answer came (network, time-out). */
  readonly httpStatus: number | null;
  // A plain field rather than a parameter property: Node runs this file with type stripping only.
  constructor(message: string, httpStatus: number | null = null, options?: ErrorOptions) {
    super(message, options);
    this.httpStatus = httpStatus;
  }
}
