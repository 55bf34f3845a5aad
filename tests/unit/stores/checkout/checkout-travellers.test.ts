import { describe, expect, it } from 'vitest';
import { emptyDraft, fieldOfPath, isDraft } from '../../../../src/stores/checkout/checkout-fields.ts';
import { requestBody } from '../../../../src/stores/checkout/checkout-request.ts';
import * as rules from '../../../../src/stores/checkout/checkout-rules.ts';
import { validateDraft } from '../../../../src/stores/checkout/checkout-validation.ts';

const draft = (travellers: string, spots = '3') => ({
  ...emptyDraft('kribi-beach-escape'),
  spots,
  tripType: 'group' as const,
  fullName: 'Ngono Marie',
  email: 'marie@example.cm',
  whatsapp: '699123456',
  travellers,
});
const context = { today: '2030-01-01', locale: 'en' as const, steps: ['details'] as const };

describe('the checkout’s other travellers', () => {
  it('sends one name per line, blank lines left out, and nothing when none is typed', () => {
    expect(requestBody(draft(' Paul Biya \n\n Awa Njoya '), 'en').travellers).toEqual([
      'Paul Biya',
      'Awa Njoya',
    ]);
    expect('travellers' in requestBody(draft('  \n'), 'en')).toBe(false);
  });

  it('checks the names with the shared schema and against the group, on the details step', () => {
    expect(validateDraft(rules, draft('Paul Biya\nAwa Njoya'), { minPeople: 1 }, context)).toEqual({});
    expect(validateDraft(rules, draft('Paul Biya\n<b>x</b>'), { minPeople: 1 }, context).travellers).toEqual(
      expect.objectContaining({ key: 'validation.name.invalid' }),
    );
    expect(
      validateDraft(rules, draft('Paul Biya\nAwa Njoya\nJean Kamga'), { minPeople: 1 }, context).travellers,
    ).toEqual({ key: 'validation.travellers.overGroup', params: { spots: 3 } });
  });

  it('a server issue on one name points at the field; a draft saved before the field is kept', () => {
    expect(fieldOfPath('travellers.2')).toBe('travellers');
    expect(fieldOfPath('travellers')).toBe('travellers');
    const { travellers: _, ...older } = draft('');
    expect(isDraft(older)).toBe(true);
  });
});
