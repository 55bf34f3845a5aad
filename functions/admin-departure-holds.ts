/**
 * POST /api/admin/departures/:id/holds { reason }: an owner releases the seats a departure's
 * bookings hold with nothing paid (audited, once per Idempotency-Key). Agents are refused (403),
 * nothing written.
 */
import type { Config, Context } from '@netlify/functions';
import * as v from 'valibot';
import { adminApi } from '../src/api/admin-contract.ts';
import { releaseHoldsSchema } from '../src/domain/admin-schemas.ts';
import { departureIdSchema } from '../src/domain/schemas.ts';
import { releaseDepartureHolds } from '../src/server/admin/departure-actions.ts';
import { staffBody, staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { requestDeps } from '../src/server/runtime.ts';

const KEY_PATTERN = /^[\w.:-]{8,128}$/;

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', role: 'owner', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(ctx, releaseHoldsSchema);
    if (!body.ok) return body.response;
    const key = request.headers.get('idempotency-key')?.trim() ?? '';
    if (!KEY_PATTERN.test(key)) return fail(ctx.locale, 400, 'admin.error.keyRequired');
    const id = pathParam(context, request, 'id', adminApi.releaseHolds.pattern);
    if (!v.is(departureIdSchema, id)) return fail(ctx.locale, 404, 'admin.error.departureNotFound');
    const { result, replayed } = await releaseDepartureHolds(
      ctx.deps,
      ctx.session.staff.id,
      id,
      body.value,
      key,
    );
    return ok(
      ctx.locale,
      { status: 200, key: 'admin.departure.holdsReleased', params: { seats: result.seats }, data: result },
      replayed ? { 'idempotent-replayed': 'true' } : {},
    );
  });

export const config: Config = { path: '/api/admin/departures/:id/holds' };
