import path from 'node:path';
import { projectRoot } from '../../paths';

/** The folder holding the XSD and Schematron files (`LEDGERLINE_SCHEMA_DIR`, else the copies shipped in server/assets). */
export function schemaDir(): string {
  return process.env.LEDGERLINE_SCHEMA_DIR ?? path.join(projectRoot, 'server/assets/einvoice-schemas');
}
