// pdfjs-dist's legacy build brings core-js, which replaces the global JSON.stringify (and JSON.parse) with
// slower versions (a replacer call per value: ~2 ms instead of ~0.1 ms for an overview page) on an engine
// without JSON.rawJSON. Node 22 and later have it, so this is a guard for engines that do not; the module
// is imported before pdfjs so that it keeps the engine's own functions and restoreNativeJson puts them back.
const { stringify, parse } = JSON;

/** Puts the engine's own JSON.stringify and JSON.parse back after pdfjs has loaded. */
export function restoreNativeJson(): void {
  JSON.stringify = stringify;
  JSON.parse = parse;
}
