import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../../src/i18n/messages.ts';
import { AdminNewBooking } from '../../../../src/islands/admin/AdminNewBooking.tsx';
import { AdminEnvProvider } from '../../../../src/islands/admin/admin-env.tsx';
import { SelectField } from '../../../../src/islands/admin/SelectField.tsx';
import { TextAreaField, TextField } from '../../../../src/islands/fields.tsx';
import { ADMIN_KEYS } from '../../../../src/islands/keys.ts';
import { createAdminSession } from '../../../../src/stores/admin/admin.ts';
import type { AdminApi } from '../../../../src/stores/admin/admin-api.ts';

const noop = () => undefined;

describe('the labelled field shared by the checkout and the back office', () => {
  it('ties the label, an outside text, the hint and the error to the input', () => {
    const html = renderToString(
      <TextField
        id="f"
        label="People"
        hint="At least 3"
        describedBy="proposal"
        error="Too few"
        value="2"
        onValue={noop}
      />,
    );
    expect(html).toContain('<label for="f">People</label>');
    expect(html).toContain('id="f-hint"');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="proposal f-hint f-error"/);
    expect(html).toContain('<p class="input-error" id="f-error">Too few</p>');
  });

  it('describes nothing and is not invalid when there is nothing to say', () => {
    const html = renderToString(<TextField id="f" label="Name" value="" onValue={noop} />);
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-invalid');
  });

  it('labels a select and a text area the same way', () => {
    const select = renderToString(
      <SelectField
        id="s"
        label="Operator"
        error="Choose one"
        options={[{ value: 'mtn', label: 'MTN' }]}
        value="mtn"
        onValue={noop}
      />,
    );
    expect(select).toContain('<label for="s">Operator</label>');
    expect(select).toMatch(/<select[^>]*id="s"[^>]*aria-invalid="true"[^>]*aria-describedby="s-error"/);
    const area = renderToString(<TextAreaField id="a" label="Reason" value="" onValue={noop} rows={2} />);
    expect(area).toMatch(/<label for="a">Reason<\/label><textarea[^>]*id="a"/);
  });
});

describe('New booking in the back office', () => {
  const api = {} as AdminApi;
  const packages = [{ slug: 'kribi', title: 'Kribi', pricePerPerson: 100_000, minPeople: 3 }];
  it.each([
    ['en', 'What the customer will be charged', 'Due now', /91,800/],
    ['fr', 'Ce que le client paiera', 'À payer maintenant', /91\s800/],
  ] as const)(
    'shows in %s the price the server will charge as staff choose',
    (locale, caption, due, amount) => {
      const html = renderToString(
        <AdminEnvProvider
          locale={locale}
          messages={pick(locale, ADMIN_KEYS)}
          api={api}
          session={createAdminSession(api)}
        >
          <AdminNewBooking packages={packages} pricing={{ downPaymentPercent: 30, feePercent: 2 }} />
        </AdminEnvProvider>,
      );
      // Three people at 100,000 XAF, paid in several times: 30 % now plus the 2 % fee.
      expect(html).toContain(caption);
      expect(html).toContain(due);
      expect(html).toMatch(amount);
      // The form checks its fields itself (in the staff's language), not the browser.
      expect(html).toMatch(/<form[^>]*novalidate/i);
      expect(html).toContain('<label for="admin-new-spots">');
    },
  );

  it('offers a trip’s departures with their price instead of a preferred date', () => {
    const scheduled = [
      {
        title: 'Kribi',
        pricePerPerson: 100_000,
        minPeople: 3,
        slug: 'kribi-scheduled',
        departures: [
          { id: 'k-1', date: '2099-03-01', seats: 12, pricePerPerson: 150_000, status: 'open' as const },
          { id: 'k-2', date: '2099-03-08', seats: 12, pricePerPerson: null, status: 'closed' as const },
        ],
      },
    ];
    const html = renderToString(
      <AdminEnvProvider
        locale="fr"
        messages={pick('fr', ADMIN_KEYS)}
        api={api}
        session={createAdminSession(api)}
      >
        <AdminNewBooking packages={scheduled} pricing={{ downPaymentPercent: 30, feePercent: 2 }} />
      </AdminEnvProvider>,
    );
    expect(html).toContain('<legend>Départ</legend>');
    expect(html).toMatch(/150\s000\sFCFA par personne/);
    expect(html).toContain('Fermé aux réservations');
    expect(html).not.toContain('admin-new-date');
    expect(html).toContain('<input type="radio" disabled="" name="departureId" value="k-2"/>');
  });
});
