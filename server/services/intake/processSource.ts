import type { WorkerDeps } from '../../jobs/workers';

/** The process-source job: one source through conversion, analysis, classification and the split proposal. */
export type ProcessSourceJob = { tenantId: string; sourceId: string };

// Helper B replaces this with the pipeline.
export async function processSource(_deps: WorkerDeps, _job: ProcessSourceJob): Promise<void> {
  throw new Error('process-source: not built yet');
}
