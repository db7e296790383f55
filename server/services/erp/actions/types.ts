import type { ErpActionKind } from '../../../../domain/erp/actions';
import type { BlobStore } from '../../../blobs/blobStore';
import type { Database, Tx } from '../../../db/client';
import type { companies, erpActions } from '../../../db/schema/index';
import type { ErpClient } from '../../../integrations/erp/types';
import type { JobQueue } from '../../../jobs/jobs';

export type ErpActionRow = typeof erpActions.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** The job that runs one ERP action; the row (erp_actions) holds everything else. */
export type ErpActionJob = { tenantId: string; actionId: string };

/** What running an action needs. `erpClientFor` is the adapter registry (server/integrations/erp). */
export type ErpActionDeps = {
  database: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  erpClientFor(company: CompanyRow): ErpClient;
};

/** What a handler of one action kind is given: the action, its company and a connected client. */
export type ErpActionContext = {
  deps: ErpActionDeps;
  action: ErpActionRow;
  company: CompanyRow;
  client: ErpClient;
};

/**
 * Does the work of an action of its kind and answers what it did (stored as the action's result). Throwing an
 * ErpError of kind Unavailable makes the runner try again later; any other error fails the action with its
 * message. A handler must be safe to run again after a crash (the posting key, upserts by code).
 */
export type ErpActionHandler = (context: ErpActionContext) => Promise<Record<string, unknown>>;

export type ErpActionHandlers = Record<ErpActionKind, ErpActionHandler>;

/** What a caller asks for: the runner's job is sent by `queueErpAction` after the row is committed. */
export type NewErpAction = {
  tenantId: string;
  companyId: string;
  action: ErpActionKind;
  documentId?: string | null;
  input?: Record<string, unknown>;
  createdBy?: string | null;
};

export type { Tx };
