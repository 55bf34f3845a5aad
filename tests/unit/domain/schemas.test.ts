import { describe, expect, it } from 'vitest';
import { reviewSchema } from '../../../src/domain/customer-text-schemas.ts';
import { createBookingSchema, parseWith, type ValidationKey } from '../../../src/domain/schemas.ts';
import { startPaymentSchema } from '../../../src/domain/start-payment-schema.ts';
import { bookingEn } from '../../../src/i18n/catalog/booking.en.ts';

const today = '2030-06-15';
const valid = {
  packageSlug: 'kribi-beach-escape',
  spots: 3,
  tripType: 'group',
  preferredDate: '2030-07-01',
  contact: { fullName: 'Ngono Marie-Claire', email: 'marie@example.cm', whatsapp: '+237 6 70 00 00 00' },
  payment: { method: 'mtn', number: '00237 670000000' },
  paymentType: 'multiple',
  termsAccepted: true,
};

type Patch = (body: Record<string, unknown>) => void;
const withPatch = (patch: Patch) => {
  const body = structuredClone(valid) as Record<string, unknown>;
  patch(body);
  return body;
};
const contact = (b: Record<string, unknown>) => b.contact as Record<string, unknown>;
const payment = (b: Record<string, unknown>) => b.payment as Record<string, unknown>;

describe("a booker's name keeps a name's shape (it reaches the confirmation's inbox)", () => {
  const nameIssue = (fullName: string) => {
    const result = parseWith(
      createBookingSchema(today),
      withPatch((b) => (contact(b).fullName = fullName)),
    );
    return result.ok ? null : result.issues.find((i) => i.path === 'contact.fullName')?.key;
  };

  it.each([
    'Ngono Marie-Claire',
    'J.R.R. Tolkien',
    'Jean-Paul N’Diaye',
    "Chinua O'Brien",
    'St. John Mbarga',
    'Zoé Nkoulou Épse Ateba',
  ])('accepts %s', (name) => {
    expect(nameIssue(name)).toBeNull();
  });

  it.each([
    ['a web address', 'www.cheap-pills.com'],
    ['a bare domain', 'Buy now at cheappills.net'],
    ['an e-mail address', 'bob@evil.example'],
    ['a link', 'https://evil.example'],
    ['digits', 'Call 670000000'],
    ['a sentence-long advert', 'Cheap pills and loans today just ask Bob for the best offer ever'],
    ['more than 60 characters', `Marie ${'a'.repeat(60)}`],
  ])('refuses %s', (_what, name) => {
    expect(nameIssue(name)).toBe('validation.name.invalid');
  });
});

describe('createBookingSchema', () => {
  it('accepts a valid booking and normalises numbers', () => {
    const result = parseWith(createBookingSchema(today), valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.contact.whatsapp).toBe('+237670000000');
    expect(result.value.payment).toMatchObject({ method: 'mtn', number: '670000000' });
  });

  it.each<[string, Patch, string, ValidationKey]>([
    ['missing name', (b) => delete contact(b).fullName, 'contact.fullName', 'validation.name.required'],
    ['blank name', (b) => (contact(b).fullName = '   '), 'contact.fullName', 'validation.name.required'],
    [
      'name with digits',
      (b) => (contact(b).fullName = 'R2D2'),
      'contact.fullName',
      'validation.name.invalid',
    ],
    ['bad email', (b) => (contact(b).email = 'marie@'), 'contact.email', 'validation.email.invalid'],
    ['bad whatsapp', (b) => (contact(b).whatsapp = '12'), 'contact.whatsapp', 'validation.phone.invalid'],
    [
      'missing payment number',
      (b) => delete payment(b).number,
      'payment.number',
      'validation.paymentNumber.required',
    ],
    [
      'empty payment number',
      (b) => (payment(b).number = ''),
      'payment.number',
      'validation.paymentNumber.required',
    ],
    [
      'landline payment number',
      (b) => (payment(b).number = '222123456'),
      'payment.number',
      'validation.phone.invalid',
    ],
    [
      'missing method',
      (b) => delete payment(b).method,
      'payment.method',
      'validation.paymentMethod.required',
    ],
    [
      'unknown method',
      (b) => (payment(b).method = 'visa'),
      'payment.method',
      'validation.paymentMethod.required',
    ],
    ['terms not accepted', (b) => (b.termsAccepted = false), 'termsAccepted', 'validation.terms.required'],
    ['terms missing', (b) => delete b.termsAccepted, 'termsAccepted', 'validation.terms.required'],
    ['no people', (b) => (b.spots = 0), 'spots', 'validation.spots.min'],
    ['spots above max', (b) => (b.spots = 51), 'spots', 'validation.spots.max'],
    ['spots as string', (b) => (b.spots = '3'), 'spots', 'validation.spots.invalid'],
    ['fractional spots', (b) => (b.spots = 3.5), 'spots', 'validation.spots.invalid'],
    ['past date', (b) => (b.preferredDate = '2030-06-14'), 'preferredDate', 'validation.date.past'],
    ['impossible date', (b) => (b.preferredDate = '2030-02-30'), 'preferredDate', 'validation.date.invalid'],
    ['bad slug', (b) => (b.packageSlug = '../etc'), 'packageSlug', 'validation.package.unknown'],
    ['bad trip type', (b) => (b.tripType = 'single'), 'tripType', 'validation.tripType.invalid'],
    ['bad payment type', (b) => (b.paymentType = 'later'), 'paymentType', 'validation.paymentType.invalid'],
    ['tampered amount', (b) => (b.total = 1), 'total', 'validation.field.unknown'],
    ['unknown nested field', (b) => (contact(b).admin = true), 'contact.admin', 'validation.field.unknown'],
    ['bad locale', (b) => (b.locale = 'de'), 'locale', 'validation.locale.invalid'],
  ])('refuses %s', (_label, patch, path, key) => {
    const result = parseWith(createBookingSchema(today), withPatch(patch));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({ path, key });
  });

  it('accepts the date of today and no date at all', () => {
    expect(
      parseWith(
        createBookingSchema(today),
        withPatch((b) => (b.preferredDate = today)),
      ).ok,
    ).toBe(true);
    expect(
      parseWith(
        createBookingSchema(today),
        withPatch((b) => delete b.preferredDate),
      ).ok,
    ).toBe(true);
  });

  it.each([[null], ['text'], [[1, 2]], [42]])('refuses a body that is not an object: %j', (body) => {
    const result = parseWith(createBookingSchema(today), body);
    expect(result).toEqual({ ok: false, issues: [{ path: '', key: 'validation.body.invalid' }] });
  });
});

