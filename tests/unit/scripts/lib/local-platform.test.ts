import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalPlatform, startLocalPlatform } from '../../../../scripts/lib/local-platform.ts';
import { findRunningPlatform } from '../../../../scripts/lib/running-platform.ts';

// A stand-in site: functions that show what the platform gave them.
const ENV_FUNCTION = `export default async () => Response.json({
  database: process.env.DATABASE_URL, fapshi: process.env.FAPSHI_BASE_URL,
  user: process.env.FAPSHI_API_USER, catalogue: process.env.CATALOGUE_PATH,
  whatsapp: process.env.WHATSAPP_API_URL, site: process.env.SITE_URL,
});
export const config = { path: '/api/env' };
`;
const SWEEP_FUNCTION = `import { writeFile } from 'node:fs/promises';
export default async (request) => {
  if (request.headers.get('x-sweep-secret') !== process.env.SWEEP_SECRET) return new Response(null, { status: 401 });
  await writeFile(process.env.OUTBOX_DIR + '/swept', 'yes');
  return Response.json({ ok: true });
};
export const config = { path: '/api/internal/sweep-payments' };
`;

const REMINDERS_FUNCTION = SWEEP_FUNCTION.replace('/swept', '/reminded').replace(
  '/api/internal/sweep-payments',
  '/api/internal/send-reminders',
);
// A scheduled function has no route: the platform's timer calls the HTTP triggers instead.
const SCHEDULED_FUNCTION = `export default async () => new Response(null, { status: 204 });
export const config = { schedule: '*/5 * * * *' };
`;

let root: string;
let platform: LocalPlatform;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-platform-test-'));
  await mkdir(join(root, 'dist'), { recursive: true });
  await mkdir(join(root, 'functions'), { recursive: true });
  await writeFile(
    join(root, 'netlify.toml'),
    '[build]\n  publish = "dist"\n[functions]\n  directory = "functions"\n',
  );
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, 'functions', 'env.mjs'), ENV_FUNCTION);
  await writeFile(join(root, 'functions', 'sweep.mjs'), SWEEP_FUNCTION);
  await writeFile(join(root, 'functions', 'reminders.mjs'), REMINDERS_FUNCTION);
  await writeFile(join(root, 'functions', 'scheduled.mjs'), SCHEDULED_FUNCTION);
  platform = await startLocalPlatform({
    projectRoot: root,
    port: 0,
    dbPort: 0,
    simulatorPort: 0,
    dataDir: join(root, '.data'),
    sweepEveryMs: 0,
    // The process's own environment, as npm start passes it: the platform writes into it.
    env: process.env,
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  await platform?.stop();
  // Its record goes with it: a command run later opens the data folder instead.
  expect(await findRunningPlatform(join(root, '.data'))).toBeNull();
  await rm(root, { recursive: true, force: true });
}, 30_000);

describe('startLocalPlatform', () => {
  it('serves the site', async () => {
    expect(await (await fetch(`${platform.url}/`)).text()).toContain('<title>Home</title>');
  });

  it('routes the functions that have a path, in one process', async () => {
    expect(platform.services).toContain('functions: 3 routes, one warm process');
    expect((await fetch(`${platform.url}/api/internal/scheduled`)).status).toBe(404);
  });

  it('gives functions the database, the simulator and the catalogue', async () => {
    const env = await (await fetch(`${platform.url}/api/env`)).json();
    expect(env).toEqual({
      database: platform.databaseUrl,
      fapshi: platform.simulatorUrl,
      user: 'local-api-user',
      catalogue: join(root, 'generated', 'catalogue.json'),
      whatsapp: platform.whatsappTwinUrl,
      site: platform.siteUrl,
    });
  });

  it('gives functions the address the site serves on, picked before they start', async () => {
    const served = new URL(platform.url);
    expect(served.port).not.toBe('4321');
    expect(platform.siteUrl).toBe(`http://localhost:${served.port}`);
    expect((await fetch(`${platform.siteUrl}/`)).status).toBe(200);
  });

  it('tells the commands run beside it where it serves and which database it owns', async () => {
    const running = await findRunningPlatform(join(root, '.data'));
    expect(running).toMatchObject({
      pid: process.pid,
      siteUrl: platform.siteUrl,
      databaseUrl: platform.databaseUrl,
      outboxDir: join(root, '.data', 'outbox'),
    });
  });

  it('runs the WhatsApp twin with the local token, and lists what it received', async () => {
    expect(platform.whatsappTwinUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const refused = await fetch(`${platform.whatsappTwinUrl}/v23.0/100000000000001/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer wrong' },
    });
    expect(refused.status).toBe(401);
    await refused.arrayBuffer();
    const listed = await (await fetch(`${platform.whatsappTwinUrl}/__control/messages`)).json();
    expect(listed).toEqual({ messages: [] });
  });

  it('runs a migrated PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: platform.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  it('runs the Fapshi simulator with the local credentials', async () => {
    const headers = { apiuser: 'local-api-user', apikey: 'local-api-key' };
    const known = await fetch(`${platform.simulatorUrl}/payment-status/unknown`, { headers });
    expect(known.status).toBe(404);
    await known.arrayBuffer();
    const config = await (await fetch(`${platform.simulatorUrl}/__control/config`)).json();
    expect(config.webhookUrl).toBe(`${platform.url}/api/payments/webhook`);
  });

  it('runs the sweep and the reminders through their endpoints with the secret', async () => {
    await platform.sweep();
    expect(existsSync(join(root, '.data', 'outbox', 'swept'))).toBe(true);
    expect(existsSync(join(root, '.data', 'outbox', 'reminded'))).toBe(true);
  });
});
