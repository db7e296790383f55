import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from '../scripts/build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** A bundled Ledgerline server started for a benchmark on its own data directory. */
export type BenchServer = { url: string; process: ChildProcess; startedMs: number; stop(): Promise<void> };

let built: Promise<void> | undefined;

/** Builds dist/ once per `npm run bench`, however many suites start the bundled server. */
export function buildOnce(): Promise<void> {
  built ??= buildAll();
  return built;
}

/** A fresh data directory for a benchmark run. */
export function benchDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-bench-'));
}

/** Starts dist/server/main.mjs and resolves once /health answers, with the milliseconds that took. */
export async function startBenchServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the benchmark server exited');
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (performance.now() - started > 60_000) throw new Error('the benchmark server did not start');
  }
  const startedMs = Math.round(performance.now() - started);
  return {
    url,
    process: child,
    startedMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a demo user in and returns a fresh access token. */
export async function demoToken(url: string, email = 'admin@demo.test'): Promise<string> {
  const login = await fetch(`${url}/auth/AuthorizedUser/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: 'ledgerline' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const access = await fetch(`${url}/auth/AuthorizedUser/RefreshAccessToken`, { headers: { cookie } });
  return ((await access.json()) as { Token: string }).Token;
}
