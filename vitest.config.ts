import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** How long a unit or screen test may run before it is taken as hanging. */
const UnitTimeoutMs = 20_000;

function apiProject(name: string, database: 'embedded' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'node',
      include: ['server/**/*.test.ts'],
      exclude: ['server/**/*.unit.test.ts', 'server/**/*.erp.test.ts'],
      env: { LEDGERLINE_TEST_DB: database },
      // Each file starts its own app on its own database, so a worker can keep the modules it loaded for the next
      // file instead of loading the server's module graph again (about 10 s a file on a 2-core machine).
      isolate: false,
      globalSetup: database === 'postgres' ? ['server/test/migratePostgres.ts'] : [],
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  };
}

export default defineConfig({
  test: {
    globals: true,
    // Vitest leaves one core free by default: on a 2-core CI machine that is one test file at a time. The tests
    // wait on the database, the job queue and child processes often enough that every core can be used.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions and self-contained services: modules are shared between files (the jsdom screens below
          // are not, their document is).
          isolate: false,
          // A guard against a hang, not a measure of speed: with every core busy (CI runs suites side by side) a
          // crowded page or a screen that types takes longer than Vitest's five seconds.
          testTimeout: UnitTimeoutMs,
          include: [
            'domain/**/*.test.ts',
            'cli/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
            'tests/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-app',
          environment: 'jsdom',
          // Worker threads start a jsdom file faster than child processes (170 s against 280 s for these on a 2-core
          // machine); each file still gets its own document.
          pool: 'threads',
          testTimeout: UnitTimeoutMs,
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['app/test/setup.ts'],
        },
      },
      apiProject('api', 'embedded'),
      // The same API tests again on real PostgreSQL when CI (or you) give one.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'postgres')] : []),
      {
        extends: true,
        test: {
          // Against a real Tryton server (tests/tryton): Debian's tryton-server and modules must be installed.
          name: 'erp',
          environment: 'node',
          include: ['server/**/*.erp.test.ts'],
          globalSetup: ['tests/tryton/globalSetup.ts'],
          testTimeout: 60000,
          hookTimeout: 240000,
          fileParallelism: false,
        },
      },
    ],
  },
});
