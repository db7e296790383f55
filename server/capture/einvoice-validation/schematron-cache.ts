import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';
import { schemaDir } from './schema-dir';
import { type SchematronPart, splitSchematron } from './schematron-parts';

/** The two syntax bindings of the official EN 16931 Schematron. */
export type SchematronSyntax = 'UBL' | 'CII';

const run = promisify(execFile);
const parts = new Map<string, Promise<SchematronPart[]>>();
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
const PARTS_VERSION = 'parts-1';

function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The SEF file of one part of the stylesheet, keyed by content (SaxonJS version, edits, source), compiled when missing. */
async function compileSefFile(syntax: SchematronSyntax, part: number): Promise<string> {
  const source = (await schematronParts(syntax))[part]?.xslt;
  if (source === undefined) throw new Error(`EN 16931 Schematron ${syntax} has no part ${part}`);
  const version = SaxonJS.getProcessorInfo().productVersion;
  const hash = createHash('sha256')
    .update(version)
    .update(LEAN_VERSION)
    .update(PARTS_VERSION)
    .update(source)
    .digest('hex')
    .slice(0, 16);
  const name = `EN16931-${syntax}-part${part + 1}-${hash}`;
  const target = path.join(schematronCacheDir(), `${name}.sef.json`);
  if (await exists(target)) return target;
  const xslt = path.join(schematronCacheDir(), `${name}.${process.pid}.${Date.now()}.xslt`);
  await mkdir(schematronCacheDir(), { recursive: true });
  await writeFile(xslt, source);
  try {
    await compileToSef(xslt, target);
  } finally {
    await rm(xslt, { force: true });
  }
  return target;
}

function memoised<T>(cache: Map<string, Promise<T>>, name: string, load: () => Promise<T>): Promise<T> {
  const key = `${schemaDir()}|${name}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = load();
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}

/** The lean stylesheet of a syntax in its parts (schematron-parts.ts), each a stylesheet of its own. */
export function schematronParts(syntax: SchematronSyntax): Promise<SchematronPart[]> {
  return memoised(parts, syntax, async () =>
    splitSchematron(leanEn16931Xslt(await readFile(xsltPath(syntax), 'utf8'))),
  );
}

/**
 * The SEF file of one part of the EN 16931 Schematron in the cache folder, compiled first when missing. The
 * Schematron pool waits for it before it sends a worker a batch, so no two workers compile it at once.
 */
export function compiledSchematronFile(syntax: SchematronSyntax, part: number): Promise<string> {
  return memoised(sefFiles, `${syntax}|${part}`, () => compileSefFile(syntax, part));
}

/** Every part of a syntax's stylesheet compiled (in parallel, the first time on a machine): their SEF files. */
export async function compiledSchematron(syntax: SchematronSyntax): Promise<string[]> {
  const count = (await schematronParts(syntax)).length;
  return Promise.all(Array.from({ length: count }, (_, part) => compiledSchematronFile(syntax, part)));
}

/** A compiled stylesheet (SEF file), read once and then held in memory. */
export function loadedStylesheet(file: string): Promise<unknown> {
  return memoised(compiled, file, async () => JSON.parse(await readFile(file, 'utf8')));
}
