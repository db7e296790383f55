import path from 'node:path';

/** A path inside the test corpora copied into the project (tests/corpora, see its README). */
export function corpusPath(...parts: string[]): string {
  return path.join(import.meta.dirname, ...parts);
}
