/// <reference types="vitest/config" />
// Vitest through Astro's Vite config, so tests can render `.astro` components with the container API.
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Opening a new embedded PostgreSQL takes a few seconds on a small machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: one worker per core keeps the embedded databases' memory in check.
    maxWorkers: 2,
  },
});
