import type { CodingStatus, DocumentStatus, OverviewDocumentType } from '../../../domain/documents/enums';
import {
  NewWorkflowState,
  type WorkflowDocument,
  type WorkflowState,
} from '../../../domain/workflow/document';
import type { documents, StoredWorkflowState } from '../../db/schema/index';

type DocumentColumns = typeof documents.$inferSelect;

/** A documents row as the workflow engine sees it. */
export function workflowDocumentOf(d: DocumentColumns): WorkflowDocument {
  const stored = d.workflowState;
  return {
    Id: d.id,
    DocumentType: d.documentType as OverviewDocumentType,
    CompanyId: d.companyId,
    GrossAmount: d.grossAmount,
    CodingStatus: d.codingStatus as CodingStatus,
    Status: d.status as DocumentStatus,
    CurrentUserId: d.currentUserId,
    HandlerId: d.handlerId,
    VerifiedBy: d.verifiedBy,
    LastAction: d.lastAction,
    IsBlocked: d.isBlocked,
    IsApproved: d.isApproved,
    ApprovedBy: d.approvedBy,
    IsPosted: d.isPosted,
    IsPaid: d.isPaid,
    PreviousStatus: (d.previousStatus as DocumentStatus | null) ?? null,
    Question: stored.Question ?? NewWorkflowState.Question,
    Approvals: stored.Approvals ?? NewWorkflowState.Approvals,
    RouteSteps: stored.RouteSteps ?? NewWorkflowState.RouteSteps,
    RouteStepIndex: stored.RouteStepIndex ?? NewWorkflowState.RouteStepIndex,
    LastStep: stored.LastStep ?? NewWorkflowState.LastStep,
  };
}

/** The document columns an action writes, from the engine's new state. */
export function workflowColumnsOf(state: WorkflowState) {
  const workflowState: StoredWorkflowState = {
    Question: state.Question,
    Approvals: state.Approvals,
    RouteSteps: state.RouteSteps,
    RouteStepIndex: state.RouteStepIndex,
    LastStep: state.LastStep,
  };
  return {
    status: state.Status,
    currentUserId: state.CurrentUserId,
    handlerId: state.HandlerId,
    verifiedBy: state.VerifiedBy,
    lastAction: state.LastAction,
    isBlocked: state.IsBlocked,
    isApproved: state.IsApproved,
    approvedBy: state.ApprovedBy,
    isPosted: state.IsPosted,
    isPaid: state.IsPaid,
    previousStatus: state.PreviousStatus,
    workflowState,
  };
}
