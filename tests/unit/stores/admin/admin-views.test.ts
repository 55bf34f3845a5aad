/**
 * The back office's stores together, without React: a staff action that succeeds refreshes the
 * open views it changes (and only those), one refused refreshes nothing, a lost session signs out.
 */
import { describe, expect, it } from 'vitest';
import { pick } from '../../../../src/i18n/messages.ts';
import { ADMIN_KEYS } from '../../../../src/islands/keys.ts';
import { createAdminSession } from '../../../../src/stores/admin/admin.ts';
import { createAdminViews } from '../../../../src/stores/admin/admin-views.ts';
import { ok, refused, scriptedAdminApi, unreachable } from './fake-admin-api.ts';

function backOffice() {
  const server = scriptedAdminApi();
  const session = createAdminSession(server.api);
  const french = pick('fr', ADMIN_KEYS);
  const views = createAdminViews(server.api, session, french['admin.ui.networkError']);
  return { server, session, views, french };
}

describe('the back office stores', () => {
  it('word a server out of reach in the staff member’s language', async () => {
    const { server, views, french } = backOffice();
    void views.today.open('today');
    await server.answer('today', unreachable);
    expect(views.today.$view.get().loaded).toEqual({
      state: 'error',
      message: french['admin.ui.networkError'],
      retry: true,
    });
  });

  it('a recorded payment reloads the open booking, keeping it on screen meanwhile', async () => {
    const { server, views } = backOffice();
    void views.booking.open('K7MX');
    await server.answer('booking', ok({ code: 'K7MX', paid: 0 }));
    const done = views.bookingAction('K7MX', { action: 'offlinePayment', amount: 50_000 }, 'key-1');
    await server.answer('action', ok({ status: 'confirmed' }));
    expect((await done).kind).toBe('ok');
    // Closed views are not read: they load afresh when opened.
    expect(server.calls).toEqual([
      'booking("K7MX")',
      'action("K7MX", {"action":"offlinePayment","amount":50000}, "key-1")',
      'booking("K7MX")',
    ]);
    expect(views.booking.$view.get().loaded).toEqual({ state: 'ok', data: { code: 'K7MX', paid: 0 } });
    await server.answer('booking', ok({ code: 'K7MX', paid: 50_000 }));
    expect(views.booking.$view.get().loaded).toEqual({
      state: 'ok',
      data: { code: 'K7MX', paid: 50_000 },
    });
  });

  it('a refused action reloads nothing and hands its refusal back', async () => {
    const { server, views } = backOffice();
    void views.booking.open('K7MX');
    await server.answer('booking', ok({ code: 'K7MX' }));
    const done = views.bookingAction('K7MX', { action: 'refundSent', amount: -1 }, 'key-2');
    await server.answer('action', refused('Montant invalide.'));
    expect(await done).toEqual(refused('Montant invalide.'));
    expect(server.pending).toEqual([]);
  });

  it('each action reloads the open views it changes', async () => {
    const { server, views } = backOffice();
    void views.reviews.open('reviews');
    void views.sessions.open('sessions');
    void views.manifest.open('dep-1');
    void views.departures.open('');
    for (const method of ['reviews', 'sessions', 'manifest', 'departures'] as const) {
      await server.answer(method, ok({ items: [] }));
    }
    const reads = () => server.pending.map((call) => call.method).sort();

    const approve = views.decideReview('r1', { decision: 'approve' });
    await server.answer('decideReview', ok({ status: 'approved' }));
    await approve;
    expect(reads()).toEqual(['reviews']);
    await server.answer('reviews', ok({ items: [] }));

    const end = views.endSession('s1', 'Left the agency');
    await server.answer('endSession', ok({}));
    await end;
    expect(reads()).toEqual(['sessions']);
    await server.answer('sessions', ok({ sessions: [] }));

    const stop = views.departureSales('dep-1', true, 'Bus broken');
    await server.answer('departureSales', ok({ stopped: true }));
    await stop;
    expect(reads()).toEqual(['departures', 'manifest']);
    await server.answer('departures', ok({ packages: [], items: [], more: false }));
    await server.answer('manifest', ok({}));

    const release = views.releaseHolds('dep-1', 'Hoarded by a robot', 'key-12345678');
    await server.answer('releaseHolds', ok({ seats: 6, bookings: ['ABCD-EFGH-JK'] }));
    await release;
    expect(reads()).toEqual(['departures', 'manifest']);
  });

  it('a session lost while a view loads shows the sign-in screen with the server’s words', async () => {
    const { server, session, views } = backOffice();
    void views.attention.open('attention');
    await server.answer('attention', refused('Votre session a expiré.', 'signedOut'));
    expect(session.$phase.get()).toBe('signedOut');
    expect(session.$notice.get()).toBe('Votre session a expiré.');
  });
});
