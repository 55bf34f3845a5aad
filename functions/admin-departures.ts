/** GET /api/admin/departures?package&month: the departures from today on, with seats and money. */
import type { Config, Context } from '@netlify/functions';
import { departureFilterFrom, listDepartures } from '../src/server/admin/departures-view.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) => {
    const filter = departureFilterFrom(new URL(request.url).searchParams);
    return ok(ctx.locale, {
      status: 200,
      key: 'admin.ok',
      data: await listDepartures(ctx.deps, filter, ctx.locale),
    });
  });

export const config: Config = { path: '/api/admin/departures' };
