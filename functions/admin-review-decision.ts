/** POST /api/admin/reviews/:id/decision: approve (published as `reviews:approve` does) or reject with a reason. */
import type { Config, Context } from '@netlify/functions';
import { adminApi } from '../src/api/admin-contract.ts';
import { reviewDecisionSchema } from '../src/domain/admin-schemas.ts';
import { staffBody, staffHandle } from '../src/server/admin/guard.ts';
import { decideReview, reviewPublisherFromEnv } from '../src/server/admin/reviews-queue.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { pathParam } from '../src/server/http/handler.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(ctx, reviewDecisionSchema);
    if (!body.ok) return body.response;
    const id = pathParam(context, request, 'id', adminApi.reviewDecision.pattern);
    if (!/^\d{1,18}$/.test(id)) return fail(ctx.locale, 404, 'admin.error.reviewNotFound');
    const status = await decideReview(
      ctx.deps,
      ctx.session.staff,
      id,
      body.value,
      reviewPublisherFromEnv(process.env),
    );
    return ok(ctx.locale, {
      status: 200,
      key: status === 'approved' ? 'admin.review.approved' : 'admin.review.rejected',
      data: { status },
    });
  });

export const config: Config = { path: '/api/admin/reviews/:id/decision' };
