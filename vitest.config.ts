import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

function apiProject(name: string, database: 'embedded' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'node',
      include: ['server/**/*.test.ts'],
      exclude: ['server/**/*.unit.test.ts', 'server/**/*.erp.test.ts'],
      env: { LEDGERLINE_TEST_DB: database },
      globalSetup: database === 'postgres' ? ['server/test/migratePostgres.ts'] : [],
      testTimeout: 30000,
      hookTimeout: 60000,
    },
  };
}

export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
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
