import { requeueUnprocessedSources } from '../services/intake/processSource';
import { listenForAssignments } from '../services/notifications/assignments';
import { inlineJobQueue, type JobQueue } from './jobs';
import { type JobQueueOptions, startJobQueue } from './queue';
import { jobHandlers, requeueUnrecognized, requeueUnrendered, type WorkerDeps } from './workers';

/**
 * The application's job queue: durable (pg-boss) when `options` are given, which at start-up also
 * queues what a crash interrupted (unrendered pages, a blob sweep) and turns each committed document
 * assignment into a `notify-direct` job (when it sends mail); otherwise one that runs each job when it is sent (tests,
 * benchmarks), which hears no assignments.
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
  await requeueUnprocessedSources(deps, started);
  await requeueUnrecognized(deps, started, new Date());
  await started.send('sweep-blobs', {});
  if (!deps.notifications) return started;
  const stopListening = await listenForAssignments(deps.database, (assignment) => {
    started.send('notify-direct', assignment).catch((error: Error) => {
      process.stderr.write(`job queue: notify-direct not queued: ${error.message}\n`);
    });
  });
  return {
    send: started.send,
    async stop() {
      await stopListening();
      await started.stop();
    },
  };
}
