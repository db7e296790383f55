import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sources } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import { classifySource } from './classifySource';
import { type ConvertDeps, convertPages, fileErrorOf } from './convertPages';

/** The process-source job: one source through conversion, analysis, classification and the split proposal. */
export type ProcessSourceJob = { tenantId: string; sourceId: string };

/** After this many starts a source that keeps failing stops at ConvertedError instead of being retried. */
export const MaxProcessingAttempts = 5;

/** Statuses a source is (still) processed in: a crash may leave it in any of them. */
const Unfinished = ['New', 'Processing', 'Converted'];

/**
 * Sources of the pipeline are Recognizing until classified. Sources of a direct upload (or the demo) are
 * Converted too, with their documents made already: they are never taken into the splitter.
 */
const InPipeline = 'Recognizing';

/** Marks the source Processing and counts the attempt; null when there is nothing (more) to do. */
async function startProcessing(database: Database, job: ProcessSourceJob) {
  return database.withTenant(job.tenantId, async (tx) => {
    const [source] = await tx.select().from(sources).where(eq(sources.id, job.sourceId)).for('update');
    if (!source || source.isDeleted || source.statusInWorkflow !== InPipeline) return null;
    if (!Unfinished.includes(source.status)) return null;
    const attempts = source.attempts + 1;
    const now = new Date().toISOString();
    const status = source.status === 'Converted' ? 'Converted' : 'Processing';
    await tx
      .update(sources)
      .set({ status, attempts, updatedAt: now, dateStatus: now })
      .where(eq(sources.id, job.sourceId));
    return { attempts, converted: status === 'Converted' };
  });
}

async function markFailed(database: Database, job: ProcessSourceJob, code: string, message: string) {
  const now = new Date().toISOString();
  await database.withTenant(job.tenantId, (tx) =>
    tx
      .update(sources)
      .set({
        status: 'ConvertedError',
        hasError: true,
        errorCode: code,
        errorMessage: message.slice(0, 1000),
        updatedAt: now,
        dateStatus: now,
      })
      .where(
        and(
          eq(sources.id, job.sourceId),
          inArray(sources.status, Unfinished),
          eq(sources.statusInWorkflow, InPipeline),
        ),
      ),
  );
}

async function markConverted(database: Database, job: ProcessSourceJob) {
  const now = new Date().toISOString();
  await database.withTenant(job.tenantId, (tx) =>
    tx
      .update(sources)
      .set({ status: 'Converted', updatedAt: now, dateStatus: now })
      .where(and(eq(sources.id, job.sourceId), eq(sources.status, 'Processing'))),
  );
}

/**
 * Takes one source through the pipeline: New → Processing (pages rendered and analysed) → Converted
 * → Classified (company, split proposal), waiting in the splitter. Idempotent: a rerun continues
 * where a crash stopped. An unreadable file ends at ConvertedError at once; any other failure is
 * thrown for the queue to retry, until the source has been started MaxProcessingAttempts times.
 */
export async function processSource(deps: ConvertDeps, job: ProcessSourceJob): Promise<void> {
  const started = await startProcessing(deps.database, job);
  if (!started) return;
  try {
    if (!started.converted) {
      await convertPages(deps, job.tenantId, job.sourceId);
      await markConverted(deps.database, job);
    }
    await deps.database.withTenant(job.tenantId, (tx) => classifySource(tx, job.tenantId, job.sourceId));
  } catch (error) {
    const fileError = fileErrorOf(error);
    if (fileError) return markFailed(deps.database, job, fileError.key, fileError.message);
    if (started.attempts < MaxProcessingAttempts) throw error;
    await markFailed(
      deps.database,
      job,
      'Source_Processing_Failed',
      (error as Error).message ?? String(error),
    );
  }
}

/** Sources still New, Processing or Converted, unchanged since `before`, across tenants. */
export async function unprocessedSources(database: Database, before: Date): Promise<ProcessSourceJob[]> {
  return database.withService((tx) =>
    tx
      .select({ tenantId: sources.tenantId, sourceId: sources.id })
      .from(sources)
      .where(
        and(
          inArray(sources.status, Unfinished),
          eq(sources.statusInWorkflow, InPipeline),
          eq(sources.isDeleted, false),
          lt(sources.updatedAt, before.toISOString()),
        ),
      ),
  );
}

/**
 * Queues processing again for every source whose processing did not finish and that has not changed
 * since `before` (start-up: now; the sweep: a grace period ago, so running jobs are left alone).
 */
export async function requeueUnprocessedSources(
  deps: { database: Database },
  queue: JobQueue,
  before = new Date(),
): Promise<number> {
  const jobs = await unprocessedSources(deps.database, before);
  for (const job of jobs) await queue.send('process-source', job);
  return jobs.length;
}
