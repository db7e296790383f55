import type { CompanyScope } from './actor';

/**
 * What performing an action does to a document (engine.ts applies it):
 *
 * | kind     | effect                                                                                |
 * |----------|---------------------------------------------------------------------------------------|
 * | Enter    | the document enters the workflow (import): to the row's next status                   |
 * | Verify   | the verifier confirms the recognised data: VerifiedBy, to the handler (next user or self) |
 * | Move     | to the row's next status; to the next user when one is given                          |
 * | SendBack | back to an earlier stage: to the handler (the verify queue when it goes back to verify)  |
 * | Approve  | one approval of the chain: completes it within the limit, else goes to the next approver |
 * | Assign   | to another user or group, status unchanged                                            |
 * | TakeOver | to the actor, status unchanged                                                        |
 * | Hold     | on hold (LastAction Await), status unchanged                                          |
 * | Release  | off hold                                                                              |
 * | Question | to the user asked, in the question status; remembers the asker                       |
 * | Answer   | back to the asker, in the status before the question                                  |
 * | Block    | blocked (IsBlocked); remembers the status before                                      |
 * | Unblock  | back to the status before the block                                                   |
 * | Post     | posted (IsPosted)                                                                     |
 * | Pay      | paid (IsPaid)                                                                         |
 * | Unpay    | not paid                                                                              |
 * | Note     | a history entry only: LastAction stays, so a remark does not take a document off hold |
 * | Undo     | the document as it was before the actor's own last step                               |
 */
export const ActionKinds = [
  'Enter',
  'Verify',
  'Move',
  'SendBack',
  'Approve',
  'Assign',
  'TakeOver',
  'Hold',
  'Release',
  'Question',
  'Answer',
  'Block',
  'Unblock',
  'Post',
  'Pay',
  'Unpay',
  'Note',
  'Undo',
] as const;
export type ActionKind = (typeof ActionKinds)[number];

/** Which way an action takes the document: on towards posted and paid, back, or aside (people, holds). */
export type ActionDirection = 'Forward' | 'Back' | 'Aside';

type Flag = 'NextUser' | 'Remark' | 'ApprovalAmount' | 'Undoable';

/** One action of the status-action catalogue (spec 000 §3). */
export type ActionDefinition = {
  Kind: ActionKind;
  /** The company scope the performer needs on the document's company, whatever the row's right. */
  Scope: CompanyScope;
  Direction: ActionDirection;
  /** Defaults for a status-action row of this action. */
  NeedsNextUser: boolean;
  NeedsRemark: boolean;
  NeedsApprovalAmount: boolean;
  /** Its performer may undo it while nobody acted since. ERP, payment and archive steps are not undone. */
  Undoable: boolean;
  /** Default display names (editable per customer environment). */
  Names: { 'en-US': string; 'nl-NL': string };
};

const action = (
  Kind: ActionKind,
  Scope: CompanyScope,
  Direction: ActionDirection,
  [en, nl]: [string, string],
  flags: Flag[] = [],
): ActionDefinition => ({
  Kind,
  Scope,
  Direction,
  NeedsNextUser: flags.includes('NextUser'),
  NeedsRemark: flags.includes('Remark'),
  NeedsApprovalAmount: flags.includes('ApprovalAmount'),
  Undoable: flags.includes('Undoable'),
  Names: { 'en-US': en, 'nl-NL': nl },
});

const free = (n: number) =>
  action('Move', 'See', 'Aside', [`Free action ${n}`, `Vrije actie ${n}`], ['Undoable']);

/**
 * The status-action catalogue: every action a workflow row may name, in the order screens offer them
 * (on towards posted and paid first, then people, holds and detours, then the way back). History and
 * LastAction store these English names; the screens show Document_Action_<name>.
 */
