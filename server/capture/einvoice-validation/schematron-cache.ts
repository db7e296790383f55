import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';
import { schemaDir } from './schema-dir';

/** The two syntax bindings of the official EN 16931 Schematron. */
export type SchematronSyntax = 'UBL' | 'CII';

const run = promisify(execFile);
const compiled = new Map<string, Promise<unknown>>();
const sefFiles = new Map<string, Promise<string>>();

/** Where compiled stylesheets (SEF JSON) are kept between processes: `DATA_DIR/schematron`, else the temp dir. */
export function schematronCacheDir(): string {
  const dataDir = process.env.DATA_DIR;
  return dataDir ? path.join(dataDir, 'schematron') : path.join(os.tmpdir(), 'ledgerline-schematron');
}

function xsltPath(syntax: SchematronSyntax): string {
  return path.join(schemaDir(), 'schematron', 'en16931', `EN16931-${syntax}-validation.xslt`);
}

// The XX compiler ships with the xslt3 command line; it takes ~15 s per stylesheet, so it runs in a
// child process (never blocking the server) and its result is cached on disk keyed by content.
async function compileToSef(xslt: string, target: string): Promise<void> {
  const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await run(
      process.execPath,
      [xslt3, `-xsl:${xslt}`, `-export:${partial}`, '-nogo', '-relocate:on', '-ns:##html5'],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    // Rename is atomic, so parallel processes never read a half-written file.
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * The official stylesheet without what never reaches a verdict: the `svrl:fired-rule` trace written for
 * every rule that fires, and the default-mode walks inside `svrl:active-pattern` (that mode only has the
 * empty text() rule, so they output nothing). Every assert and report, with its test, id, flag, location
 * and text, is kept as published.
 */
export function leanEn16931Xslt(xslt: string): string {
  return xslt.replace(/<svrl:fired-rule context="[^"]*"\s*\/>/g, '').replace(/<xsl:apply-templates \/>/g, '');
}

const LEAN_VERSION = 'lean-1';

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The SEF file of the stylesheet, keyed by content (SaxonJS version, lean edits, source), compiled when missing. */
async function compileSefFile(syntax: SchematronSyntax): Promise<string> {
  const source = leanEn16931Xslt(await readFile(xsltPath(syntax), 'utf8'));
  const version = SaxonJS.getProcessorInfo().productVersion;
  const hash = createHash('sha256')
    .update(version)
    .update(LEAN_VERSION)
    .update(source)
    .digest('hex')
    .slice(0, 16);
  const target = path.join(schematronCacheDir(), `EN16931-${syntax}-${hash}.sef.json`);
  if (await exists(target)) return target;
  const xslt = path.join(schematronCacheDir(), `EN16931-${syntax}-${hash}.${process.pid}.${Date.now()}.xslt`);
  await mkdir(schematronCacheDir(), { recursive: true });
  await writeFile(xslt, source);
  try {
    await compileToSef(xslt, target);
  } finally {
    await rm(xslt, { force: true });
  }
  return target;
}

function memoised<T>(
  cache: Map<string, Promise<T>>,
  syntax: SchematronSyntax,
  load: () => Promise<T>,
): Promise<T> {
  const key = `${schemaDir()}|${syntax}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = load();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/**
 * The compiled EN 16931 Schematron stylesheet's SEF file in the cache folder, compiled first when missing. The
 * Schematron pool waits for it before it sends a worker a batch, so no two workers compile it at once.
 */
export function compiledSchematronFile(syntax: SchematronSyntax): Promise<string> {
  return memoised(sefFiles, syntax, () => compileSefFile(syntax));
}

/** The compiled EN 16931 Schematron stylesheet, compiled once and then held in memory. */
export function compiledSchematron(syntax: SchematronSyntax): Promise<unknown> {
  return memoised(compiled, syntax, async () =>
    JSON.parse(await readFile(await compileSefFile(syntax), 'utf8')),
  );
}
