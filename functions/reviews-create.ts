/** POST /api/reviews: a review for a paid booking, stored for moderation (201; 403 unpaid; 409 twice). */
import type { Config, Context } from '@netlify/functions';
import { reviewSchema } from '../src/domain/customer-text-schemas.ts';
import { ok } from '../src/server/http/envelope.ts';
import { handle, parseBody } from '../src/server/http/handler.ts';
import { admit } from '../src/server/http/rate-limit-guard.ts';
import { submitReview } from '../src/server/services/reviews-service.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = await admit(context, 'review');
    const body = await parseBody(ctx, reviewSchema);
    if (!body.ok) return body.response;
    return ok(body.locale, await submitReview(deps, { ...body.value, locale: body.locale }));
  });

export const config: Config = { path: '/api/reviews' };
