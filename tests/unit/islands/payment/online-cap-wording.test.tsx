import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingDetails } from '../../../../src/api/contract.ts';
import { formatXaf } from '../../../../src/i18n/format.ts';
import { pick } from '../../../../src/i18n/messages.ts';
import { ChoiceGroup } from '../../../../src/islands/fields.tsx';
import { PAYMENT_KEYS } from '../../../../src/islands/keys.ts';
import { contactInstead } from '../../../../src/islands/payment/PaymentNotes.tsx';
import { translatorOf } from '../../../../src/islands/text.ts';

describe('a disabled choice says why', () => {
  it('is disabled, described by the note beside it, and the group starts at an enabled option', () => {
    const html = renderToString(
      <ChoiceGroup
        id="pt"
        name="pt"
        legend="Payment type"
        options={[
          { value: 'single', label: 'Full', disabled: true, describedBy: 'pt-note' },
          { value: 'multiple', label: 'Down payment' },
        ]}
        value=""
        note="Above the cap only the down payment is paid online."
        error={null}
        onValue={() => undefined}
      />,
    );
    const input = (value: string) => html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0] ?? '';
    expect(input('single')).toContain('disabled=""');
    expect(input('single')).toContain('aria-describedby="pt-note"');
    expect(input('multiple')).toContain('id="pt"');
    expect(input('multiple')).not.toContain('disabled');
    expect(html).toContain('<p class="field-hint choice-note" id="pt-note">Above the cap');
    expect(html).toContain('<fieldset class="field choice-group" aria-describedby="pt-note">');
  });
});

describe('why nothing more is paid online', () => {
  it.each(['en', 'fr'] as const)('names the total above the cap and what is left (%s)', (locale) => {
    const t = translatorOf(pick(locale, PAYMENT_KEYS));
    const booking = { amounts: { total: 1_170_000 }, leftToPay: 819_000 } as BookingDetails;
    const said = contactInstead(booking, locale, t);
    expect(said).toContain(formatXaf(1_170_000, locale));
    expect(said).toContain(formatXaf(1_000_000, locale));
    expect(said).toContain(formatXaf(819_000, locale));
    // Never the old claim that the amount left is above the cap.
    expect(said).not.toMatch(/amount left on this booking is above|montant restant .* dépasse/);
  });
});
