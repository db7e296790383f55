import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { approvalLimitAmount } from '../../../domain/workflow/approval';
import type { AllowedAction } from '../../../domain/workflow/engine';
import type { Route } from '../../../domain/workflow/routes';
import type { Tx } from '../../db/client';
import type { Actor } from '../users/actor';
import { actionsOf } from './actionsForDocument';
import { type Recipient, recipientScopeOf, recipientsOf } from './recipients';

/** DocumentAction/GetActionInformation. */
export type ActionInformation = {
  Actions: AllowedAction[];
  UserIds: Recipient[];
  SuggestedAction: string | null;
  SuggestedUserId: string | null;
  /** The suggestion route's default text for its own action; '' otherwise. */
  SuggestedRemark: string;
  /** The gross amount an approval is checked against; null for other actions. */
  ApprovalAmount: number | null;
  Route: Route | null;
};

/**
 * What the action panel needs for one action: the allowed actions, who may receive the document (the
 * scope of the stage it goes to, on its company), the user the action sends it to by itself, and for
 * approvals the amount. An action the actor may not perform gets no users.
 */
export async function actionInformation(
  tx: Tx,
  actor: Actor,
  input: { actionId: string; documentId: string; documentType?: OverviewDocumentType },
): Promise<ActionInformation> {
  const { document, result } = await actionsOf(tx, actor, input.documentId, input.documentType);
  const chosen = result.Actions.find((allowed) => allowed.Action === input.actionId);
  // The suggestion route speaks for its own action only.
  const route = chosen && result.Route?.ActionId === chosen.Action ? result.Route : null;
  const users = chosen
    ? await recipientsOf(tx, {
        companyId: document.CompanyId,
        scope: recipientScopeOf(chosen.NextStatus),
        actorId: actor.userId,
      })
    : [];
  return {
    Actions: result.Actions,
    UserIds: users,
    SuggestedAction: result.SuggestedAction,
    SuggestedUserId: route?.SendToUserId ?? (chosen ? chosen.SuggestedUserId : result.SuggestedUserId),
    SuggestedRemark: route?.DefaultText ?? '',
    ApprovalAmount: chosen?.Kind === 'Approve' ? approvalLimitAmount(document) : null,
    Route: result.Route,
  };
}
