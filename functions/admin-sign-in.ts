/** POST /api/admin/sign-in: e-mails a one-time sign-in link to a staff address (same answer for any address). */
import type { Config, Context } from '@netlify/functions';
import { signInRequestSchema } from '../src/domain/admin-schemas.ts';
import { deviceToken } from '../src/server/admin/device-cookie.ts';
import { requestSignInLink } from '../src/server/admin/sign-in-service.ts';
import { refuseForeign } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { handle, parseBody } from '../src/server/http/handler.ts';
import { clientAddress } from '../src/server/http/rate-limit-guard.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = requestDeps(context);
    const refused = refuseForeign(request, ctx.locale, deps.siteUrl);
    if (refused) return refused;
    const body = await parseBody(ctx, signInRequestSchema);
    if (!body.ok) return body.response;
    const result = await requestSignInLink(deps, {
      email: body.value.email,
      locale: body.locale,
      address: clientAddress(context),
      device: deviceToken(request),
    });
    return ok(body.locale, result);
  });

export const config: Config = { path: '/api/admin/sign-in' };
