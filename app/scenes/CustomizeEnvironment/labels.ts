import type { DocumentStatus, StatusFilter } from '../../../domain/documents/enums';
import {
  type ActionDirection,
  type ActionKind,
  type ActionName,
  type CompanyScope,
  type NextStatus,
  type ScopeRight,
  ScopeRights,
  type StatusActionRight,
  type StatusStage,
} from '../../../domain/workflow';
import type { NameLocale } from '../../api/workflowSettings';

/** The name of each locale whose names the statuses and actions pages edit. */
export const localeKeys: Record<NameLocale, string> = { 'nl-NL': 'Locale_nl-NL', 'en-US': 'Locale_en-US' };

/** The translation key of a status's name (a custom translation may replace the shipped text). */
export const statusNameKey = (status: DocumentStatus): string => `Document_Status_${status}`;

/** The translation key of an action's name. */
export const actionNameKey = (action: ActionName): string => `Document_Action_${action}`;

/** The translation key of a status filter's name, as the overview's status select shows it. */
export const statusFilterKey = (filter: StatusFilter): string => `Status_Filter_${filter}`;

export const stageKeys: Record<StatusStage, string> = {
  Entry: 'Customize_Stage_Entry',
  Verify: 'Customize_Stage_Verify',
  Handle: 'Customize_Stage_Handle',
  Approve: 'Customize_Stage_Approve',
  Post: 'Customize_Stage_Post',
  Done: 'Customize_Stage_Done',
  Aside: 'Customize_Stage_Aside',
};

export const kindKeys: Record<ActionKind, string> = {
  Enter: 'Customize_Kind_Enter',
  Verify: 'Customize_Kind_Verify',
  Move: 'Customize_Kind_Move',
  SendBack: 'Customize_Kind_SendBack',
  Approve: 'Customize_Kind_Approve',
  Assign: 'Customize_Kind_Assign',
  TakeOver: 'Customize_Kind_TakeOver',
  Hold: 'Customize_Kind_Hold',
  Release: 'Customize_Kind_Release',
  Question: 'Customize_Kind_Question',
  Answer: 'Customize_Kind_Answer',
  Block: 'Customize_Kind_Block',
  Unblock: 'Customize_Kind_Unblock',
  Post: 'Customize_Kind_Post',
  Pay: 'Customize_Kind_Pay',
  Unpay: 'Customize_Kind_Unpay',
  Note: 'Customize_Kind_Note',
  Undo: 'Customize_Kind_Undo',
};

export const directionKeys: Record<ActionDirection, string> = {
  Forward: 'Customize_Direction_Forward',
  Back: 'Customize_Direction_Back',
  Aside: 'Customize_Direction_Aside',
};

export const scopeKeys: Record<CompanyScope, string> = {
  See: 'Scope_See',
  Validate: 'Scope_Validate',
  Handle: 'Scope_Handle',
  Approve: 'Scope_Approve',
  Sign: 'Scope_Sign',
};

const scopeRightKeys: Record<ScopeRight, string> = {
  SeeCompanies: 'Customize_Right_SeeCompanies',
  ValidateCompanies: 'Customize_Right_ValidateCompanies',
  HandleCompanies: 'Customize_Right_HandleCompanies',
  ApproveCompanies: 'Customize_Right_ApproveCompanies',
  SignCompanies: 'Customize_Right_SignCompanies',
};

const isScopeRight = (right: string): right is ScopeRight =>
  (ScopeRights as readonly string[]).includes(right);

/** How a row's Right reads: a company scope, the user it waits for, the system, or an action right. */
export function rightLabelKey(right: StatusActionRight): string {
  if (right === 'CurrentUser') return 'Customize_Right_CurrentUser';
  if (right === 'System') return 'Customize_Right_System';
  if (isScopeRight(right)) return scopeRightKeys[right];
  return `Right_${right}`;
}

/** How a row's next status reads: a status name, or staying / going back. */
export function nextStatusKey(next: NextStatus): string {
  if (next === 'Same') return 'Customize_Next_Same';
  if (next === 'Previous') return 'Customize_Next_Previous';
  return statusNameKey(next);
}
