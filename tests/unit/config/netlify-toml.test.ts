// netlify.toml read by Netlify's own parser (@netlify/config): a typo fails here, not at deploy.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readNetlifyConfig } from '../../../scripts/lib/netlify-config.ts';

const projectToml = new URL('../../../netlify.toml', import.meta.url);
const folders: string[] = [];

/** A site folder holding only a netlify.toml (the project's, or another text). */
async function site(toml?: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'netlify-toml-'));
  folders.push(dir);
  if (toml === undefined) await copyFile(projectToml, join(dir, 'netlify.toml'));
  else await writeFile(join(dir, 'netlify.toml'), toml);
  return dir;
}

afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('netlify.toml', () => {
  it('is read by Netlify without a warning, with the settings the deploy relies on', async () => {
    const dir = await site();
    const { config, warnings } = await readNetlifyConfig(dir);
    expect(warnings).toEqual([]);
    expect(config.build.command).toBe('npm run build -- --strict-translations');
    expect(config.build.publish).toBe(join(dir, 'dist'));
    expect(config.functionsDirectory).toBe(join(dir, 'functions'));
    expect(config.functions['*']).toEqual({
      node_bundler: 'esbuild',
      included_files: ['generated/catalogue.json', '!node_modules/prettier/**'],
    });
    const text = await readFile(projectToml, 'utf8');
    expect(config.redirects).toHaveLength(text.match(/^\[\[redirects\]\]/gm)?.length ?? -1);
    expect(config.headers).toHaveLength(text.match(/^\[\[headers\]\]/gm)?.length ?? -1);
  });

  it('fails on a mistyped function setting and on broken TOML', async () => {
    const project = await readFile(projectToml, 'utf8');
    await expect(
      readNetlifyConfig(await site(project.replace('node_bundler = "esbuild"', 'node_bundler = "esbuil"'))),
    ).rejects.toThrow(/node_bundler must be one of/);
    await expect(readNetlifyConfig(await site(project.replace('[functions]', '[functions')))).rejects.toThrow(
      /Could not parse configuration file/,
    );
    await expect(
      readNetlifyConfig(await site(project.replace(/included_files = \[[^\]]*\]/, 'included_files = "x"'))),
    ).rejects.toThrow(/included_files must be an array/);
  });

  it('reports a redirect or header rule Netlify would drop', async () => {
    const project = await readFile(projectToml, 'utf8');
    const redirect = await readNetlifyConfig(await site(project.replace('from = "/fr/*"', 'form = "/fr/*"')));
    expect(redirect.warnings.join('\n')).toMatch(/Missing "from" field/);
    const header = await readNetlifyConfig(await site(project.replace('for = "/*"', 'fro = "/*"')));
    expect(header.warnings.join('\n')).toMatch(/Missing "for" field/);
  });
});
