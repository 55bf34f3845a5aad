/** GET /api/admin/departures/:id: a departure's manifest (its travellers, money and notes). */
import type { Config, Context } from '@netlify/functions';
import * as v from 'valibot';
import { adminApi } from '../src/api/admin-contract.ts';
import { departureIdSchema } from '../src/domain/schemas.ts';
import { departureManifest } from '../src/server/admin/departures-view.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) => {
    const id = pathParam(context, request, 'id', adminApi.manifest.pattern);
    // An id the catalogue could not hold is unknown without a look.
    if (!v.is(departureIdSchema, id)) return fail(ctx.locale, 404, 'admin.error.departureNotFound');
    return ok(ctx.locale, {
      status: 200,
      key: 'admin.ok',
      data: await departureManifest(ctx.deps, id, ctx.locale),
    });
  });

export const config: Config = { path: '/api/admin/departures/:id' };
