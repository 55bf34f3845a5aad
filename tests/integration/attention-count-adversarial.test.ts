/**
 * Issue: today's "Needing attention" card said 0 while the list held 1 (later 2 against 3): the
 * card counted two kinds in its own SQL, the list eleven. The card now counts the list's items, so
 * whatever a booking does (asks to cancel, pays a deposit above the cap) the two agree.
 */
import { describe, expect, it } from 'vitest';
import attentionFn from '../../functions/admin-attention.ts';
import todayFn from '../../functions/admin-today.ts';
import { adminSuite, callAdmin } from './helpers/admin.ts';
import { api, bookingBody } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const dateIn = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('the Today card and the attention list (%s)', (kind) => {
  const admin = adminSuite(kind);

  const both = async () => {
    const today = await callAdmin(todayFn, { path: '/api/admin/today', cookie: admin.owner });
    const list = await callAdmin(attentionFn, { path: '/api/admin/attention', cookie: admin.owner });
    return { card: today.body.data.attention as number, list: (list.body.data.items as unknown[]).length };
  };

  it('count the same items, whatever kind each is', async () => {
    expect((await both()).card).toBe((await both()).list);
    // A request to cancel: on the list, and now on the card.
    const asked = await api.createBooking(
      bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4, preferredDate: dateIn(60) }),
    );
    const code: string = asked.body.data.code;
    const deposit = { action: 'offlinePayment', amount: 600_000, channel: 'cash', receivedOn: dateIn(0) };
    expect((await admin.act(code, { ...deposit, reason: 'Deposit' })).status).toBe(200);
    expect((await api.cancelRequest(code, { email: 'marie@example.cm' })).status).toBe(201);
    const after = await both();
    expect(after.list).toBeGreaterThanOrEqual(2);
    expect(after.card).toBe(after.list);
  });
});
