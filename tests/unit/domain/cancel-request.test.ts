import { describe, expect, it } from 'vitest';
import { cancellationOffer } from '../../../src/domain/cancel-request.ts';

describe('cancellationOffer', () => {
  it('offers the policy and a request while the booking stands', () => {
    expect(cancellationOffer({ cancelled: false, requestOpen: false })).toBe('request');
  });

  it('shows the open request instead of a second form', () => {
    expect(cancellationOffer({ cancelled: false, requestOpen: true })).toBe('asked');
  });

  it('offers nothing on a cancelled or abandoned booking, even with a request still open', () => {
    expect(cancellationOffer({ cancelled: true, requestOpen: false })).toBe('none');
    expect(cancellationOffer({ cancelled: true, requestOpen: true })).toBe('none');
  });
});

describe('a trip underway', () => {
  it('offers no request to cancel once travelled or begun, even with a request answered before', async () => {
    const { tripUnderway } = await import('../../../src/domain/cancel-request.ts');
    expect(cancellationOffer({ cancelled: false, requestOpen: false, tripUnderway: true })).toBe('none');
    expect(tripUnderway({ travelled: true, tripDate: null, today: '2026-11-27' })).toBe(true);
    expect(tripUnderway({ travelled: false, tripDate: '2026-11-27', today: '2026-11-27' })).toBe(true);
    expect(tripUnderway({ travelled: false, tripDate: '2026-11-28', today: '2026-11-27' })).toBe(false);
    expect(tripUnderway({ travelled: false, tripDate: null, today: '2026-11-27' })).toBe(false);
  });
});
