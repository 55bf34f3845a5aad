import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TOKEN_FIELDS,
  notificationToken,
  parseCheckAnswer,
  tokenMatches,
} from '../../../../src/server/payments/cinetpay-payload.ts';

const id = 'pay_abcdefghij0123456789';
const answer = (code: string, status: string, extra: Record<string, unknown> = {}) => ({
  code,
  message: 'WORDS',
  data: { amount: '93150', currency: 'XAF', status, metadata: id, payment_method: 'VISA', ...extra },
});

describe("CinetPay's check answer", () => {
  it.each([
    ['00', 'ACCEPTED', 'successful'],
    ['662', 'WAITING_FOR_CUSTOMER', 'pending'],
    ['623', 'PENDING', 'pending'],
    ['600', 'REFUSED', 'failed'],
    ['627', 'REFUSED', 'failed'],
    ['625', 'REFUSED', 'expired'],
  ])('code %s with status %s reads %s', (code, status, ours) => {
    expect(parseCheckAnswer(answer(code, status), id)?.status).toBe(ours);
  });

  it('never guesses: an unknown status, a missing or fractional amount is unreadable', () => {
    expect(parseCheckAnswer(answer('00', 'SOMETHING'), id)).toBeNull();
    expect(parseCheckAnswer(answer('00', 'ACCEPTED', { amount: '12.5' }), id)).toBeNull();
    expect(parseCheckAnswer({ code: '00', message: 'SUCCES' }, id)).toBeNull();
    expect(parseCheckAnswer('nope', id)).toBeNull();
  });

  it('says whose payment it is from the metadata, so one naming another reference never matches', () => {
    expect(parseCheckAnswer(answer('00', 'ACCEPTED'), id)?.externalId).toBe(id);
    expect(parseCheckAnswer(answer('00', 'ACCEPTED', { metadata: null }), id)?.externalId).toBe(id);
    expect(parseCheckAnswer(answer('00', 'ACCEPTED', { metadata: 'pay_other' }), id)?.externalId).toBe(
      'pay_other',
    );
  });

  it('reads the confirmation time as UTC and the reason of a failure for staff', () => {
    const paid = parseCheckAnswer(answer('00', 'ACCEPTED', { payment_date: '2026-11-28 10:02:03' }), id);
    expect(paid?.confirmedAt).toBe('2026-11-28T10:02:03Z');
    const declined = parseCheckAnswer({ ...answer('600', 'REFUSED'), message: 'PAYMENT_FAILED' }, id);
    expect(declined?.failureText).toBe('card declined (600 PAYMENT_FAILED)');
  });
});

describe('the x-token', () => {
  it('is the HMAC of the fields in the documented order, whatever order the form has', () => {
    const form = new URLSearchParams(NOTIFICATION_TOKEN_FIELDS.map((field, i) => [field, `v${i}`]));
    const reversed = new URLSearchParams([...form.entries()].reverse());
    expect(notificationToken(reversed, 'k')).toBe(notificationToken(form, 'k'));
    expect(tokenMatches(form, notificationToken(form, 'k').toUpperCase(), 'k')).toBe(true);
    form.set('cpm_amount', 'v999');
    expect(tokenMatches(form, notificationToken(reversed, 'k'), 'k')).toBe(false);
    expect(tokenMatches(form, null, 'k')).toBe(false);
  });
});
