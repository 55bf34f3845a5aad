import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { studioBlockerLine, studioSetupPage } from '../../../../scripts/lib/studio-setup-page.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('the page `npm run studio` shows when the Studio cannot work', () => {
  it('says, in English and French, what is needed and where the guides are', () => {
    const page = studioSetupPage('no-project');
    expect(page).toContain('<h1>The Studio needs a Sanity project</h1>');
    expect(page).toContain('<section lang="fr">');
    expect(page).toContain('Le Studio a besoin d’un projet Sanity');
    expect(page).toContain('SANITY_STUDIO_PROJECT_ID=the-id');
    expect(page).toContain('<code>docs/editors.md</code>');
    expect(page).toContain('<code>docs/studio.md</code>');
    expect(page).not.toMatch(/\bat \w+ \(|Error:/);
    expect(studioSetupPage('offline')).toContain('<h1>Sanity cannot be reached</h1>');
    expect(studioBlockerLine('offline', 'http://localhost:3333')).toBe(
      'The Studio cannot start: Sanity cannot be reached (no internet?). What to do: http://localhost:3333 (guide: docs/editors.md). Ctrl-C stops.',
    );
  });

  it('is served by `npm run studio` without a project, before any install, until Ctrl-C', async () => {
    const port = 33_000 + Math.floor(Math.random() * 1000);
    const child = spawn(process.execPath, ['scripts/studio.ts', 'dev', '--port', String(port)], {
      cwd: root,
      env: { ...process.env, SANITY_STUDIO_PROJECT_ID: '' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    await expect.poll(() => output, { timeout: 20_000 }).toContain('The Studio cannot start');
    const answer = await fetch(`http://127.0.0.1:${port}/structure`);
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('The Studio needs a Sanity project');
    expect(output).not.toContain('npm install');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
