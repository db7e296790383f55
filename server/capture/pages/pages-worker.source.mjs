// Entry of the page worker thread when Ledgerline runs from its TypeScript sources (tsx, vitest, the CLI): a
// new thread has none of the parent's loaders, so tsx loads the worker here. The built server starts
// dist/server/pages-worker.mjs instead (scripts/build.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pages-worker.ts', import.meta.url);
