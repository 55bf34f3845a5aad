import { beforeEach, describe, expect, it } from 'vitest';
import { checkCode, codeFromPath, createTracking } from '../../../../src/stores/booking-page/tracking.ts';
import { bookingDetails, type FakeApi, fakeApi, offline, ok, refused } from '../fake-api.ts';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

describe('codeFromPath', () => {
  it.each([
    ['/packages/search/K7MX-3QPD-2W', 'K7MX-3QPD-2W'],
    ['/fr/packages/search/k7mx3qpd2w', 'k7mx3qpd2w'],
    ['/packages/search/K7MX%203QPD%202W', 'K7MX 3QPD 2W'],
    ['/packages/search/%E0%A4%A', '%E0%A4%A'],
    ['/packages/search', ''],
    ['/packages/search/', ''],
  ])('%s -> %j', (path, code) => {
    expect(codeFromPath(path)).toBe(code);
  });
});

describe('tracking guard', () => {
  it('asks for a code, without an error, when the page was opened without one', async () => {
    expect(checkCode('')).toEqual({ ok: false, message: { key: 'validation.code.required' } });
    const tracking = createTracking({ pathname: '/packages/search', api });
    await tracking.start();
    expect(tracking.$phase.get()).toBe('askCode');
    expect(tracking.$message.get()).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['K7MX', 'validation.code.tooShort'],
    ['K7MX-3QPD-2WXYZ', 'validation.code.invalid'],
    ['K7MX-3QPD-2!', 'validation.code.invalid'],
  ])('refuses %j with %s before any call', async (raw, key) => {
    expect(checkCode(raw)).toEqual({ ok: false, message: { key } });
    const tracking = createTracking({ pathname: `/packages/search/${encodeURIComponent(raw)}`, api });
    await tracking.start();
    expect(tracking.$phase.get()).toBe('invalid');
    expect(tracking.$message.get()).toEqual({ key });
    expect(api.calls).toEqual([]);
  });

  it('normalises the code (case, separators, look-alikes) before asking', async () => {
    expect(checkCode('k7mx 3qpd 2w')).toEqual({ ok: true, code: 'K7MX-3QPD-2W' });
    expect(checkCode('K7MX-3QPD-ZW'.replace('Z', 'z'))).toEqual({ ok: true, code: 'K7MX-3QPD-ZW' });
    api.answer('getBooking', ok(bookingDetails()));
    const tracking = createTracking({ pathname: '/fr/packages/search/k7mx3qpd2w', api });
    await tracking.start();
    expect(api.callsOf('getBooking')).toEqual([['K7MX-3QPD-2W']]);
    expect(tracking.$phase.get()).toBe('found');
    expect(tracking.code()).toBe('K7MX-3QPD-2W');
  });
});

describe('loading a booking', () => {
  it.each([
    [
      'not found',
      refused('Reservation not found', { key: 'api.booking.notFound' }),
      'notFound',
      { text: 'Reservation not found' },
    ],
    [
      'rate limited',
      refused('Rate limit exceeded. Please wait before making more requests.', {
        key: 'api.error.rateLimited',
        retryAfterSeconds: 30,
      }),
      'unavailable',
      { text: 'Rate limit exceeded. Please wait before making more requests.' },
    ],
    ['offline', offline, 'unavailable', { key: 'islands.error.network' }],
  ] as const)('%s', async (_name, answer, phase, message) => {
    api.answer('getBooking', answer);
    const tracking = createTracking({ pathname: '/packages/search/K7MX-3QPD-2W', api });
    await tracking.start();
    expect(tracking.$phase.get()).toBe(phase);
    expect(tracking.$message.get()).toEqual(message);
  });

  it('can try again after a failure', async () => {
    api.answer('getBooking', offline, ok(bookingDetails()));
    const tracking = createTracking({ pathname: '/packages/search/K7MX-3QPD-2W', api });
    await tracking.start();
    expect(tracking.$phase.get()).toBe('unavailable');
    api.answer('getBooking', ok(bookingDetails({ paid: 135_000 })));
    await tracking.load();
    expect(tracking.$phase.get()).toBe('found');
    expect(tracking.$message.get()).toBeNull();
    expect(tracking.$booking.get()?.paid).toBe(135_000);
  });
});
