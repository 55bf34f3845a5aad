/** GET /api/admin/bookings?q&status&package&from&to&attention&page: one page of the bookings list. */
import type { Config, Context } from '@netlify/functions';
import { bookingQueryFrom } from '../src/domain/booking-query.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { listBookings } from '../src/server/repositories/booking-list.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) => {
    const query = bookingQueryFrom(new URL(request.url).searchParams);
    return ok(ctx.locale, {
      status: 200,
      key: 'admin.ok',
      data: await listBookings(ctx.deps.db, query, ctx.locale),
    });
  });

export const config: Config = { path: '/api/admin/bookings' };
