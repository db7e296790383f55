import type { ErpActionKind, ErpActionState } from '../../domain/erp/actions';
import type { ErpActionView } from '../../domain/erp/actionView';
import type { erpActions } from '../db/schema/index';

type ErpActionRow = typeof erpActions.$inferSelect;

/** An ERP action as GetErpAction and the overview answer it; its input stays inside (it may hold a relation). */
export function presentErpAction(row: ErpActionRow, companyName: string): ErpActionView {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    CompanyName: companyName,
    Action: row.action as ErpActionKind,
    State: row.state as ErpActionState,
    DocumentId: row.documentId,
    Result: row.result,
    MessageKey: row.messageKey,
    Error: row.error,
    Attempts: row.attempts,
    MaxAttempts: row.maxAttempts,
    NextAttemptAt: row.nextAttemptAt,
    CreatedBy: row.createdBy,
    CreatedAt: row.createdAt,
    StartedAt: row.startedAt,
    FinishedAt: row.finishedAt,
  };
}
