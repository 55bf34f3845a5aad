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
