import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './diskLocales';

/** A message key in a quoted literal, optionally followed by `%%` parameters: 'Validation_Date_Not_Before%%ToDate'. */
const KEY_LITERAL = /'([A-Z][A-Za-z]+(?:_[A-Za-z0-9]+)+)(?:%%[^'\n]*)?'/g;

/** The TypeScript source files (not tests) under a project folder. */
export function sourceFiles(folder: string, skipFolders: readonly string[] = []): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return skipFolders.includes(entry.name) ? [] : walk(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return walk(path.join(projectRoot, folder));
}

/** Every key-shaped string literal in the files, with the files it appears in (relative paths). */
export function keyLiterals(files: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(KEY_LITERAL)) {
      const where = found.get(match[1]) ?? [];
      const relative = path.relative(projectRoot, file);
      if (!where.includes(relative)) where.push(relative);
      found.set(match[1], where);
    }
  }
  return found;
}

/** Keys passed as a literal to t('…'), also when the call spans lines. */
export function literalTranslationKeys(files: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'/g)) keys.add(match[1]);
  }
  return keys;
}

/** The shapes of t(`…${x}…`) keys, each `${…}` written as `*`: `Column_*`, `No_*_Available`. */
export function templateTranslationKeyShapes(files: readonly string[]): Map<string, string[]> {
  const shapes = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*`([^`]*)`/g)) {
      const shape = match[1].replace(/\$\{[^}]*\}/g, '*');
      shapes.set(shape, [...(shapes.get(shape) ?? []), path.relative(projectRoot, file)]);
    }
  }
  return shapes;
}

/** The string values of a `const name = [ … ]` array literal in a source file (for lists a module keeps private). */
export function arrayLiteralValues(file: string, name: string): string[] {
  const text = fs.readFileSync(path.join(projectRoot, file), 'utf8');
  const body = new RegExp(`const ${name}\\s*=\\s*\\[([^\\]]*)\\]`).exec(text)?.[1] ?? '';
  return [...body.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/** The first capture group of every match of a pattern (with the g flag) in the files. */
export function captures(files: readonly string[], pattern: RegExp): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) found.add(match[1]);
  }
  return found;
}
