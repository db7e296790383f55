import type { CurrentUser } from '../../../domain/entities/user';
import { type ImportTarget, isCodeListTarget } from '../../../domain/masterdata/import/index';
import { CodeLists } from '../../../domain/masterdata/index';

/** What a user may import: vendors and customers by their screens' rights, code lists as administrator or settings editor. */
export function importTargetsFor(
  user: Pick<CurrentUser, 'UserViewRights' | 'UserActionRights'>,
): ImportTarget[] {
  const views = new Set<string>(user.UserViewRights);
  const actions = new Set<string>(user.UserActionRights);
  const targets: ImportTarget[] = [];
  if (views.has('Vendors')) targets.push('Vendor');
  if (views.has('Customers')) targets.push('Customer');
  if (actions.has('Admin') || actions.has('SettingsEdit')) targets.push(...CodeLists);
  return targets;
}

/** The text key naming a target: the relation screens' titles, the code lists' names. */
export const targetLabelKey = (target: ImportTarget) =>
  target === 'Vendor' ? 'Vendors' : target === 'Customer' ? 'Customers' : `Code_List_${target}`;

const codeListBaseKeys: Record<string, string> = {
  Code: 'Code',
  Description: 'Description',
  DefaultDescription: 'Default_Description',
  IsBlocked: 'Blocked',
};

/** The text key labelling a field of a target, as the vendor, customer and code-list screens label it. */
export function fieldLabelKey(target: ImportTarget, field: string): string {
  if (!isCodeListTarget(target)) return `${target}_${field}`;
  return codeListBaseKeys[field] ?? `Erp_Code_${field}`;
}
