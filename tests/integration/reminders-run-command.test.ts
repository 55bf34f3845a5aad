/**
 * `npm run reminders:run -- --date D`: the reminders' job as of day D, on the database the running
 * `npm start` uses (named by its data folder's record), its e-mails in that outbox with links to
 * its site and stop links signed with the data folder's secret; nothing the day before; and
 * refused, nothing written, for a missing or impossible date, a deployed context or a database
 * that is not on this machine.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localReminderLinkSecret, recordRunningPlatform } from '../../scripts/lib/running-platform.ts';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { addDays } from '../../src/domain/balance-due.ts';
import type { OutboxEntry } from '../../src/server/mail/outbox-mailer.ts';
import { reminderToken } from '../../src/server/mail/reminder-links.ts';
import { api, bookingBody, startTestApp, type TestApp, waitForStatus } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const run = promisify(execFile);
/** Days the fixture catalogue's balance is due before the trip. */
const DUE_DAYS = 30;
const FIXTURE_CATALOGUE = 'tests/fixtures/catalogue.json';

describe.each(databaseKinds())('npm run reminders:run (%s)', (kind) => {
  let app: TestApp;
  let dataDir: string;
  const outbox = () => join(dataDir, 'outbox');

  async function remindersRun(env: Record<string, string>, ...args: string[]) {
    const { DATABASE_URL: _a, SWEEP_SECRET: _b, CONTEXT: _c, OUTBOX_DIR: _d, ...inherited } = process.env;
    return run(process.execPath, ['scripts/reminders-run.ts', ...args], {
      env: { ...inherited, DATA_DIR: dataDir, DB_PORT: '1', ...env },
    });
  }
  const mails = async (): Promise<OutboxEntry[]> => {
    const names = (await readdir(outbox()).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
    return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(outbox(), n), 'utf8'))));
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    dataDir = await mkdtemp(join(tmpdir(), 'reminders-run-'));
    // This process stands in for a running `npm start` of that data folder, on the test database.
    await recordRunningPlatform(dataDir, {
      pid: process.pid,
      siteUrl: 'http://localhost:5321',
      databaseUrl: app.db.url,
      outboxDir: outbox(),
      cataloguePath: FIXTURE_CATALOGUE,
      whatsappEnv: {},
    });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a missing or impossible date, a deployed context and a database elsewhere', async () => {
    const refusals: Array<[Record<string, string>, string[], string]> = [
      [{}, [], 'Usage: npm run reminders:run -- --date YYYY-MM-DD'],
      [{}, ['--date', '2026-02-30'], 'Usage'],
      [{}, ['--date', 'tomorrow'], 'Usage'],
      [{ CONTEXT: 'production' }, ['--date', '2026-12-01'], 'this machine only (CONTEXT=production)'],
      [
        { DATABASE_URL: 'postgres://app@db.example.com/app' },
        ['--date', '2026-12-01'],
        'DATABASE_URL names another',
      ],
    ];
    for (const [env, args, said] of refusals) {
      await expect(remindersRun(env, ...args)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(said),
      });
    }
    expect(await mails()).toEqual([]);
  }, 120_000);

  it('sends what is due on the day asked, from the running npm start’s database, once', async () => {
    const tripDate = addDays(agencyToday(new Date()), 120);
    const created = await api.createBooking(
      bookingBody({ paymentType: 'multiple', preferredDate: tripDate }),
    );
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: 'deposit' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    const reminderDay = addDays(tripDate, -DUE_DAYS - 14);

    const before = await remindersRun({}, '--date', addDays(reminderDay, -1));
    expect(before.stdout).toContain(
      `Reminders as of ${addDays(reminderDay, -1)}, on the database of the running npm start at http://localhost:5321`,
    );
    expect((await mails()).filter((m) => m.text.includes(code))).toEqual([]);

    const { stdout } = await remindersRun({}, '--date', reminderDay);
    expect(stdout).toContain('1 balance reminder(s) (14 days: 1, 7: 0, 2: 0)');
    expect(stdout).toContain(`E-mails in ${outbox()}; links to http://localhost:5321.`);
    const sent = (await mails()).filter((m) => m.text.includes(code));
    expect(sent.map((m) => m.idempotencyKey)).toEqual([`reminder/balance_14/${code}`]);
    const [reminder] = sent as [OutboxEntry];
    // Its stop link is signed with the key the running site checks (kept in the data folder).
    const token = reminderToken(await localReminderLinkSecret(dataDir), code);
    expect(reminder.headers?.['List-Unsubscribe']).toBe(
      `<http://localhost:5321/api/bookings/${code}/reminders-off?token=${token}>`,
    );
    expect(reminder.text).toContain(`http://localhost:5321/payments/partial/pay?code=${code}`);

    // Run again for the same day: nothing twice.
    await remindersRun({}, '--date', reminderDay);
    expect((await mails()).filter((m) => m.text.includes(code))).toHaveLength(1);
  }, 180_000);
});
