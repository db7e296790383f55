import type { TestProject } from 'vitest/node';
import { startTrytonServer, type TrytonSetupIds } from './trytonServer';

declare module 'vitest' {
  export interface ProvidedContext {
    tryton: { url: string; database: string; ids: TrytonSetupIds };
  }
}

/** Global set-up of the erp project: one real Tryton server (its own database cloned from the template) per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTrytonServer();
  project.provide('tryton', { url: server.url, database: server.database, ids: server.ids });
  return () => server.stop();
}
