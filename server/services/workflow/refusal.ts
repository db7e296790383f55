import { type WorkflowMessage, WorkflowMessageKey } from '../../../domain/workflow/messages';
import { AppError } from '../../errors';

// What the request lacks or got wrong is a 400; what the user may not do (now) is a 403.
const badRequests = new Set<string>([
  WorkflowMessageKey.Action_Unknown,
  WorkflowMessageKey.Action_Needs_Next_User,
  WorkflowMessageKey.Action_Needs_Remark,
  WorkflowMessageKey.Action_Needs_Approval_Amount,
  WorkflowMessageKey.Approval_Amount_Not_Valid,
  WorkflowMessageKey.Approval_Needs_Next_Approver,
]);

/** The HTTP status of an engine refusal. */
export const refusalStatus = (refusal: WorkflowMessage) => (badRequests.has(refusal.key) ? 400 : 403);

/** An engine refusal as the error the client shows (`Key%%Action`). */
export function refusalError(refusal: WorkflowMessage): AppError {
  return new AppError(refusalStatus(refusal), refusal.key, refusal.params);
}

/** 409: the document changed since the client read it (or a concurrent action changed it first). */
export const updatedByOtherUser = () => new AppError(409, 'Document_Is_Updated_By_Other_User');
