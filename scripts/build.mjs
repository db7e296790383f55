// Builds the web app (Vite → dist/app) and bundles the server (esbuild → dist/server/main.mjs, with its worker
// threads beside it: dist/server/einvoice-schematron-worker.mjs, recognition-worker.mjs and pages-worker.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Runs the whole build; throws when a step fails. */
export async function buildAll() {
  const vite = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (vite.status !== 0) throw new Error('vite build failed');
  await build({
    entryPoints: [
      { in: path.join(root, 'server/main.ts'), out: 'main' },
      // The EN 16931 Schematron runs on worker threads; the server starts them from this file beside main.mjs.
      {
        in: path.join(root, 'server/capture/einvoice-validation/schematron-worker.ts'),
        out: 'einvoice-schematron-worker',
      },
      // Recognition reads files on a worker thread of its own (server/capture/recognition/recognition-thread.ts).
      {
        in: path.join(root, 'server/capture/recognition/recognition-worker.ts'),
        out: 'recognition-worker',
      },
      // Intake's analysis and the render-pages job draw pages on a thread of their own (server/capture/pages/pages-thread.ts).
      {
        in: path.join(root, 'server/capture/pages/pages-worker.ts'),
        out: 'pages-worker',
      },
    ],
    outdir: path.join(root, 'dist/server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(root, 'dist/.build-stamp'), new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
  process.stdout.write('Built dist/app and dist/server\n');
}
