/**
 * POST /api/admin/bookings/:code/actions (header Idempotency-Key): a staff action on a booking. Money
 * and cancellation are for owners (403 for agents, nothing written).
 */
import type { Config, Context } from '@netlify/functions';
import { adminApi } from '../src/api/admin-contract.ts';
import { bookingActionSchema } from '../src/domain/admin-schemas.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { mayTake } from '../src/domain/staff-actions.ts';
import { performBookingAction } from '../src/server/admin/booking-actions.ts';
import { staffBody, staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { requestDeps } from '../src/server/runtime.ts';

const KEY_PATTERN = /^[\w.:-]{8,128}$/;

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(ctx, bookingActionSchema);
    if (!body.ok) return body.response;
    const action = body.value;
    if (!mayTake(ctx.session.staff.role, action.action)) {
      return fail(ctx.locale, 403, 'admin.error.forbidden');
    }
    const key = request.headers.get('idempotency-key')?.trim() ?? '';
    if (!KEY_PATTERN.test(key)) return fail(ctx.locale, 400, 'admin.error.keyRequired');
    const code = canonicalBookingCode(pathParam(context, request, 'code', adminApi.bookingAction.pattern));
    if (!code) return fail(ctx.locale, 404, 'api.booking.notFound');
    const result = await performBookingAction(ctx.deps, ctx.session.staff, code, action, key, ctx.locale);
    return ok(ctx.locale, result, result.replayed ? { 'idempotent-replayed': 'true' } : {});
  });

export const config: Config = { path: '/api/admin/bookings/:code/actions' };
