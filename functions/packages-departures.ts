/**
 * GET /api/packages/:slug/departures: the seats left on a package's departures to come, from the
 * catalogue and the database. Limited per address like the other look-ups; the platform's edge may
 * keep an answer a few seconds (a crowd on one trip's checkout costs one read per 5 s), never the
 * browser, and the message's language is part of the key.
 */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, pathParam } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { listPackageDepartures } from '../src/server/services/departure-seats.ts';

/** Seconds the edge may serve a copy: a seat sold meanwhile is still refused at booking. */
const EDGE_SECONDS = 5;

export const DEPARTURES_CACHE_HEADERS = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': `public, s-maxage=${EDGE_SECONDS}`,
  vary: 'Accept-Language',
  'netlify-vary': 'header=Accept-Language',
};

export default async (request: Request, context: Context) =>
  handle(request, 'GET', async ({ locale }) => {
    const deps = await admit(context, 'lookup');
    const slug = pathParam(context, request, 'slug', api.departures.pattern);
    // A slug the catalogue could not hold is unknown without a look.
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120)
      return fail(locale, 404, 'api.error.notFound');
    return ok(locale, await listPackageDepartures(deps, slug), DEPARTURES_CACHE_HEADERS);
  });

export const config: Config = { path: '/api/packages/:slug/departures' };
