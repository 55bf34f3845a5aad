/** GET /api/admin/departures/:id/export: a departure's manifest as a CSV file (as the bookings'). */
import type { Config, Context } from '@netlify/functions';
import * as v from 'valibot';
import { MANIFEST_EXPORT_PATTERN } from '../src/api/admin-contract.ts';
import { departureIdSchema } from '../src/domain/schemas.ts';
import { departureManifest } from '../src/server/admin/departures-view.ts';
import { staffHandle } from '../src/server/admin/guard.ts';
import { manifestCsv } from '../src/server/admin/manifest-csv.ts';
import { FUNCTION_HEADERS, fail } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { downloadLocale } from '../src/server/http/request.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) => {
    const id = pathParam(context, request, 'id', MANIFEST_EXPORT_PATTERN);
    if (!v.is(departureIdSchema, id)) return fail(ctx.locale, 404, 'admin.error.departureNotFound');
    const locale = downloadLocale(request);
    const manifest = await departureManifest(ctx.deps, id, locale);
    const { packageSlug, date } = manifest.departure;
    return new Response(await manifestCsv(manifest, locale), {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        // Slug and ISO date only: nothing of the request reaches the header.
        'content-disposition': `attachment; filename="manifest-${packageSlug}-${date}.csv"`,
        ...FUNCTION_HEADERS,
      },
    });
  });

export const config: Config = { path: '/api/admin/departures/:id/export' };
