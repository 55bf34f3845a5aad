import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The module afresh: its metadata not loaded yet, as in a function's new instance. */
async function freshModule() {
  vi.resetModules();
  return import('../../../src/server/international-phone.ts');
}

describe('the phone metadata, loaded only when a number needs it', () => {
  let phone: Awaited<ReturnType<typeof freshModule>>;
  beforeEach(async () => {
    phone = await freshModule();
  });

  it('checks a Cameroon number without it', async () => {
    await phone.loadPhoneNumbersFor({ contact: { whatsapp: '6 70 00 00 00' } });
    expect(phone.validInternationalNumber('6 70 00 00 00')).toBe('+237670000000');
    expect(phone.validInternationalNumber('+237 5 70 00 00 00')).toBeNull();
    expect(() => phone.validInternationalNumber('+44 7700 900123')).toThrow(/loadPhoneNumbers/);
  });

  it('loads it for a body holding a number from abroad, wherever it is', async () => {
    await phone.loadPhoneNumbersFor({
      contact: { email: 'a@b.example' },
      travellers: [['+33 6 12 34 56 78']],
    });
    expect(phone.validInternationalNumber('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(phone.validInternationalNumber('+44 99 9999 9999')).toBeNull();
    expect(phone.formatInternationalNumber('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('leaves it unloaded for a body without one: empty, refused shapes, a hostile nesting', async () => {
    let deep: unknown = '670000000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    for (const body of [null, {}, 'x', 42, { whatsapp: '+237 6 70 00 00 00' }, { n: '+12' }, deep]) {
      await phone.loadPhoneNumbersFor(body);
    }
    expect(() => phone.formatInternationalNumber('+447700900123')).toThrow(/loadPhoneNumbers/);
  });
});
