/**
 * The message keys the workflow model answers with: refusals of an action (engine) and problems of an
 * edited workflow (validateWorkflow). Params follow the key as `Key%%param` (spec 000 §4 popups).
 */
export const WorkflowMessageKey = {
  Action_Unknown: 'Action_Unknown',
  Action_Not_Allowed: 'Action_Not_Allowed',
  Action_Document_Blocked: 'Action_Document_Blocked',
  Action_Needs_Next_User: 'Action_Needs_Next_User',
  Action_Needs_Remark: 'Action_Needs_Remark',
  Action_Needs_Approval_Amount: 'Action_Needs_Approval_Amount',
  Action_Needs_Valid_Coding: 'Action_Needs_Valid_Coding',
  Action_Next_User_Not_Allowed: 'Action_Next_User_Not_Allowed',
  Approval_Amount_Not_Valid: 'Approval_Amount_Not_Valid',
  Approval_Four_Eyes: 'Approval_Four_Eyes',
  Approval_Already_Given: 'Approval_Already_Given',
  Approval_Needs_Next_Approver: 'Approval_Needs_Next_Approver',
  Undo_Not_Allowed: 'Undo_Not_Allowed',
  Workflow_Unknown_Status: 'Workflow_Unknown_Status',
  Workflow_Unknown_Action: 'Workflow_Unknown_Action',
  Workflow_Action_Leads_Nowhere: 'Workflow_Action_Leads_Nowhere',
  Workflow_Status_Without_Way_Out: 'Workflow_Status_Without_Way_Out',
  Workflow_Status_Unreachable: 'Workflow_Status_Unreachable',
  Workflow_Next_User_To_Done_Status: 'Workflow_Next_User_To_Done_Status',
  Workflow_Row_Without_Document_Type: 'Workflow_Row_Without_Document_Type',
  Workflow_Ambiguous_Next_Status: 'Workflow_Ambiguous_Next_Status',
  Workflow_Previous_Without_Return: 'Workflow_Previous_Without_Return',
  Workflow_Approval_Amount_Not_Approval: 'Workflow_Approval_Amount_Not_Approval',
  Workflow_Unknown_Status_Filter: 'Workflow_Unknown_Status_Filter',
  Workflow_Unknown_Document_Type: 'Workflow_Unknown_Document_Type',
  Workflow_Status_Filter_Without_Status: 'Workflow_Status_Filter_Without_Status',
  Workflow_Status_Filter_None_Required: 'Workflow_Status_Filter_None_Required',
  Workflow_Is_Updated_By_Other_User: 'Workflow_Is_Updated_By_Other_User',
  Route_Created_Successfully: 'Route_Created_Successfully',
  Route_Updated_Successfully: 'Route_Updated_Successfully',
  Route_Deleted_Successfully: 'Route_Deleted_Successfully',
} as const;
export type WorkflowMessageKey = (typeof WorkflowMessageKey)[keyof typeof WorkflowMessageKey];

/** A refusal or a problem: a key and its parameters, as AppError(status, key, params) takes them. */
export type WorkflowMessage = { key: WorkflowMessageKey; params: string[] };

/** Builds a message. */
export function workflowMessage(key: WorkflowMessageKey, ...params: string[]): WorkflowMessage {
  return { key, params };
}

/** The message as the client reads it: `Key%%param%%param`. */
export function messageText(message: WorkflowMessage): string {
  return [message.key, ...message.params].join('%%');
}
