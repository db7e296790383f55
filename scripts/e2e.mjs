// `npm run test:e2e`: builds, starts Ledgerline on a fresh embedded database with the demo environment,
// runs the Playwright browser tests against it, and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on now: the system's pick for a listener on port 0. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

// E2E_PORT when given, else a free port, so that a running `npm start` (3000) or a second run does not clash.
const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-e2e-'));

// The EN 16931 Schematron takes ~15 s per stylesheet to compile: compile it once into a cache kept
// between runs (keyed by content), beside the build, so that no test waits for it on a loaded machine.
const schematronHome = path.join(root, 'node_modules/.cache/ledgerline-e2e');
const schematron = new Promise((resolve, reject) => {
  const compile = spawn(process.execPath, [path.join(root, 'scripts/compile-schematron.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATA_DIR: schematronHome },
  });
  compile.on('error', reject);
  compile.on('exit', (code) =>
    code === 0 ? resolve() : reject(new Error(`compile-schematron exited ${code}`)),
  );
});
await Promise.all([buildAll(), schematron]);
fs.cpSync(path.join(schematronHome, 'schematron'), path.join(dataDir, 'schematron'), { recursive: true });
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LEDGERLINE_DEV_KIT: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // A free port for the mailboxes' SMTP receiver too, beside a running `npm start` (2525).
    SMTP_PORT: process.env.SMTP_PORT ?? '0',
  },
});
server.stdout.on('data', (chunk) => process.stdout.write(chunk));
let serverExit = null;
server.on('exit', (code) => {
  serverExit = code;
});

async function waitForHealth() {
  for (let attempt = 0; attempt < 360; attempt++) {
    // A server that stopped (e.g. the port is taken) will not come up: no point waiting 180 s.
    if (serverExit !== null) throw new Error(`the server exited with code ${serverExit} before it was ready`);
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
