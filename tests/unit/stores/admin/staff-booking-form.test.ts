import { describe, expect, it } from 'vitest';
import { priceBooking } from '../../../../src/domain/pricing.ts';
import {
  firstStaffError,
  type StaffValues,
  staffBookingBody,
  staffBookingErrors,
  staffPrice,
} from '../../../../src/stores/admin/staff-booking-form.ts';

const kribi = { slug: 'kribi-beach-escape', title: 'Kribi', pricePerPerson: 100_000, minPeople: 3 };
const pricing = { downPaymentPercent: 30, feePercent: 2 };
const TODAY = '2030-01-10';

const filled: StaffValues = {
  packageSlug: kribi.slug,
  tripType: 'group',
  spots: '3',
  departureId: '',
  preferredDate: '',
  paymentType: 'multiple',
  fullName: 'Ngono Marie',
  email: 'marie@example.cm',
  whatsapp: '+237 6 99 12 34 56',
  operator: 'mtn',
  number: '670000000',
  customerLocale: 'fr',
};

describe('the New booking form of the back office', () => {
  it('prices with the checkout own function, following people and payment type', () => {
    const single = { ...filled, spots: '4', paymentType: 'single' };
    expect(staffPrice(single, kribi, pricing)).toEqual(
      priceBooking({ pricePerPerson: 100_000, spots: 4, minPeople: 3, paymentType: 'single', ...pricing }),
    );
    expect(staffPrice(single, kribi, pricing)?.dueNow).toBe(408_000);
    expect(staffPrice(filled, kribi, pricing)?.dueNow).toBe(90_000 + 1_800);
  });

  it('shows no price for a number of people the package does not take', () => {
    for (const spots of ['', '2', '51', '3.5', 'x']) {
      expect(staffPrice({ ...filled, spots }, kribi, pricing)).toBeNull();
    }
    expect(staffPrice(filled, undefined, pricing)).toBeNull();
  });

  it('finds nothing wrong with a complete booking, and sends what the function parses', () => {
    expect(staffBookingErrors(filled, kribi, TODAY)).toEqual({});
    expect(staffBookingBody({ ...filled, preferredDate: '2030-02-01' })).toEqual({
      packageSlug: kribi.slug,
      tripType: 'group',
      spots: 3,
      preferredDate: '2030-02-01',
      paymentType: 'multiple',
      contact: { fullName: 'Ngono Marie', email: 'marie@example.cm', whatsapp: '+237 6 99 12 34 56' },
      payment: { method: 'mtn', number: '670000000' },
      customerLocale: 'fr',
    });
  });

  it('puts each error of the shared schema on its field, the first shown first', () => {
    const errors = staffBookingErrors(
      { ...filled, spots: '', preferredDate: '2030-01-09', fullName: '', email: 'no', number: '12' },
      kribi,
      TODAY,
    );
    expect(errors).toEqual({
      spots: { key: 'validation.spots.invalid', params: { min: 3, max: 50 } },
      preferredDate: { key: 'validation.date.past', params: { min: 3, max: 50 } },
      fullName: { key: 'validation.name.required', params: { min: 3, max: 50 } },
      email: { key: 'validation.email.invalid', params: { min: 3, max: 50 } },
      number: { key: 'validation.phone.invalid', params: { min: 3, max: 50 } },
    });
    expect(firstStaffError(errors)).toBe('spots');
    expect(firstStaffError({})).toBeNull();
  });

  it('applies the package rules the checkout applies: its minimum and the trip types it takes', () => {
    expect(staffBookingErrors({ ...filled, spots: '2', tripType: 'couple' }, kribi, TODAY)).toEqual({
      tripType: { key: 'validation.tripType.belowMinimum', params: { min: 3 } },
      spots: { key: 'validation.package.minPeople', params: { min: 3 } },
    });
    expect(staffBookingErrors({ ...filled, spots: '60' }, kribi, TODAY).spots?.valueOf()).toEqual({
      key: 'validation.spots.max',
      params: { max: 50, min: 3 },
    });
  });

  it('books a trip sold by departures on one: its price, its id sent, no preferred date', () => {
    const high = {
      id: 'kribi-high',
      date: '2030-03-01',
      pricePerPerson: 150_000,
      seatsLeft: 4,
      state: 'few' as const,
    };
    const chosen = { ...filled, departureId: high.id, preferredDate: '2030-02-01' };
    expect(staffPrice(chosen, kribi, pricing, high)?.total).toBe(450_000);
    expect(staffPrice(chosen, kribi, pricing, null)?.total).toBe(300_000);
    const body = staffBookingBody(chosen);
    expect(body).toMatchObject({ departureId: high.id });
    expect(body).not.toHaveProperty('preferredDate');
    expect(staffBookingErrors(chosen, kribi, TODAY, [high])).toEqual({});
  });

  it('refuses no departure, a full or closed one and a group larger than its seats left, as checkout does', () => {
    const open = {
      id: 'a',
      date: '2030-03-01',
      pricePerPerson: 100_000,
      seatsLeft: 4,
      state: 'few' as const,
    };
    const full = {
      id: 'b',
      date: '2030-03-08',
      pricePerPerson: 100_000,
      seatsLeft: 0,
      state: 'full' as const,
    };
    const options = [open, full];
    const errorOf = (departureId: string, spots = '3') =>
      staffBookingErrors({ ...filled, departureId, spots }, kribi, TODAY, options).departureId;
    expect(errorOf('')).toEqual({ key: 'validation.departure.required' });
    expect(errorOf('b')).toEqual({ key: 'islands.checkout.departureError.full' });
    expect(errorOf('a', '5')).toEqual({
      key: 'islands.checkout.departureError.fewOther',
      params: { count: 4 },
    });
    expect(errorOf('a', '4')).toBeUndefined();
    // A trip sold on request has no departure to choose.
    expect(staffBookingErrors(filled, kribi, TODAY, []).departureId).toBeUndefined();
  });
});

describe('the payment network of a phone booking: the checkout’s one rule', () => {
  it('refuses MTN with an Orange number (699112233) as step 3 of the checkout does, and the reverse', async () => {
    const { otherNetworkKey } = await import('../../../../src/stores/checkout/checkout-rules.ts');
    const orangeNumber = { ...filled, operator: 'mtn', number: '699112233' };
    expect(otherNetworkKey('699112233', 'mtn')).toBe('validation.paymentNumber.looksOrange');
    expect(staffBookingErrors(orangeNumber, kribi, TODAY).number).toEqual({
      key: 'validation.paymentNumber.looksOrange',
    });
    expect(firstStaffError(staffBookingErrors(orangeNumber, kribi, TODAY))).toBe('number');
    expect(
      staffBookingErrors({ ...filled, operator: 'orange', number: '670000000' }, kribi, TODAY).number,
    ).toEqual({
      key: 'validation.paymentNumber.looksMtn',
    });
    expect(staffBookingErrors({ ...orangeNumber, operator: 'orange' }, kribi, TODAY).number).toBeUndefined();
  });

  it('lets staff keep a number that moved network, as the checkout lets the customer', () => {
    const orangeNumber = { ...filled, operator: 'mtn', number: '699112233' };
    expect(staffBookingErrors(orangeNumber, kribi, TODAY, [], true)).toEqual({});
  });
});
