/** A refusal the functions turn into an envelope: HTTP status, message key, optional params and data. */
import type { ApiErrorData } from '../../api/contract.ts';
import type { MessageKey, MessageParams } from '../../i18n/messages.ts';

export interface ServiceErrorInit {
  params?: MessageParams;
  data?: Omit<ApiErrorData, 'key'>;
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly status: number;
  readonly key: MessageKey;
  readonly params: MessageParams | undefined;
  readonly data: Omit<ApiErrorData, 'key'> | undefined;
  constructor(status: number, key: MessageKey, init: ServiceErrorInit = {}) {
    super(key);
    this.status = status;
    this.key = key;
    this.params = init.params;
    this.data = init.data;
  }
}

/** A success: HTTP status, message key and the envelope's data. */
export interface ServiceResult<T> {
  status: number;
  key: MessageKey;
  params?: MessageParams;
  data: T;
}

/**
 * The booking a customer's form names by its code, when the e-mail is the one given at booking. The
 * code alone already opens the booking's page, so a wrong e-mail is said as such (403), not as an
 * unknown booking, which only an unknown code is (404).
 */
export function bookingOfEmail<B extends { email: string }>(booking: B | null, email: string): B {
  if (!booking) throw new ServiceError(404, 'api.booking.notFound');
  if (booking.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw new ServiceError(403, 'api.booking.emailMismatch');
  }
  return booking;
}
