import { describe, expect, it } from 'vitest';
import { parseFapshiWebhook } from '../../../../src/server/payments/fapshi-webhook.ts';

const webhook = {
  transId: 'Ab3dE6gH',
  status: 'SUCCESSFUL',
  medium: 'mobile money',
  serviceName: 'Tours',
  amount: 15_000,
  revenue: 14_550,
  externalId: 'att_1',
  userId: 'att_1',
  webhook: 'https://example.com/api/payments/webhook',
  dateInitiated: '2025-06-25T11:34:04.450Z',
  dateConfirmed: '2025-06-25T11:35:00.000Z',
};

describe('parseFapshiWebhook', () => {
  it.each([
    ['a parsed body', webhook],
    ['the raw text', JSON.stringify(webhook)],
  ])('reads the hint from %s', (_case, body) => {
    expect(parseFapshiWebhook(body)).toEqual({
      providerId: 'Ab3dE6gH',
      externalId: 'att_1',
      status: 'successful',
    });
  });

  it.each([
    ['FAILED', 'failed'],
    ['EXPIRED', 'expired'],
    ['PENDING', 'pending'],
  ])('maps status %s to %s', (status, mapped) => {
    expect(parseFapshiWebhook({ ...webhook, status })?.status).toBe(mapped);
  });

  it.each([
    [
      'no status',
      { transId: 'Ab3dE6gH', externalId: 'att_1' },
      { providerId: 'Ab3dE6gH', externalId: 'att_1' },
    ],
    [
      'an unknown status',
      { ...webhook, status: 'REFUNDED' },
      { providerId: 'Ab3dE6gH', externalId: 'att_1' },
    ],
    [
      'no external id',
      { transId: 'Ab3dE6gH', status: 'FAILED' },
      { providerId: 'Ab3dE6gH', status: 'failed' },
    ],
    [
      'an external id with forbidden characters',
      { ...webhook, externalId: '<script>' },
      { providerId: 'Ab3dE6gH', status: 'successful' },
    ],
    ['only a transId', { transId: 'Ab3dE6gH' }, { providerId: 'Ab3dE6gH' }],
  ])('keeps what is usable with %s', (_case, body, hint) => {
    expect(parseFapshiWebhook(body)).toEqual(hint);
  });

  it.each([
    ['garbage text', 'not json at all'],
    ['an empty body', ''],
    ['a JSON string', '"Ab3dE6gH"'],
    ['a JSON array', JSON.stringify([webhook])],
    ['null', null],
    ['a number', 42],
    ['no transId', { ...webhook, transId: undefined }],
    ['an empty transId', { ...webhook, transId: '' }],
    ['a transId as a number', { ...webhook, transId: 12345678 }],
    ['a transId with a path in it', { ...webhook, transId: '../admin' }],
    ['an overlong transId', { ...webhook, transId: 'a'.repeat(65) }],
  ])('gives no hint for %s', (_case, body) => {
    expect(parseFapshiWebhook(body)).toBeNull();
  });
});
