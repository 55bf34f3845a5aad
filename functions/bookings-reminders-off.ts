/**
 * POST /api/bookings/:code/reminders-off: stops the booking's reminders (200; 404 for a wrong link),
 * rate limited. Two callers: the page the message's link opens (JSON `{ token }`, after one button),
 * and a mail client's one-click unsubscribe (RFC 8058: the `List-Unsubscribe` header's address, the
 * token in its query, body `List-Unsubscribe=One-Click`). A GET changes nothing (405): mail
 * scanners fetch links.
 */
import type { Config, Context } from '@netlify/functions';
import { api } from '../src/api/contract.ts';
import { canonicalBookingCode } from '../src/domain/booking-code.ts';
import { remindersOffSchema } from '../src/domain/schemas.ts';
import { fail, ok } from '../src/server/http/envelope.ts';
import { handle, parseBody, pathParam } from '../src/server/http/handler.ts';
import { admit, runtimeFor } from '../src/server/http/rate-limit-guard.ts';
import { readText } from '../src/server/http/request.ts';
import { stopReminders } from '../src/server/services/reminders-off-service.ts';

const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** RFC 8058's body is 26 bytes (a few hundred as multipart): read no further than 1 KB. */
const ONE_CLICK_MAX_BYTES = 1024;

/**
 * The token of a one-click unsubscribe, null when the request is not a form (the JSON caller), or
 * 'tooLarge' when its body is over the limit, read no further than it.
 */
async function oneClickToken(request: Request): Promise<string | null | 'tooLarge'> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  const body = await readText(request, ONE_CLICK_MAX_BYTES);
  if (body === null) return 'tooLarge';
  // A form without the RFC 8058 field is no unsubscribe: the JSON reader refuses it (415).
  if (!body.includes(ONE_CLICK)) return null;
  return new URL(request.url).searchParams.get('token') ?? '';
}

export default async (request: Request, context: Context) =>
  handle(request, 'POST', async (ctx) => {
    const deps = await admit(context, 'lookup');
    const { reminderLinkSecret } = runtimeFor(context);
    const code = canonicalBookingCode(pathParam(context, request, 'code', api.stopReminders.pattern));
    // A form is read here only: the JSON reader refuses its type before reading a byte.
    const oneClick = await oneClickToken(request);
    if (oneClick === 'tooLarge') return fail(ctx.locale, 413, 'api.error.bodyTooLarge');
    let token = oneClick;
    if (token === null) {
      const body = await parseBody(ctx, remindersOffSchema);
      if (!body.ok) return body.response;
      token = body.value.token;
    }
    if (!code) return fail(ctx.locale, 404, 'api.reminders.invalidLink');
    return ok(ctx.locale, await stopReminders(deps, reminderLinkSecret ?? '', code, token));
  });

export const config: Config = { path: '/api/bookings/:code/reminders-off' };
