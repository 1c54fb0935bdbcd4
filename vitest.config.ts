// Test projects: `unit` (pure functions and the API against a fresh database per file) and `e2e`
// (Playwright driving the system Chromium against the built server).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['api/**/*.test.ts', 'contract/**/*.test.ts', 'site/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/setup.ts'],
          // A failed test runs once more: on a shared two-core machine an action now and then waits out its 30 s
          // in a test that passes on every other run. Each failure is still printed, with what its pages were
          // doing (diagnose.ts), and a test that fails for a reason fails both times.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
