import { defineConfig } from '@playwright/test';

// The server is started by scripts/e2e.mjs on a fresh data directory; it passes the address here.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous: on a slow two-core machine the server also reads the demo documents (OCR) while the first tests run,
  // and a screen can take well over ten seconds to answer there.
  timeout: 120_000,
  expect: { timeout: 25_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tests that act on the shared demo documents run here, two at a time.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /dashboard\.spec\.ts/ },
    // Tests that count those documents run once nothing else changes them: after the others.
    {
      name: 'counts',
      use: { browserName: 'chromium' },
      testMatch: /dashboard\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
});
