import { z } from 'zod';

/** Body of Company/RemoveFromWorkflow/{id}: the company's name, typed again to confirm. */
export const RemoveFromWorkflowBody = z.object({
  /** Must equal the company's name exactly (else Company_Confirm_Name_Mismatch). */
  ConfirmName: z.string().min(1, 'Validation_Required').max(200, 'Validation_Maximum_Length%%200'),
});
export type RemoveFromWorkflowBody = z.input<typeof RemoveFromWorkflowBody>;

/** What removing a company from the workflow touches (Company/RemoveFromWorkflow/{id}/Impact). */
export type RemoveFromWorkflowImpact = {
  CompanyId: string;
  Name: string;
  /** Its documents still in the workflow (not posted, not archived): they will wait for nobody. */
  OpenDocuments: number;
  /** All its documents; they stay, with their history, for audit and archive. */
  Documents: number;
  /** Active users whose company scopes name it. */
  Users: number;
};

/** The answer of Company/RemoveFromWorkflow/{id}: the impact, and the workflow locks it released. */
export type RemovedFromWorkflow = RemoveFromWorkflowImpact & { ReleasedLocks: number };
