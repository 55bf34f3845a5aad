/** GET /api/admin/bookings-export?...: the bookings list as a CSV file (UTF-8 with BOM, integer XAF). */
import type { Config, Context } from '@netlify/functions';
import { bookingQueryFrom } from '../src/domain/booking-query.ts';
import { bookingsCsv } from '../src/server/admin/bookings-csv.ts';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { FUNCTION_HEADERS } from '../src/server/http/envelope.ts';
import { downloadLocale } from '../src/server/http/request.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) => {
    const query = bookingQueryFrom(new URL(request.url).searchParams);
    const csv = await bookingsCsv(ctx.deps.db, { ...query, page: 1 }, downloadLocale(request));
    const day = ctx.deps.clock().toISOString().slice(0, 10);
    return new Response(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="bookings-${day}.csv"`,
        ...FUNCTION_HEADERS,
      },
    });
  });

export const config: Config = { path: '/api/admin/bookings-export' };
