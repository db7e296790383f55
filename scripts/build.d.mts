/** Builds the web app (dist/app) and bundles the server (dist/server/main.mjs). */
export function buildAll(): Promise<void>;
