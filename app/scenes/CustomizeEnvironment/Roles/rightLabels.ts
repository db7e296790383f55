import type { TFunction } from 'i18next';
import type { RoleColumn, RoleRight } from '../../../../domain/rights/roleOverview';

/** The translation key of a right (the same keys the user edit page uses). */
export const rightKey = (right: string): string => `Right_${right}`;

/** A right's name in the reader's language. */
export const rightLabel = (t: TFunction, row: Pick<RoleRight, 'Right'>): string => t(rightKey(row.Right));

/** A roles-matrix column's name: the base role's, or Administrator. */
export const columnLabel = (t: TFunction, column: RoleColumn): string =>
  column === 'Admin' ? t('User_IsAdmin') : t(`Base_Role_${column}`);

/** The address of one column's page. */
export const rolePath = (column: RoleColumn): string => `/customize-environment/roles/${column}`;

/** Whether a matrix row matches what the reader typed: its name, or its code name. */
export function rightMatches(t: TFunction, row: RoleRight, needle: string): boolean {
  const text = needle.trim().toLowerCase();
  return !text || `${rightLabel(t, row)} ${row.Right}`.toLowerCase().includes(text);
}
