/**
 * What a running `npm start` tells the agency's commands run beside it (`staff:add`,
 * `reminders:run`): a file in its data folder, written once everything listens and removed when it
 * stops, naming its site's address, its embedded database (none when `DATABASE_URL` gave one) and
 * where its functions write e-mails and send WhatsApp messages. A command that finds the file of a
 * live process works on that database, whatever `DB_PORT` the command's own shell has; a file
 * left by a process that ended is ignored. No secret is written here.
 *
 * The stop links in reminders are signed with `SWEEP_SECRET`; locally, when it is not set, it is
 * made once and kept in the data folder, so a link sent before a restart or by `reminders:run`
 * still works on the running site.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface RunningPlatform {
  pid: number;
  /** The address every link the functions send points at (`http://localhost:<PORT>`). */
  siteUrl: string;
  /** The embedded database it owns, or null when `DATABASE_URL` named one. */
  databaseUrl: string | null;
  outboxDir: string;
  cataloguePath: string;
  /** The local WhatsApp twin's settings for the functions, empty when a Cloud API is configured. */
  whatsappEnv: Record<string, string>;
}

const RUNNING_FILE = 'running.json';
const SECRET_FILE = 'sweep-secret';
const LINK_SECRET_FILE = 'reminder-link-secret';

export async function recordRunningPlatform(
  dataDir: string,
  state: RunningPlatform,
): Promise<() => Promise<void>> {
  const file = join(dataDir, RUNNING_FILE);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(state, null, 2)}\n`);
  // Synchronous, at exit: a library's own signal handler may end the process before the
  // platform's asynchronous stops have run.
  const remove = () => {
    // Only this process's own record: a later npm start on the same folder may have written its own.
    if (readStateSync(file)?.pid === state.pid) rmSync(file, { force: true });
  };
  process.once('exit', remove);
  return async () => {
    process.off('exit', remove);
    remove();
  };
}

/** The running `npm start` of this data folder, or null (none, or its process has ended). */
export async function findRunningPlatform(dataDir: string): Promise<RunningPlatform | null> {
  const state = readStateSync(join(dataDir, RUNNING_FILE));
  return state && processAlive(state.pid) ? state : null;
}

/** A local secret kept in the data folder, made on first use, so it survives a restart. */
async function keptSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, name);
  const kept = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (kept) return kept;
  const secret = randomBytes(24).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The local sweep's and reminders' trigger secret (`SWEEP_SECRET`). */
export const localSweepSecret = (dataDir: string) => keptSecret(dataDir, SECRET_FILE);

/** The local stop links' key (`REMINDER_LINK_SECRET`): links sent stay valid across restarts. */
export const localReminderLinkSecret = (dataDir: string) => keptSecret(dataDir, LINK_SECRET_FILE);

function readStateSync(file: string): RunningPlatform | null {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as RunningPlatform;
    return typeof state.pid === 'number' && typeof state.siteUrl === 'string' ? state : null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
