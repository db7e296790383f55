import type { ImportTarget } from '../../../../domain/masterdata/import/index';
import type { Tx } from '../../../db/client';
import { forbidden } from '../../../errors';
import { masterDataPolicy } from '../../../policies/masterdata';
import type { Actor } from '../../users/actor';
import { assertVisibleCompany } from '../visibleCompany';

/** Who may import into a company: vendors and customers by their screens' rights, code lists by editCodeLists. */
export function mayImport(actor: Actor, target: ImportTarget, companyId: string): boolean {
  if (target === 'Vendor' || target === 'Customer')
    return masterDataPolicy.editRelations(actor, target, companyId);
  return masterDataPolicy.editCodeLists(actor, companyId);
}

/** Asserts the company exists in the tenant (404) and the actor may import this target into it (403). */
export async function assertMayImport(tx: Tx, actor: Actor, target: ImportTarget, companyId: string) {
  await assertVisibleCompany(tx, actor, companyId);
  if (!mayImport(actor, target, companyId)) throw forbidden();
}
