import { describe, expect, it } from 'vitest';
import { mediumOfPhone, validateDirectPay } from '../../../src/simulator/direct-pay-request.ts';
import { sandboxNumbers, sandboxOutcome } from '../../../src/simulator/sandbox-numbers.ts';

describe('sandboxOutcome', () => {
  it.each([
    ...sandboxNumbers.success.mtn.map((phone) => [phone, 'success']),
    ...sandboxNumbers.success.orange.map((phone) => [phone, 'success']),
    ...sandboxNumbers.failure.mtn.map((phone) => [phone, 'failure']),
    ...sandboxNumbers.failure.orange.map((phone) => [phone, 'failure']),
    ['670000004', 'success-without-webhook'],
    ['670000005', 'success-with-duplicate-webhook'],
    ['670000006', 'success-with-late-webhook'],
    ['670000007', 'success-after-slow-initiate'],
    ['670000009', 'pending-forever'],
    ['677123456', 'success'],
    ['699999999', 'success'],
  ])('plays %s as %s', (phone, outcome) => {
    expect(sandboxOutcome(phone)).toBe(outcome);
  });

  it('gives every documented sandbox number to the operator Fapshi lists it under', () => {
    for (const phone of [...sandboxNumbers.success.mtn, ...sandboxNumbers.failure.mtn]) {
      expect(mediumOfPhone(phone)).toBe('mobile money');
    }
    for (const phone of [...sandboxNumbers.success.orange, ...sandboxNumbers.failure.orange]) {
      expect(mediumOfPhone(phone)).toBe('orange money');
    }
  });
});

describe('mediumOfPhone', () => {
  it.each([
    ['670000000', 'mobile money'],
    ['654000000', 'mobile money'],
    ['680000000', 'mobile money'],
    ['655000000', 'orange money'],
    ['699000000', 'orange money'],
    ['640000000', 'orange money'],
    ['660000000', null],
    ['620000000', null],
    ['222000000', null],
    ['67000000', null],
  ])('%s -> %s', (phone, medium) => {
    expect(mediumOfPhone(phone)).toBe(medium);
  });
});

describe('validateDirectPay', () => {
  it('keeps the documented fields and fills the medium in', () => {
    expect(
      validateDirectPay({
        amount: 100,
        phone: '690000000',
        name: 'Ada',
        email: 'ada@example.com',
        userId: 'u-1',
        externalId: 'att_1',
        message: 'Trip',
      }),
    ).toEqual({
      ok: true,
      value: {
        amount: 100,
        phone: '690000000',
        medium: 'orange money',
        name: 'Ada',
        email: 'ada@example.com',
        userId: 'u-1',
        externalId: 'att_1',
        message: 'Trip',
      },
    });
  });

  it.each([
    [{ amount: 100, phone: '670000000', name: 7 }, 'name must be a string'],
    [{ amount: 100, phone: '670000000', message: {} }, 'message must be a string'],
    [{ amount: 100, phone: '670000000', externalId: '' }, 'externalId must be'],
    [null, 'JSON object'],
  ])('refuses %j', (body, message) => {
    const result = validateDirectPay(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
  });
});
