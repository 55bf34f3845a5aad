/** POST /api/admin/sign-out: ends the caller's session and clears its cookie. */
import type { Config, Context } from '@netlify/functions';
import { emptyBodySchema } from '../src/domain/admin-schemas.ts';
import { signOut } from '../src/server/admin/sign-in-service.ts';
import {
  clearedSessionCookie,
  sessionToken,
  staffBody,
  staffHandle,
} from '../src/server/admin/staff-guard.ts';
import { ok } from '../src/server/http/envelope.ts';
import { requestDeps } from '../src/server/runtime.ts';

export default async (request: Request, context: Context) =>
  staffHandle(request, { method: 'POST', deps: () => requestDeps(context) }, async (ctx) => {
    const body = await staffBody(ctx, emptyBodySchema);
    if (!body.ok) return body.response;
    await signOut(ctx.deps, sessionToken(request) ?? '');
    return ok(
      ctx.locale,
      { status: 200, key: 'admin.signOut.done', data: {} },
      { 'set-cookie': clearedSessionCookie(request) },
    );
  });

export const config: Config = { path: '/api/admin/sign-out' };
