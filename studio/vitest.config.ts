import { defineConfig } from 'vitest/config';

// Run from the repository root: `vitest run --config studio/vitest.config.ts` (see scripts/studio.ts).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
