/** GET /api/admin/reviews: the reviews waiting for a decision. */
import type { Config, Context } from '@netlify/functions';
import { staffHandle } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { pendingReviews } from '../src/server/repositories/reviews.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'GET', deps: () => requestDeps(context) }, async (ctx) =>
    ok(ctx.locale, {
      status: 200,
      key: 'admin.ok',
      data: { items: await pendingReviews(ctx.deps.db, ctx.locale) },
    }),
  );

export const config: Config = { path: '/api/admin/reviews' };
