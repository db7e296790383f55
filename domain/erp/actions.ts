import { type CompanyUpdateJob, CompanyUpdateJobs } from './enums';

/**
 * ERP actions (issue 14): the company update jobs of spec 000 §3 and the document-level work of posting, creating
 * a relation and reading payment states. Each runs as a durable job with attempts and back-off; its row says where
 * it stands (server/db/schema/erp.ts erpActions).
 */
export const DocumentErpActions = ['PostDocument', 'CreateRelation', 'ReadPaymentStates'] as const;
export type DocumentErpAction = (typeof DocumentErpActions)[number];

export const ErpActionKinds = [...CompanyUpdateJobs, ...DocumentErpActions] as const;
export type ErpActionKind = CompanyUpdateJob | DocumentErpAction;

export const ErpActionStates = ['Queued', 'Running', 'Succeeded', 'Failed'] as const;
export type ErpActionState = (typeof ErpActionStates)[number];

export const isErpActionKind = (value: string): value is ErpActionKind =>
  (ErpActionKinds as readonly string[]).includes(value);

/** Attempts before an action that keeps meeting an unreachable ERP is Failed. */
export const ErpActionMaxAttempts = 5;

/** Wait before attempt n+1 (n ≥ 1): 30 s, 2 min, 8 min, 32 min … capped at 2 hours. */
export function erpRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000);
}

/** The outcome message of spec 002 §8 a finished action shows. */
export function erpActionMessageKey(action: ErpActionKind, state: ErpActionState): string {
  if (state === 'Queued') return 'Synchronize_Scheduled';
  if (state !== 'Succeeded') return '';
  if (action === 'CheckLogin') return 'Check_Login_Completed';
  if (action === 'PostDocument' || action === 'CreateRelation' || action === 'ReadPaymentStates') return '';
  return 'Synchronize_Company_Completed';
}
