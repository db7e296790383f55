import path from 'node:path';

/** The folder holding the XSD and Schematron files (`LEDGERLINE_SCHEMA_DIR`, else the shared corpus). */
export function schemaDir(): string {
  return process.env.LEDGERLINE_SCHEMA_DIR ?? path.resolve(process.cwd(), '../shared/corpora/schemas');
}
