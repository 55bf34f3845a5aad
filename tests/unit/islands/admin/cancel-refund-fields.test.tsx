import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminBookingView } from '../../../../src/api/admin-contract.ts';
import { pick } from '../../../../src/i18n/messages.ts';
import { AdminEnvProvider } from '../../../../src/islands/admin/admin-env.tsx';
import { CancelRefundFields, cancelValues } from '../../../../src/islands/admin/CancelRefundFields.tsx';
import { ADMIN_KEYS } from '../../../../src/islands/keys.ts';
import { createAdminSession } from '../../../../src/stores/admin/admin.ts';
import type { AdminApi } from '../../../../src/stores/admin/admin-api.ts';

const api = {} as AdminApi;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('\u202f', ' ')
    .replaceAll('\u00a0', ' ');

/** Paid 255,000, 55,000 of it already sent back, repriced to 100,000, cancelled in the 90 % band. */
const booking = {
  paid: 255_000,
  refunded: 55_000,
  refundProposal: {
    amount: 190_000,
    excess: 100_000,
    share: 90_000,
    rule: { kind: 'band', minDays: 30, percent: 90, daysBefore: 40 },
  },
} as unknown as AdminBookingView;

function render(locale: 'en' | 'fr') {
  return renderToString(
    <AdminEnvProvider
      locale={locale}
      messages={pick(locale, ADMIN_KEYS)}
      api={api}
      session={createAdminSession(api)}
    >
      <CancelRefundFields
        booking={booking}
        id={(n) => `c-${n}`}
        values={cancelValues(booking)}
        set={() => () => {}}
      />
    </AdminEnvProvider>,
  );
}

describe('the cancel’s refund in the back office', () => {
  it.each([
    ['en', 'That is XAF 100,000 paid over the price, returned in full, plus XAF 90,000 of the XAF 100,000'],
    ['fr', 'Soit 100 000 FCFA payés au-delà du prix, rendus en entier, plus 90 000 FCFA des 100 000 FCFA'],
  ] as const)('in %s: states both parts of the proposal', (locale, parts) => {
    expect(text(render(locale))).toContain(parts);
  });

  it('allows at most what is left to give back: paid less what was already sent back', () => {
    expect(render('en')).toMatch(/<input[^>]*max="200000"/);
  });
});
