/**
 * The actions a document's history and LastAction name (spec 001 §3: import, the workflow steps, posting and
 * archiving). Stored as these English names; the screens show them translated (Document_Action_<name>).
 */
export const DocumentActions = [
  'Import',
  'Verify',
  'Question',
  'Answer',
  'Block',
  'Unblock',
  'Route',
  'Approve',
  'Reject',
  'Post',
  'Archive',
] as const;
export type DocumentAction = (typeof DocumentActions)[number];

/** True when the name is one of the known document actions. */
export function isDocumentAction(name: string): name is DocumentAction {
  return (DocumentActions as readonly string[]).includes(name);
}
