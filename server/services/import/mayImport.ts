import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { ActionRight } from '../../../domain/rights/rights';
import type { Actor } from '../users/actor';

/** The action right an upload of a document type needs: packing slips VerifyPackingSlip, invoices VerifyInvoice. */
export const importRightFor = (documentType: OverviewDocumentType): ActionRight =>
  documentType === 'PackingSlip' ? 'VerifyPackingSlip' : 'VerifyInvoice';

/** A user may upload documents of a type for a company they may validate, holding the type's verify right. */
export function mayImport(
  actor: Actor,
  target: { companyId: string; documentType: OverviewDocumentType },
): boolean {
  const { user } = actor;
  const validates = user.mayValidateAllCompanies || user.validateCompanies.includes(target.companyId);
  return validates && actor.actionRights.has(importRightFor(target.documentType));
}
