/**
 * The back office's rough edges: contact details are links that open the phone's apps, a refusal
 * for the person's role offers no "Try again", counted texts choose their singular, a booking made
 * reads as a success and a departure shows one status.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CreatedBooking } from '../../../../src/api/contract.ts';
import { pick } from '../../../../src/i18n/messages.ts';
import { Pager } from '../../../../src/islands/admin/AdminBookings.tsx';
import { DepartureFigures } from '../../../../src/islands/admin/AdminDepartures.tsx';
import { CreatedNotice } from '../../../../src/islands/admin/AdminNewBooking.tsx';
import { AdminEnvProvider, useAdmin } from '../../../../src/islands/admin/admin-env.tsx';
import { EmailLink, PhoneLinks, phoneUrls } from '../../../../src/islands/admin/ContactLinks.tsx';
import { LoadedView } from '../../../../src/islands/admin/view-loading.tsx';
import { ADMIN_KEYS } from '../../../../src/islands/keys.ts';
import { createAdminSession } from '../../../../src/stores/admin/admin.ts';
import type { AdminApi } from '../../../../src/stores/admin/admin-api.ts';

const api = {} as AdminApi;
const render = (node: ReactNode, locale: 'en' | 'fr' = 'en') =>
  renderToString(
    <AdminEnvProvider
      locale={locale}
      messages={pick(locale, ADMIN_KEYS)}
      api={api}
      session={createAdminSession(api)}
    >
      {node}
    </AdminEnvProvider>,
  );

describe('contact links', () => {
  it('calls and opens WhatsApp with the international number, whatever the typing', () => {
    expect(phoneUrls('+237 6 55 11 22 99')).toEqual({
      tel: 'tel:+237655112299',
      whatsapp: 'https://wa.me/237655112299',
    });
    // A national number is Cameroonian: wa.me needs the country code.
    expect(phoneUrls('655112299')).toEqual({
      tel: 'tel:+237655112299',
      whatsapp: 'https://wa.me/237655112299',
    });
    expect(phoneUrls('+33 6 12 34 56 78')?.whatsapp).toBe('https://wa.me/33612345678');
    expect(phoneUrls('call me')).toBeNull();
  });

  it('renders the number, WhatsApp and the address as links, with names saying whom', () => {
    const html = render(
      <>
        <PhoneLinks phone="+237 6 55 11 22 99" name="Zoé" />
        <EmailLink email="zoe+trip@example.cm" />
      </>,
      'fr',
    );
    expect(html).toContain('href="tel:+237655112299"');
    expect(html).toContain('href="https://wa.me/237655112299" aria-label="WhatsApp à Zoé"');
    expect(html).toContain('href="mailto:zoe%2Btrip@example.cm">zoe+trip@example.cm</a>');
    expect(render(<PhoneLinks phone="not a phone" name="Zoé" />)).not.toContain('<a');
  });
});

describe('a view that could not load', () => {
  it('offers "Try again" after a failure, never after a refusal for the role (403)', () => {
    const failed = render(
      <LoadedView loaded={{ state: 'error', message: 'Network', retry: true }} reload={() => undefined}>
        {() => null}
      </LoadedView>,
    );
    expect(failed).toContain('Try again');
    const forbidden = render(
      <LoadedView loaded={{ state: 'error', message: 'Owners only', retry: false }} reload={() => undefined}>
        {() => null}
      </LoadedView>,
    );
    expect(forbidden).toContain('Owners only');
    expect(forbidden).not.toContain('<button');
  });
});

function Counted({ count }: { count: number }) {
  const { tn } = useAdmin();
  return <p>{tn('admin.ui.today.payments', count)}</p>;
}

describe('counted texts', () => {
  it.each([
    ['en', 1, '1 payment'],
    ['en', 0, '0 payments'],
    ['en', 2, '2 payments'],
    ['fr', 0, '0 paiement'],
    ['fr', 1, '1 paiement'],
    ['fr', 3, '3 paiements'],
  ] as const)('%s %i reads "%s"', (locale, count, text) => {
    expect(render(<Counted count={count} />, locale)).toContain(`<p>${text}</p>`);
  });
});

describe('the bookings pager', () => {
  it('shows nothing when one page holds the list, and the pages when there are more', () => {
    expect(render(<Pager page={1} pages={1} go={() => undefined} />)).toBe('');
    const two = render(<Pager page={1} pages={2} go={() => undefined} />);
    expect(two).toContain('Page 1 of 2');
    expect(two).toMatch(/<button[^>]*disabled[^>]*>Previous/);
  });
});

describe('a booking made for a caller', () => {
  it('is said in the success style, not as an error', () => {
    const created = { code: 'K7MX-3QPD-2W', amounts: { total: 435_000 } } as CreatedBooking;
    const html = render(<CreatedNotice created={created} onAnother={() => undefined} />, 'fr');
    expect(html).toMatch(/<p role="status" class="note note--success">[^<]*K7MX-3QPD-2W/);
    expect(html).not.toContain('form-banner');
  });
});

describe("a departure's status", () => {
  const departure = {
    id: 'd1',
    packageSlug: 'kribi',
    packageTitle: 'Kribi',
    date: '2027-02-13',
    seats: 12,
    seatsPaid: 3,
    seatsHeld: 0,
    seatsFree: 9,
    bookings: 1,
    paid: 435_000,
    leftToPay: 0,
  };
  const badges = (html: string) => [...html.matchAll(/class="admin-badge[^"]*">([^<]*)</g)].map((m) => m[1]);

  it.each([
    ['open', false, 'Open'],
    ['open', true, 'Sales stopped'],
    ['guaranteed', false, 'Guaranteed'],
    ['guaranteed', true, 'Guaranteed, sales stopped'],
    ['closed', true, 'Closed in the Studio'],
  ] as const)('%s, stopped %s, reads only "%s"', (status, stopped, text) => {
    const item = { ...departure, status, stopped } as Parameters<typeof DepartureFigures>[0]['item'];
    expect(badges(render(<DepartureFigures item={item} />))).toEqual([text]);
  });
});
