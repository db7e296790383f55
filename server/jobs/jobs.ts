import type { ErpActionJob } from '../services/erp/actions/types';
import type { RenderPagesJob } from '../services/import/renderPages';
import type { ProcessSourceJob } from '../services/intake/processSource';
import type { ProcessMailJob } from '../services/mail/processMail';
import type { DocumentAssigned } from '../services/notifications/assignments';
import type { LearnFromVerifyJob } from '../services/recognition/learnFromVerify';
import type { RecognizeDocumentJob } from '../services/recognition/recognizeDocument';

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
};
export type JobName = keyof JobData;

/** What a worker does with one job; throwing makes the queue retry it. */
export type JobHandlers = { [N in JobName]: (data: JobData[N]) => Promise<void> };

/** The durable job queue (pg-boss) or, in tests and the command line, one that runs jobs at once. */
export type JobQueue = {
  send<N extends JobName>(name: N, data: JobData[N]): Promise<void>;
  stop(): Promise<void>;
};

/** A queue that runs each job when it is sent and waits for it (tests, command line). */
export function inlineJobQueue(handlers: JobHandlers): JobQueue {
  return {
    send: (name, data) => handlers[name](data),
    stop: async () => undefined,
  };
}
