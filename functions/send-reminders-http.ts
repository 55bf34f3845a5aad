/**
 * POST /api/internal/send-reminders: the reminders' job on demand (the local server has no
 * scheduler), for whoever holds `SWEEP_SECRET` (header `x-sweep-secret`; see internal-jobs.ts).
 * Always the real clock: no request can move the job's day.
 */
import type { Config } from '@netlify/functions';
import { jobTrigger } from '../src/server/http/internal-jobs.ts';
import { sendReminders } from '../src/server/services/reminders-service.ts';

export default jobTrigger('api.reminders.done', ({ deps, reminderLinkSecret }) =>
  sendReminders(deps, reminderLinkSecret ?? ''),
);

export const config: Config = { path: '/api/internal/send-reminders' };
