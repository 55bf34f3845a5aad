/** GET /api/admin/bookings/:code: one booking, unmasked, with attempts, notifications, notes and audit. */
import type { Config, Context } from '@netlify/functions';
import { adminApi } from '../src/api/admin-contract.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { staffBookingView } from '../src/server/admin/booking-views.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) => {
    const code = canonicalBookingCode(pathParam(context, request, 'code', adminApi.booking.pattern));
    const view = code ? await staffBookingView(ctx.deps, code) : null;
    if (!view) return fail(ctx.locale, 404, 'api.booking.notFound');
    return ok(ctx.locale, { status: 200, key: 'admin.ok', data: view });
  });

export const config: Config = { path: '/api/admin/bookings/:code' };
