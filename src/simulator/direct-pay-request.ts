/**
 * Validation of a `POST /direct-pay` body as the simulator enforces it, with messages in Fapshi's
 * style (a 400 with `{ message }`). Stricter than the documentation where it says nothing, so our
 * adapter's mistakes surface locally rather than in production.
 */

export type FapshiMedium = 'mobile money' | 'orange money';

export interface DirectPayRequest {
  amount: number;
  phone: string;
  medium: FapshiMedium;
  name?: string;
  email?: string;
  userId?: string;
  externalId?: string;
  message?: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

export const minimumAmount = 100;
const referencePattern = /^[a-zA-Z0-9_-]{1,100}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Operator of a 9-digit Cameroon mobile number, or `null` when it is not a mobile number that MTN or
 * Orange serve. 67x, 650-654 and 68x are MTN; 69x, 655-659 and 64x are Orange.
 */
export function mediumOfPhone(phone: string): FapshiMedium | null {
  if (!/^6\d{8}$/.test(phone)) return null;
  if (/^6(7\d|5[0-4]|8\d)/.test(phone)) return 'mobile money';
  if (/^6(9\d|5[5-9]|4\d)/.test(phone)) return 'orange money';
  return null;
}

export function validateDirectPay(body: unknown): Validation<DirectPayRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('Request body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;

  const { amount, phone, medium } = fields;
  if (amount === undefined) return fail('amount is required');
  if (typeof amount !== 'number' || !Number.isInteger(amount)) return fail('amount must be an integer');
  if (amount < minimumAmount) return fail(`amount must be at least ${minimumAmount}`);

  if (phone === undefined) return fail('phone is required');
  if (typeof phone !== 'string' || !/^\d{9}$/.test(phone)) {
    return fail('phone must be a 9-digit Cameroon mobile number, e.g. 67XXXXXXX');
  }
  const detected = mediumOfPhone(phone);
  if (detected === null) return fail('phone is not an MTN or Orange Cameroon mobile number');
  if (medium !== undefined && medium !== 'mobile money' && medium !== 'orange money') {
    return fail("medium must be 'mobile money' or 'orange money'");
  }
  if (medium !== undefined && medium !== detected) return fail(`phone does not belong to ${medium}`);

  const request: DirectPayRequest = { amount, phone, medium: detected };
  for (const field of ['name', 'email', 'userId', 'externalId', 'message'] as const) {
    const value = fields[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return fail(`${field} must be a string`);
    if ((field === 'userId' || field === 'externalId') && !referencePattern.test(value)) {
      return fail(`${field} must be 1-100 characters among a-z, A-Z, 0-9, - and _`);
    }
    if (field === 'email' && !emailPattern.test(value)) return fail('email is invalid');
    request[field] = value;
  }
  return { ok: true, value: request };
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}
