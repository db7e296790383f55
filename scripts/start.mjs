// `npm start`: builds what is out of date, then runs the bundled server (migrations and demo seed included).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sources = ['app', 'domain', 'server', 'locales', 'package-lock.json', 'vite.config.ts'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const stamp = fs.statSync(path.join(root, 'dist/.build-stamp'), { throwIfNoEntry: false });
const stale = !stamp || sources.some((source) => newestMtime(path.join(root, source)) > stamp.mtimeMs);
if (stale) {
  process.stdout.write('Building Ledgerline…\n');
  await buildAll();
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.mjs')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
