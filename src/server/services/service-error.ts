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
