import { defineConfig } from 'vitest/config';

/**
 * Test files at once, in every project: two on the 2-core CI machine. Without it the domain and
 * web projects took Vitest's default (one fewer than the cores) and ran one file at a time after
 * the API files, with a core idle (docs/decisions/028-ci-time.md). Each API file opens its own
 * database.
 */
const maxWorkers = 2;

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/api',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers,
    // One module graph per worker, not per file: every file imported the whole server and
    // started PGlite's WebAssembly anew, a fifth of the project's time. Each file still builds its
    // own app on its own database; no test relies on a module's state (decision 028).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          maxWorkers,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      // Checks of the source itself (the lint rules that also guard `npm test`).
      { test: { name: 'lint', root: 'scripts', include: ['lint/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
          maxWorkers,
          // Whole pages rendered in jsdom: on a busy two-core machine one took over the default 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
