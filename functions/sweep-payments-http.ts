/**
 * POST /api/internal/sweep-payments: the sweep on demand (the local server has no scheduler). Needs
 * header `x-sweep-secret` equal to `SWEEP_SECRET`, compared in constant time; refused when unset.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { fail, ok } from '../src/server/http/envelope.ts';
import { runtimeFor } from '../src/server/http/guard.ts';
import { handle } from '../src/server/http/handler.ts';
import { sweepPayments } from '../src/server/services/payment-sweep.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async ({ locale }) => {
    const { deps, sweepSecret } = runtimeFor(context);
    const given = request.headers.get('x-sweep-secret') ?? '';
    // Hashing first gives equal lengths, so the comparison leaks neither content nor length.
    if (!sweepSecret || !timingSafeEqual(digest(given), digest(sweepSecret))) {
      return fail(locale, 401, 'api.error.unauthorized');
    }
    return ok(locale, { status: 200, key: 'api.sweep.done', data: await sweepPayments(deps) });
  });

export const config: Config = { path: '/api/internal/sweep-payments' };
