// `npm run test:e2e`: builds, starts Ledgerline on a fresh embedded database with the demo environment,
// runs the Playwright browser tests against it, and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-e2e-'));

await buildAll();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LEDGERLINE_DEV_KIT: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
  },
});
server.stdout.on('data', (chunk) => process.stdout.write(chunk));

async function waitForHealth() {
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 180 s');
}

let status = 1;
try {
  await waitForHealth();
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}` } },
  );
  status = run.status ?? 1;
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
