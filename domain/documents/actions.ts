import { type ActionName, ActionNames, isActionName } from '../workflow/actions';

/**
 * The actions a document's history and LastAction name: the workflow's status-action catalogue
 * (domain/workflow/actions.ts), the one list. Stored as these English names; the screens show them
 * translated (Document_Action_<name>).
 */
export const DocumentActions: readonly DocumentAction[] = ActionNames;
export type DocumentAction = ActionName;

/** True when the name is one of the known document actions. */
export function isDocumentAction(name: string): name is DocumentAction {
  return isActionName(name);
}
