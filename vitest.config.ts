/// <reference types="vitest/config" />
// Vitest through Astro's Vite config, so tests can render `.astro` components with the container API.
// Three projects, each runnable alone: `vitest --project unit` (no database), `--project
// integration` (functions over a database: PGlite, and PostgreSQL when TEST_POSTGRES_URL is set)
// and `--project types` (type-level tests of the HTTP contract, checked by tsc, never run).
import { getViteConfig } from 'astro/config';

/** Lines covered, at least, in each folder holding rules or state; `npm test` fails below. */
const LINES_FLOOR = { lines: 85 };

export default getViteConfig({
  test: {
    environment: 'node',
    // Opening a new embedded PostgreSQL takes a few seconds on a small machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core keeps the embedded databases' memory in check.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
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
      thresholds: {
        'src/domain/**': LINES_FLOOR,
        'src/server/**': LINES_FLOOR,
        'src/stores/**': LINES_FLOOR,
      },
    },
  },
});
