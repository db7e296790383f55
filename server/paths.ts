import fs from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return start;
    dir = parent;
  }
  return dir;
}

/** The project root: found from this file, so it holds both from the sources and from the bundle in dist/. */
export const projectRoot = process.env.LEDGERLINE_ROOT ?? findRoot(import.meta.dirname);
