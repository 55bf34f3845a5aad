/// <reference types="vitest/config" />
// Vitest through Astro's Vite config, so tests can render `.astro` components with the container API.
// Three projects, each runnable alone: `vitest --project unit` (no database), `--project
// integration` (functions over a database: PGlite, and PostgreSQL when TEST_POSTGRES_URL is set)
// and `--project types` (type-level tests of the HTTP contract, type-checked by the check stage, never run).
import { getViteConfig } from 'astro/config';
import { COVERAGE_FLOORS } from './tests/coverage-floors.ts';

export default getViteConfig({
  test: {
    environment: 'node',
    // Opening a new embedded PostgreSQL takes a few seconds on a small machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core keeps the embedded databases' memory in check.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // One module graph per worker, not per file: the unit tests share no state through modules
        // (no module mocks, no global patches), and loading Astro's and React's modules again for
        // each of 120 files took half of the project's time.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['tests/types/**/*.test-d.ts'] },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      reporter: ['text-summary', ['json-summary', { file: 'coverage-summary.json' }]],
      reportsDirectory: 'coverage',
      // Lines covered, at least, where the rules and the state live; `npm test` fails below.
      thresholds: COVERAGE_FLOORS,
    },
  },
});
