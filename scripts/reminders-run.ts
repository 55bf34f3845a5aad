/**
 * Runs the reminders' job once as of a day of your choosing, on this machine:
 *   npm run reminders:run -- --date 2026-12-01
 * The balance reminders, pre-trip messages and review invitations due that day (08:00 in the
 * agency's calendar) go out as the scheduled job would send them: from the database `npm start`
 * uses (running or not; `admin-database.ts`), to its outbox and WhatsApp twin, with links to the
 * site it serves and stop links its functions accept. Each message still goes once.
 *
 * Local only: no deployed function takes a day from anyone (the schedule and the HTTP trigger use
 * the real clock), and this command refuses a deployed `CONTEXT` and a `DATABASE_URL` that is not
 * on this machine, where it would send real customers the messages of another day.
 */
import './lib/load-env-file.ts';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { agencyMoment } from '../src/domain/agency-calendar.ts';
import { closeSharedPool } from '../src/server/db/pool.ts';
import { isDeployedContext } from '../src/server/function-settings.ts';
import { runtimeFromEnv } from '../src/server/runtime.ts';
import { type ReminderRunReport, sendReminders } from '../src/server/services/reminders-service.ts';
import { openAgencyDatabaseOrExit } from './lib/admin-database.ts';
import { platformSettingsFromEnv, START_DEFAULTS } from './lib/platform-settings.ts';
import { findRunningPlatform, localReminderLinkSecret, localSweepSecret } from './lib/running-platform.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: npm run reminders:run -- --date YYYY-MM-DD';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The day asked for, a real calendar date, or null. */
function dayOf(text: string | undefined): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text) ? text : null;
}

const { values } = parseArgs({ options: { date: { type: 'string' } }, strict: true });
const day = dayOf(values.date);
if (!day) refuse(USAGE);
const context = process.env['CONTEXT']?.trim() ?? '';
if (isDeployedContext(context)) refuse(`reminders:run runs on this machine only (CONTEXT=${context}).`);
const configured = process.env['DATABASE_URL']?.trim();
if (configured && !(URL.canParse(configured) && LOOPBACK.has(new URL(configured).hostname))) {
  refuse('reminders:run works on a database on this machine only: DATABASE_URL names another.');
}

const settings = platformSettingsFromEnv(process.env, START_DEFAULTS, projectRoot);
const running = await findRunningPlatform(settings.dataDir);
const database = await openAgencyDatabaseOrExit();
const siteUrl = running?.siteUrl ?? `http://localhost:${settings.port}`;
const outboxDir = running?.outboxDir ?? process.env['OUTBOX_DIR'] ?? join(settings.dataDir, 'outbox');
const env: Record<string, string | undefined> = {
  ...process.env,
  ...running?.whatsappEnv,
  CONTEXT: 'dev',
  DATABASE_URL: database.url,
  SITE_URL: siteUrl,
  OUTBOX_DIR: outboxDir,
  CATALOGUE_PATH:
    running?.cataloguePath ??
    process.env['CATALOGUE_PATH'] ??
    join(projectRoot, 'generated', 'catalogue.json'),
  SWEEP_SECRET: process.env['SWEEP_SECRET'] || (await localSweepSecret(settings.dataDir)),
  REMINDER_LINK_SECRET:
    process.env['REMINDER_LINK_SECRET'] || (await localReminderLinkSecret(settings.dataDir)),
  // The job never pays: the provider's settings only have to be well formed.
  FAPSHI_BASE_URL: process.env['FAPSHI_BASE_URL'] || 'http://127.0.0.1:4410',
  FAPSHI_API_USER: process.env['FAPSHI_API_USER'] || 'unused',
  FAPSHI_API_KEY: process.env['FAPSHI_API_KEY'] || 'unused',
};

try {
  const runtime = runtimeFromEnv(env, 'dev');
  const deps = { ...runtime.deps, db: database.pool, clock: () => agencyMoment(day, '08:00') };
  const report = await sendReminders(deps, runtime.reminderLinkSecret ?? '');
  console.log(`Reminders as of ${report.today}, on ${database.where}:`);
  console.log(`  ${summary(report)}`);
  console.log(`  E-mails in ${env['EMAIL_API_KEY'] ? 'the e-mail API' : outboxDir}; links to ${siteUrl}.`);
  if (report.outOfTime) console.log('  Out of time with messages still due: run it again.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await closeSharedPool();
  await database.close();
}

function summary(report: ReminderRunReport): string {
  const { sent } = report;
  const balance = sent.balance_14 + sent.balance_7 + sent.balance_2;
  return [
    `${balance} balance reminder(s) (14 days: ${sent.balance_14}, 7: ${sent.balance_7}, 2: ${sent.balance_2})`,
    `${sent.pre_trip} pre-trip message(s)`,
    `${sent.review_invitation} review invitation(s)`,
    `${report.whatsapp} on WhatsApp`,
    `${report.failed} failed, ${report.skipped} no longer wanted`,
  ].join(', ');
}
