/**
 * Scheduled every 5 minutes through the agency's morning (07:00 to 09:55 in Douala, UTC+1): the
 * balance reminders, pre-trip messages and review invitations due today, each sent once, within a
 * time budget well under the platform's 30 s limit; what one run leaves, the next one sends
 * (see reminders-service.ts).
 */
import type { Config } from '@netlify/functions';
import { scheduledJob } from '../src/server/http/internal-jobs.ts';
import { sendReminders } from '../src/server/services/reminders-service.ts';

export default scheduledJob('send-reminders', ({ deps, reminderLinkSecret }) =>
  sendReminders(deps, reminderLinkSecret ?? ''),
);

export const config: Config = { schedule: '*/5 6-8 * * *' };
