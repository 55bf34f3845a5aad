import { describe, expect, it } from 'vitest';
import {
  bundlerConfig,
  entryModule,
  forbiddenModules,
  modulePath,
} from '../../../../scripts/lib/function-bundles.ts';

describe('forbidden modules in a production bundle', () => {
  it('names the simulator, PGlite, the embedded database, tests and local tools', () => {
    const found = forbiddenModules('bookings-get', [
      'functions/bookings-get.ts',
      'src/server/services/bookings-service.ts',
      'src/simulator/fapshi-simulator.ts',
      'node_modules/@electric-sql/pglite/dist/index.js',
      'scripts/lib/embedded-postgres.ts',
      'tests/integration/helpers/app.ts',
      'scripts/lib/local-platform.ts',
      'node_modules/@netlify/functions-dev/dist/main.js',
      'node_modules/vitest/dist/index.js',
      'node_modules/pg/lib/index.js',
    ]);
    expect(found.map((f) => [f.module, f.what])).toEqual([
      ['src/simulator/fapshi-simulator.ts', 'the payment simulator'],
      ['node_modules/@electric-sql/pglite/dist/index.js', 'PGlite'],
      ['scripts/lib/embedded-postgres.ts', 'the embedded database'],
      ['tests/integration/helpers/app.ts', 'test code'],
      ['scripts/lib/local-platform.ts', 'a local command or the local platform'],
      ['node_modules/@netlify/functions-dev/dist/main.js', 'a tool'],
      ['node_modules/vitest/dist/index.js', 'a tool'],
    ]);
    expect(found.every((f) => f.functionName === 'bookings-get')).toBe(true);
  });

  it('passes what the functions really use', () => {
    expect(
      forbiddenModules('x', [
        'src/server/payments/fapshi-provider.ts',
        'node_modules/@netlify/functions/x.js',
      ]),
    ).toEqual([]);
  });
});

describe('bundler settings', () => {
  it("turns netlify.toml's keys into the bundler's", () => {
    expect(bundlerConfig({ '*': { node_bundler: 'esbuild', included_files: ['a.json'] } })).toEqual({
      '*': { nodeBundler: 'esbuild', includedFiles: ['a.json'] },
    });
  });

  it("reads the handler module out of Netlify's entry point", () => {
    expect(
      entryModule(
        "import * as bootstrap from './___netlify-bootstrap.mjs';export const handler = bootstrap.getLambdaHandler('./functions/bookings-create.mjs')",
      ),
    ).toBe('functions/bookings-create.mjs');
    expect(entryModule('export const handler = 1')).toBeNull();
  });

  it('writes module paths relative to the project, with forward slashes', () => {
    expect(modulePath('/p', '/p/src/a.ts')).toBe('src/a.ts');
  });
});
