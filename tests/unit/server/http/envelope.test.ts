import { describe, expect, it } from 'vitest';
import { fail, invalid, ok } from '../../../../src/server/http/envelope.ts';

describe('envelope', () => {
  it('answers success with the localised message and no-store', async () => {
    const response = ok('fr', { status: 201, key: 'api.booking.created', data: { code: 'X' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      ok: true,
      message: 'Votre réservation a été créée',
      data: { code: 'X' },
    });
  });

  it('answers refusals with the key and parameters filled in', async () => {
    const response = fail('en', 422, 'api.payment.rejected', { params: { reason: 'bad number' } });
    expect(await response.json()).toEqual({
      ok: false,
      message: 'The payment was refused: bad number',
      data: { key: 'api.payment.rejected' },
    });
  });

  it('localises each validation issue, with its placeholders', async () => {
    const response = invalid('en', [
      { path: 'spots', key: 'validation.spots.min' },
      { path: 'text', key: 'validation.review.tooLong' },
    ]);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.data.issues).toEqual([
      { path: 'spots', key: 'validation.spots.min', message: 'Please enter a number of people (at least 1)' },
      {
        path: 'text',
        key: 'validation.review.tooLong',
        message: 'Your review must be at most 1000 characters long',
      },
    ]);
  });
});
