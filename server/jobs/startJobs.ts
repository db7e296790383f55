import { inlineJobQueue, type JobQueue } from './jobs';
import { type JobQueueOptions, startJobQueue } from './queue';
import { jobHandlers, requeueUnrendered, type WorkerDeps } from './workers';

/**
 * The application's job queue: durable (pg-boss) when `options` are given, which at start-up also
 * queues what a crash interrupted (unrendered pages, a blob sweep); otherwise one that runs each job
 * when it is sent (tests, benchmarks).
 */
export async function startJobs(deps: WorkerDeps, options?: JobQueueOptions): Promise<JobQueue> {
  let queue: JobQueue | null = null;
  const handlers = jobHandlers(deps, () => {
    if (!queue) throw new Error('job queue not started');
    return queue;
  });
  if (!options) {
    queue = inlineJobQueue(handlers);
    return queue;
  }
  const started = await startJobQueue(deps.database, handlers, options);
  queue = started;
  await requeueUnrendered(deps, started, new Date());
  await started.send('sweep-blobs', {});
  return started;
}
