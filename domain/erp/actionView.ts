import { z } from 'zod';
import { type ErpActionKind, ErpActionKinds, type ErpActionState, ErpActionStates } from './actions';

/** An ERP action as the calls answer it (GET /Erp/GetErpAction/{id} and the overview). */
export type ErpActionView = {
  Id: string;
  CompanyId: string;
  CompanyName: string;
  Action: ErpActionKind;
  State: ErpActionState;
  DocumentId: string | null;
  /** What it did: counts per kind of master data, the login status, the ledger entry number … */
  Result: Record<string, unknown>;
  /** The outcome message of spec 002 §8 (Check_Login_Completed, Synchronize_Company_Completed, Synchronize_Scheduled). */
  MessageKey: string;
  /** Why it failed, or why its last attempt did while it waits for the next: a message key or the ERP's text. */
  Error: string;
  Attempts: number;
  MaxAttempts: number;
  NextAttemptAt: string | null;
  CreatedBy: string | null;
  CreatedAt: string;
  StartedAt: string | null;
  FinishedAt: string | null;
};

/** A page of the ERP action overview, newest first. */
export type ErpActionPage = { Items: ErpActionView[]; Count: number };

/** The overview's filters and page (GET /Erp/Actions). */
export const ErpActionsQuery = z.object({
  companyId: z.uuid('Validation_Guid').optional(),
  state: z.enum(ErpActionStates, 'Validation_In_List').optional(),
  action: z.enum(ErpActionKinds, 'Validation_In_List').optional(),
  skip: z.coerce
    .number('Validation_Not_A_Number')
    .int()
    .min(0, 'Validation_Positive')
    .max(10_000_000)
    .default(0),
  take: z.coerce
    .number('Validation_Not_A_Number')
    .int()
    .min(1, 'Validation_Minimum_Value%%1')
    .max(500, 'Validation_Maximum_Value%%500')
    .default(50),
});
export type ErpActionsQuery = z.output<typeof ErpActionsQuery>;

/** Whether the overview should look again soon: something is still waiting or running. */
export const hasOpenActions = (actions: readonly Pick<ErpActionView, 'State'>[]): boolean =>
  actions.some((action) => action.State === 'Queued' || action.State === 'Running');
