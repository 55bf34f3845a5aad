/**
 * GET /api/admin/attention: what needs a person (charged twice, offline balances, stuck payments,
 * e-mails, bookings left unpaid, balances overdue, reminders given up on).
 */
import type { Config, Context } from '@netlify/functions';
import { balanceDueDays } from '../src/domain/balance-due.ts';
import { attentionItems } from '../src/server/admin/booking-views.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) =>
    ok(ctx.locale, {
      status: 200,
      key: 'admin.ok',
      data: {
        items: await attentionItems(
          ctx.deps.db,
          ctx.deps.clock(),
          ctx.deps.unpaidFollowUpHours,
          balanceDueDays((await ctx.deps.catalogue()).settings.balanceDueDays),
        ),
      },
    }),
  );

export const config: Config = { path: '/api/admin/attention' };
