/**
 * POST /api/admin/departures/:id/sales { stopped, reason }: an owner stops a departure's sales at
 * once, or opens them again (audited). Agents are refused (403), nothing written.
 */
import type { Config, Context } from '@netlify/functions';
import * as v from 'valibot';
import { adminApi } from '../src/api/admin-contract.ts';
import { departureSalesSchema } from '../src/domain/admin-schemas.ts';
import { departureIdSchema } from '../src/domain/schemas.ts';
import { setDepartureSales } from '../src/server/admin/departure-actions.ts';
import { staffBody, staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', role: 'owner', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(ctx, departureSalesSchema);
    if (!body.ok) return body.response;
    const id = pathParam(context, request, 'id', adminApi.departureSales.pattern);
    if (!v.is(departureIdSchema, id)) return fail(ctx.locale, 404, 'admin.error.departureNotFound');
    const data = await setDepartureSales(ctx.deps, ctx.session.staff.id, id, body.value);
    return ok(ctx.locale, {
      status: 200,
      key: data.stopped ? 'admin.departure.stopped' : 'admin.departure.reopened',
      data,
    });
  });

export const config: Config = { path: '/api/admin/departures/:id/sales' };
