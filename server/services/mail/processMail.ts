import type { JobQueue } from '../../jobs/jobs';
import type { WorkerDeps } from '../../jobs/workers';

/** The process-mail job: a stored mail read, its parts turned into sources, its sender answered. */
export type ProcessMailJob = { tenantId: string; emailMessageId: string };

// Helper A replaces this with the mail processing.
export async function processMail(
  _deps: WorkerDeps & { jobs: JobQueue },
  _job: ProcessMailJob,
): Promise<void> {
  throw new Error('process-mail: not built yet');
}
