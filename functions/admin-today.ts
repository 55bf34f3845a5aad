/** GET /api/admin/today: the day's figures (new bookings, money received, balances, attention). */
import type { Config, Context } from '@netlify/functions';
import { balanceDueDays } from '../src/domain/balance-due.ts';
import { todayView } from '../src/server/admin/booking-views.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) =>
    ok(ctx.locale, {
      status: 200,
      key: 'admin.ok',
      data: await todayView(
        ctx.deps.db,
        ctx.deps.clock(),
        ctx.locale,
        ctx.deps.unpaidFollowUpHours,
        balanceDueDays((await ctx.deps.catalogue()).settings.balanceDueDays),
      ),
    }),
  );

export const config: Config = { path: '/api/admin/today' };
