import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes, writeBarcode } from 'zxing-wasm/full';

// The engine's wasm comes from node_modules, never from the network (its default is a CDN).
const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/full/zxing_full.wasm');
prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath).buffer }, fireImmediately: true });

export { readBarcodes, writeBarcode };