describe('startPaymentSchema', () => {
  it.each([
    [{ kind: 'deposit' }, true],
    [{ kind: 'balance', method: 'orange', number: '690000000' }, true],
    [{ kind: 'refund' }, false],
    [{}, false],
    [{ kind: 'full', amount: 10 }, false],
    [{ kind: 'full', number: '12' }, false],
    [{ kind: 'deposit', method: 'card' }, true],
    [{ kind: 'deposit', method: 'card', number: '670000000' }, false],
    [{ kind: 'deposit', method: 'visa' }, false],
  ])('%j valid = %s', (body, ok) => {
    expect(parseWith(startPaymentSchema, body).ok).toBe(ok);
  });

  it('says a card takes no number, on the number', () => {
    const result = parseWith(startPaymentSchema, { kind: 'deposit', method: 'card', number: '670000000' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      expect.objectContaining({ path: 'number', key: 'validation.paymentNumber.notForCard' }),
    ]);
  });
});

describe('a booking paid by card', () => {
  it('takes no mobile-money number', () => {
    const result = parseWith(createBookingSchema(today), { ...valid, payment: { method: 'card' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.payment).toEqual({ method: 'card' });
  });

  it('refuses a number or an unknown field beside a card', () => {
    const withNumber = { ...valid, payment: { method: 'card', number: '670000000' } };
    expect(parseWith(createBookingSchema(today), withNumber).ok).toBe(false);
    expect(parseWith(createBookingSchema(today), { ...valid, payment: { method: 'cheque' } }).ok).toBe(false);
  });
});

describe('reviewSchema', () => {
  const review = {
    code: 'k7mx 3qpd 2w',
    displayName: 'Marie',
    rating: 5,
    text: 'A wonderful trip to Kribi!',
  };

  it('canonicalises the code and strips markup', () => {
    const result = parseWith(reviewSchema, { ...review, text: '<b>A wonderful</b> trip to Kribi!' });
    expect(result).toMatchObject({
      ok: true,
      value: { code: 'K7MX-3QPD-2W', text: 'A wonderful trip to Kribi!' },
    });
  });

  it.each<[string, Record<string, unknown>, string, ValidationKey]>([
    ['no rating', { rating: undefined }, 'rating', 'validation.rating.required'],
    ['rating 0', { rating: 0 }, 'rating', 'validation.rating.required'],
    ['rating 6', { rating: 6 }, 'rating', 'validation.rating.invalid'],
    ['short code', { code: 'K7MX' }, 'code', 'validation.code.tooShort'],
    ['empty code', { code: '' }, 'code', 'validation.code.required'],
    ['short text', { text: 'ok' }, 'text', 'validation.review.tooShort'],
    ['markup-only text', { text: '<p><i></i></p>   <br>' }, 'text', 'validation.review.tooShort'],
    ['long text', { text: 'x'.repeat(1001) }, 'text', 'validation.review.tooLong'],
    ['empty display name', { displayName: '<b></b>' }, 'displayName', 'validation.displayName.required'],
  ])('refuses %s', (_label, patch, path, key) => {
    const body: Record<string, unknown> = { ...review, ...patch };
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const result = parseWith(reviewSchema, body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toContainEqual({ path, key });
  });
});

describe('validation keys', () => {
  it('every key a schema can return exists in the catalogue', async () => {
    // Read as text from its folder: a file URL of the module itself would count as importing all of it.
    const domain = new URL('../../../src/domain/', import.meta.url);
    const source = await import('node:fs/promises').then((fs) =>
      fs.readFile(new URL('schemas.ts', domain), 'utf8'),
    );
    for (const [, k] of source.matchAll(/'(validation\.[\w.]+)'/g))
      expect(bookingEn).toHaveProperty([k as string]);
  });
});
