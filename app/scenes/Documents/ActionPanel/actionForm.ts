import type { ActionKind, AllowedAction } from '../../../../domain/workflow';
import type { ActionRecipient } from '../../../api/workflow';

/** What the panel fills in for the chosen action. */
export type ActionInput = { nextUserId: string | null; remark: string };

/** The field an action still needs before it can be performed. */
export type MissingField = 'nextUser' | 'remark';

// Actions that undo work or stop the document: asked once more before they are performed.
const destructiveKinds: readonly ActionKind[] = ['Block', 'SendBack', 'Undo'];

/** The first field the action needs that is still empty, if any. */
export function missingField(action: AllowedAction, input: ActionInput): MissingField | null {
  if (action.NeedsNextUser && !input.nextUserId) return 'nextUser';
  if (action.NeedsRemark && input.remark.trim() === '') return 'remark';
  return null;
}

/** True when the action asks for a confirmation (block, send back, reject, undo). */
export function isDestructive(action: AllowedAction): boolean {
  return destructiveKinds.includes(action.Kind);
}

/**
 * True when the panel offers a next user for the action: it needs one, or the proposed one is among
 * those who may receive it (a proposal the list cannot name is sent as it is, without a field).
 */
export function offersNextUser(
  action: AllowedAction,
  suggestedUserId: string | null,
  recipients: readonly ActionRecipient[],
): boolean {
  return action.NeedsNextUser || recipients.some((recipient) => recipient.Id === suggestedUserId);
}

/** The action preselected: the suggested one when allowed, else the first that takes the document on. */
export function initialAction(
  actions: readonly AllowedAction[],
  suggested: string | null,
): AllowedAction | null {
  return (
    actions.find((action) => action.Action === suggested) ??
    actions.find((action) => action.Direction === 'Forward') ??
    actions[0] ??
    null
  );
}
