import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { benchDataDir, buildOnce, demoToken, startBenchServer } from '../server';
import type { BenchSuite } from '../suite';

const root = path.resolve(import.meta.dirname, '../..');
const port = 3211;

async function currentUserThroughput(url: string) {
  const token = await demoToken(url);
  const run = (duration: number) =>
    autocannon({
      url: `${url}/api/User/GetCurrentUser`,
      connections: 20,
      duration,
      headers: { authorization: `Bearer ${token}` },
    });
  await run(2);
  const result = await run(10);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Gzip size of the JavaScript the browser loads for the login page and then the shell after signing in. */
async function shellJavaScript(url: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const scripts = new Set<string>();
  try {
    const page = await browser.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    const loginScripts = new Set(scripts);
    await page.getByLabel(/e-mail/i).fill('admin@demo.test');
    await page
      .getByLabel(/password|wachtwoord/i)
      .first()
      .fill('ledgerline');
    await page.keyboard.press('Enter');
    await page.waitForURL(/purchase-invoices|dashboard/, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const gzipOf = (files: Set<string>) =>
      [...files].reduce(
        (sum, file) => sum + gzipSync(fs.readFileSync(path.join(root, 'dist/app', file))).length,
        0,
      );
    return {
      loginPageGzipKb: Math.round(gzipOf(loginScripts) / 102.4) / 10,
      loginAndShellGzipKb: Math.round(gzipOf(scripts) / 102.4) / 10,
    };
  } finally {
    await browser.close();
  }
}

/** Issue 2 figures: cold start on an existing embedded data directory, current-user throughput, shell JS size. */
const suite: BenchSuite = {
  name: 'shell',
  default: true,
  async run() {
    await buildOnce();
    const dataDir = benchDataDir();
    try {
      const first = await startBenchServer(dataDir, port);
      const firstStartMs = first.startedMs;
      await first.stop();
      const cold = await startBenchServer(dataDir, port);
      try {
        return {
          firstStartWithMigrationsAndDemoSeedMs: firstStartMs,
          coldStartExistingDataDirMs: cold.startedMs,
          coldStartTargetMs: 3000,
          getCurrentUser: { ...(await currentUserThroughput(cold.url)), targetRequestsPerSecond: 3000 },
          javascript: { ...(await shellJavaScript(cold.url)), targetKb: 250 },
        };
      } finally {
        await cold.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default suite;
