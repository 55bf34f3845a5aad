/**
 * Scheduled every 5 minutes through the agency's morning (07:00 to 09:55 in Douala, UTC+1): the
 * balance reminders, pre-trip messages and review invitations due today, each sent once, within a
 * time budget well under the platform's 30 s limit; what one run leaves, the next one sends
 * (see reminders-service.ts).
 */
import type { Config, Context } from '@netlify/functions';
import { ConfigurationError } from '../src/server/config/function-settings.ts';
import { FUNCTION_HEADERS } from '../src/server/http/envelope.ts';
import { getRuntime } from '../src/server/runtime.ts';
import { sendReminders } from '../src/server/services/reminders-service.ts';

export default async (_request: Request, context?: Context) => {
  let runtime: ReturnType<typeof getRuntime>;
  try {
    runtime = getRuntime(context);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.logLine);
    return new Response(null, { status: 503, headers: FUNCTION_HEADERS });
  }
  const report = await sendReminders(runtime.deps, runtime.sweepSecret ?? '');
  console.info('[send-reminders]', JSON.stringify(report));
  return new Response(null, { status: 204, headers: FUNCTION_HEADERS });
};

export const config: Config = { schedule: '*/5 6-8 * * *' };
