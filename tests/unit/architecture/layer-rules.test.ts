/**
 * The layer rules of `biome.json` (CONTRIBUTING.md, Layers) refuse what they say they refuse: each
 * import below is linted as if it stood in that folder, with the project's own configuration, in a
 * scratch copy (so nothing is written into the tree).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');
const run = promisify(execFile);
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'layer-rules-'));
  const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  // The scratch folder is no repository: the ignore file and the schema path do not apply.
  delete config['vcs'];
  delete config['$schema'];
  await writeFile(join(scratch, 'biome.json'), JSON.stringify(config));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Biome's verdict on one import written in a file at `path`: null when allowed, else its message. */
async function verdict(path: string, from: string): Promise<string | null> {
  const file = join(scratch, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `import { x } from '${from}';\nexport const y = x;\n`);
  try {
    await run(biome, ['lint', '--only=style/noRestrictedImports', path], { cwd: scratch });
    return null;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
}

describe('layer rules', () => {
  it.each([
    ['src/domain/a.ts', '../i18n/catalog/booking.en.ts', 'The domain imports only the domain'],
    ['src/domain/b.ts', 'node:fs', 'The domain imports only the domain'],
    ['src/domain/c.ts', 'pg', 'The domain imports only the domain'],
    ['src/islands/d.tsx', '../server/db/pool.ts', 'Islands and their stores run in the browser'],
    ['src/stores/e.ts', '../content/source.ts', 'Islands and their stores run in the browser'],
    ['functions/f.ts', '../src/content/source.ts', 'Functions never read the CMS'],
    ['src/server/g.ts', 'groq-js', 'Functions never read the CMS'],
    ['functions/h.ts', '../src/simulator/fapshi-simulator.ts', 'never import the simulator'],
    ['src/server/i.ts', '../../scripts/lib/embedded-postgres.ts', 'never import the simulator'],
    ['src/pages/j.ts', '../simulator/whatsapp-twin.ts', 'Production code never imports the simulator'],
    ['src/api/p.ts', '../i18n/locales.ts', 'The HTTP contract imports only itself and the domain'],
    [
      'src/api/q.ts',
      '../simulator/fapshi-simulator.ts',
      'The HTTP contract imports only itself and the domain',
    ],
    // A feature's own folder is held to its layer's rules, however deep.
    ['src/islands/checkout/d.tsx', '../../server/db/pool.ts', 'Islands and their stores run in the browser'],
    ['src/stores/payment/e.ts', '../../content/source.ts', 'Islands and their stores run in the browser'],
    ['src/islands/admin/x/d.tsx', '../../../simulator/fapshi-simulator.ts', 'Islands and their stores'],
  ])('%s may not import %s', async (path, from, message) => {
    expect(await verdict(path, from)).toContain(message);
  });

  it.each([
    ['src/domain/k.ts', './money.ts'],
    ['src/domain/l.ts', 'valibot'],
    ['src/islands/m.tsx', '../stores/api.ts'],
    ['src/islands/checkout/m.tsx', '../../stores/checkout/checkout.ts'],
    ['src/islands/checkout/m.tsx', '../fields.tsx'],
    ['src/stores/payment/p.ts', '../../domain/money.ts'],
    ['functions/n.ts', '../src/server/services/bookings-service.ts'],
    ['src/server/o.ts', '../content/sanity-config.ts'],
    ['src/api/r.ts', '../domain/locales.ts'],
    ['src/api/s.ts', './contract.ts'],
  ])('%s may import %s', async (path, from) => {
    expect(await verdict(path, from)).toBeNull();
  });
});
