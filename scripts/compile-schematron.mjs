// Compiles the EN 16931 Schematron stylesheets (UBL and CII, each in its parts) to SEF once, so that the first e-invoice
// validation does not wait ~15 s per stylesheet part. Usage: node scripts/compile-schematron.mjs
// The cache lives under DATA_DIR/schematron (else the temp dir); schemas come from LEDGERLINE_SCHEMA_DIR.
import { tsImport } from 'tsx/esm/api';

const cache = await tsImport('../server/capture/einvoice-validation/schematron-cache.ts', import.meta.url);
const started = performance.now();
await Promise.all([cache.compiledSchematron('UBL'), cache.compiledSchematron('CII')]);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`EN 16931 Schematron ready in ${cache.schematronCacheDir()} (${seconds} s)\n`);
