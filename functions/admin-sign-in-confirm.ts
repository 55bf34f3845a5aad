/**
 * POST /api/admin/sign-in/confirm: uses a one-time link's token and opens a session (cookie); the
 * device cookie marks the browser as one this person signed in from.
 */
import type { Config, Context } from '@netlify/functions';
import { signInConfirmSchema } from '../src/domain/admin-schemas.ts';
import { deviceCookie, deviceToken } from '../src/server/admin/device-cookie.ts';
import { confirmSignIn } from '../src/server/admin/sign-in-service.ts';
import { refuseForeign, sessionCookie } from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { handle, parseBody } from '../src/server/http/handler.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = requestDeps(context);
    const refused = refuseForeign(request, ctx.locale, deps.siteUrl);
    if (refused) return refused;
    const body = await parseBody(ctx, signInConfirmSchema);
    if (!body.ok) return body.response;
    const signedIn = await confirmSignIn(
      deps,
      body.value.token,
      deviceToken(request),
      request.headers.get('user-agent'),
    );
    const { staff } = signedIn;
    const response = ok(
      body.locale,
      { status: 200, key: 'admin.signIn.welcome', params: { name: staff.name }, data: { staff } },
      { 'set-cookie': sessionCookie(request, signedIn.sessionToken) },
    );
    response.headers.append('set-cookie', deviceCookie(request, signedIn.deviceToken));
    return response;
  });

export const config: Config = { path: '/api/admin/sign-in/confirm' };