export const ActionCatalogue = {
  Import: action('Enter', 'See', 'Forward', ['Import', 'Importeren']),
  Reimport: action('Enter', 'Validate', 'Forward', ['Import again', 'Opnieuw importeren']),
  Verify: action('Verify', 'Validate', 'Forward', ['Verify', 'Controleren'], ['Undoable']),
  Code: action('Move', 'Handle', 'Forward', ['Code', 'Coderen'], ['NextUser', 'Undoable']),
  Route: action('Move', 'Handle', 'Forward', ['Route', 'Routeren'], ['NextUser', 'Undoable']),
  MatchPurchaseOrder: action(
    'Move',
    'Handle',
    'Forward',
    ['Match purchase order', 'Inkooporder matchen'],
    ['Undoable'],
  ),
  ConfirmReceipt: action(
    'Move',
    'Handle',
    'Forward',
    ['Confirm receipt', 'Ontvangst bevestigen'],
    ['Undoable'],
  ),
  Approve: action('Approve', 'Approve', 'Forward', ['Approve', 'Goedkeuren'], ['Undoable']),
  SignOff: action('Approve', 'Sign', 'Forward', ['Sign off', 'Aftekenen'], ['Undoable']),
  CheckMasterData: action('Move', 'Handle', 'Forward', ['Check master data', 'Stamgegevens controleren']),
  Retry: action('Move', 'Handle', 'Forward', ['Try again', 'Opnieuw proberen'], ['Undoable']),
  Post: action('Post', 'Handle', 'Forward', ['Post', 'Boeken']),
  CreateInErp: action('Move', 'Handle', 'Forward', ['Create in ERP', 'Aanmaken in ERP']),
  MarkPosted: action('Post', 'Handle', 'Forward', ['Mark as posted', 'Markeren als geboekt'], ['Remark']),
  Send: action('Move', 'Handle', 'Forward', ['Send', 'Versturen']),
  MarkPaid: action('Pay', 'See', 'Forward', ['Mark as paid', 'Markeren als betaald']),
  Archive: action('Move', 'See', 'Forward', ['Archive', 'Archiveren']),
  Answer: action('Answer', 'See', 'Forward', ['Answer', 'Antwoord'], ['Remark', 'Undoable']),
  Unblock: action('Unblock', 'See', 'Forward', ['Unblock', 'Deblokkeren'], ['Undoable']),
  Release: action('Release', 'See', 'Forward', ['Release', 'Vrijgeven'], ['Undoable']),
  Reopen: action('Move', 'Handle', 'Forward', ['Reopen', 'Heropenen'], ['Remark', 'Undoable']),
  Assign: action('Assign', 'Handle', 'Aside', ['Assign', 'Toewijzen'], ['NextUser', 'Undoable']),
  Forward: action('Assign', 'See', 'Aside', ['Forward', 'Doorsturen'], ['NextUser', 'Remark', 'Undoable']),
  TakeOver: action('TakeOver', 'See', 'Aside', ['Take over', 'Overnemen'], ['Undoable']),
  Question: action('Question', 'See', 'Aside', ['Question', 'Vraag'], ['NextUser', 'Remark', 'Undoable']),
  Await: action('Hold', 'See', 'Aside', ['Put on hold', 'Aanhouden'], ['Remark', 'Undoable']),
  Block: action('Block', 'See', 'Aside', ['Block', 'Blokkeren'], ['Remark', 'Undoable']),
  WaitForPurchaseOrder: action(
    'Move',
    'Handle',
    'Aside',
    ['Wait for purchase order', 'Wachten op inkooporder'],
    ['Remark', 'Undoable'],
  ),
  LinkPackingSlip: action('Note', 'Handle', 'Aside', ['Link packing slip', 'Pakbon koppelen']),
  AddRemark: action('Note', 'See', 'Aside', ['Add remark', 'Opmerking toevoegen'], ['Remark']),
  SendReminder: action('Note', 'See', 'Aside', ['Send reminder', 'Herinnering sturen']),
  MarkNotApplicable: action(
    'Move',
    'Handle',
    'Aside',
    ['Not applicable', 'Niet van toepassing'],
    ['Remark', 'Undoable'],
  ),
  MarkDuplicate: action('Move', 'Handle', 'Aside', ['Duplicate', 'Dubbel'], ['Remark', 'Undoable']),
  FreeAction1: free(1),
  FreeAction2: free(2),
  FreeAction3: free(3),
  FreeAction4: free(4),
  FreeAction5: free(5),
  Reject: action('SendBack', 'Approve', 'Back', ['Reject', 'Afkeuren'], ['Remark', 'Undoable']),
  SendBack: action('SendBack', 'See', 'Back', ['Send back', 'Terugsturen'], ['Remark', 'Undoable']),
  MarkUnpaid: action('Unpay', 'See', 'Back', ['Mark as unpaid', 'Markeren als onbetaald'], ['Remark']),
  UndoLastAction: action('Undo', 'See', 'Back', ['Undo last action', 'Laatste actie ongedaan maken']),
} as const satisfies Record<string, ActionDefinition>;

export type ActionName = keyof typeof ActionCatalogue;

/** Every action name, in the catalogue's order. */
export const ActionNames = Object.keys(ActionCatalogue) as ActionName[];

/** True when the name is an action of the catalogue. */
export function isActionName(name: string): name is ActionName {
  return Object.hasOwn(ActionCatalogue, name);
}

/** The catalogue entry of an action. */
export function actionDefinition(name: ActionName): ActionDefinition {
  return ActionCatalogue[name];
}
