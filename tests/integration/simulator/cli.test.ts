import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../../../src/simulator/fapshi-simulator.ts', import.meta.url));
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

/** Starts the CLI and resolves with the URL it announces. */
function startCli(env: Record<string, string>): Promise<string> {
  const started = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  return new Promise((resolve, reject) => {
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    started.once('exit', (code) => reject(new Error(`simulator exited with ${code}: ${output}`)));
  });
}

describe('node src/simulator/fapshi-simulator.ts', () => {
  it('serves the API with the credentials and timing from the environment, and stops on SIGTERM', async () => {
    const url = await startCli({
      SIMULATOR_PORT: '0',
      FAPSHI_API_USER: 'cli-user',
      FAPSHI_API_KEY: 'cli-key',
      SIMULATOR_FINAL_AFTER_MS: '60000',
    });
    const headers = { apiuser: 'cli-user', apikey: 'cli-key', 'content-type': 'application/json' };

    const created = await fetch(`${url}/direct-pay`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 500, phone: '670000000' }),
    });
    expect(created.status).toBe(200);
    const config = (await (await fetch(`${url}/__control/config`)).json()) as {
      timing: { finalAfterMs: number };
    };
    expect(config.timing.finalAfterMs).toBe(60_000);

    const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
