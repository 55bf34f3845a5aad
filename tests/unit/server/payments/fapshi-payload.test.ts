import { describe, expect, it } from 'vitest';
import {
  parseFapshiPayment,
  toFapshiPhone,
  toPaymentMedium,
  toProviderStatus,
} from '../../../../src/server/payments/fapshi-payload.ts';

describe('toProviderStatus', () => {
  it.each([
    ['CREATED', 'created'],
    ['PENDING', 'pending'],
    ['SUCCESSFUL', 'successful'],
    ['FAILED', 'failed'],
    ['EXPIRED', 'expired'],
    ['successful', 'successful'],
    ['SUCCESS', null],
    ['REFUNDED', null],
    ['', null],
    [undefined, null],
    [1, null],
  ])('maps %j to %j', (fapshi, ours) => {
    expect(toProviderStatus(fapshi)).toBe(ours);
  });
});

describe('toPaymentMedium', () => {
  it.each([
    ['mobile money', 'mtn'],
    ['orange money', 'orange'],
    ['fapshi', null],
    ['MTN', null],
    [null, null],
  ])('maps %j to %j', (fapshi, ours) => {
    expect(toPaymentMedium(fapshi)).toBe(ours);
  });
});

describe('toFapshiPhone', () => {
  it.each([
    ['670000000', '670000000'],
    ['6 70 00 00 00', '670000000'],
    ['+237 690-000-000', '690000000'],
    ['00237656000000', '656000000'],
    ['237670000000', '670000000'],
    ['(237) 670000000', '670000000'],
    ['67000000', null],
    ['2376700000001', null],
    ['222123456', null],
    ['+33612345678', null],
    ['', null],
  ])('turns %j into %j', (phone, local) => {
    expect(toFapshiPhone(phone)).toBe(local);
  });
});

describe('parseFapshiPayment', () => {
  const body = {
    transId: 'Ab3dE6gH',
    status: 'SUCCESSFUL',
    medium: 'orange money',
    serviceName: 'Tours',
    amount: 15_000,
    revenue: 14_550,
    payerName: 'Ada',
    email: 'ada@example.com',
    externalId: 'att_1',
    userId: 'att_1',
    financialTransId: '1234567890',
    dateInitiated: '2025-06-25T11:34:04.450Z',
    dateConfirmed: '2025-06-25T11:35:00.000Z',
  };

  it('reads a complete status body', () => {
    expect(parseFapshiPayment(body)).toEqual({
      providerId: 'Ab3dE6gH',
      status: 'successful',
      amount: 15_000,
      medium: 'orange',
      externalId: 'att_1',
      payerName: 'Ada',
      email: 'ada@example.com',
      financialTransId: '1234567890',
      initiatedAt: '2025-06-25T11:34:04.450Z',
      confirmedAt: '2025-06-25T11:35:00.000Z',
    });
  });

  it('leaves absent, empty or null optional fields as null', () => {
    expect(
      parseFapshiPayment({ transId: 'x1', status: 'PENDING', amount: 100, email: '', payerName: null }),
    ).toEqual({
      providerId: 'x1',
      status: 'pending',
      amount: 100,
      medium: null,
      externalId: null,
      payerName: null,
      email: null,
      financialTransId: null,
      initiatedAt: null,
      confirmedAt: null,
    });
  });

  it('accepts an operator reference sent as a number', () => {
    expect(parseFapshiPayment({ ...body, financialTransId: 987654321 })?.financialTransId).toBe('987654321');
  });

  it.each([
    ['no transId', { ...body, transId: undefined }],
    ['an unknown status', { ...body, status: 'REVERSED' }],
    ['a fractional amount', { ...body, amount: 100.5 }],
    ['an amount as text', { ...body, amount: '15000' }],
    ['an array', [body]],
    ['null', null],
    ['text', 'SUCCESSFUL'],
  ])('refuses %s', (_case, value) => {
    expect(parseFapshiPayment(value)).toBeNull();
  });
});
