import type { ErpActionJob } from '../services/erp/actions/types';
import type { RenderPagesJob } from '../services/import/renderPages';
import type { ProcessSourceJob } from '../services/intake/processSource';
import type { ProcessMailJob } from '../services/mail/processMail';
import type { DocumentAssigned } from '../services/notifications/assignments';
import type { LearnFromVerifyJob } from '../services/recognition/learnFromVerify';
import type { RecognizeDocumentJob } from '../services/recognition/recognizeDocument';
import type { WebhookDeliveryJob } from '../services/webhooks/deliver';

/** The jobs of Ledgerline and their data. */
export type JobData = {
  'render-pages': RenderPagesJob;
  'sweep-blobs': Record<string, never>;
  'send-digests': Record<string, never>;
  'notify-direct': DocumentAssigned;
  'process-mail': ProcessMailJob;
  'process-source': ProcessSourceJob;
  'recognize-document': RecognizeDocumentJob;
  'learn-from-verify': LearnFromVerifyJob;
  'erp-action': ErpActionJob;
  'sweep-erp': Record<string, never>;
  'deliver-webhook': WebhookDeliveryJob;
};
export type JobName = keyof JobData;

/** What a worker does with one job; throwing makes the queue retry it. */
export type JobHandlers = { [N in JobName]: (data: JobData[N]) => Promise<void> };

/** How a job is sent: `startAfter` holds it back until then (an ERP action's back-off). */
export type SendOptions = { startAfter?: Date };

/** The durable job queue (pg-boss) or, in tests and the command line, one that runs jobs at once. */
export type JobQueue = {
  send<N extends JobName>(name: N, data: JobData[N], options?: SendOptions): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A queue that runs each job when it is sent and waits for it (tests, command line). A job held back until later
 * is not run: it has nothing to wait in, and the work it carries stays Queued on its own row, which a sweep
 * (server/services/erp/actions/sweep.ts) sends again once it is due.
 */
export function inlineJobQueue(handlers: JobHandlers): JobQueue {
  return {
    send: async (name, data, options) => {
      if (options?.startAfter && options.startAfter.getTime() > Date.now()) return;
      await handlers[name](data);
    },
    stop: async () => undefined,
  };
}
