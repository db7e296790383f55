import type { OverviewDocumentType } from '../../../domain/documents';
import type { Company } from '../../../domain/entities/company';
import type { CurrentUser } from '../../../domain/entities/user';

/** The companies a user may import for: those they may validate (all, when MayValidateAllCompanies). */
export function importCompanies(user: CurrentUser, companies: Company[]): Company[] {
  const allowed = new Set(user.ValidateCompanies);
  return companies.filter(
    (company) => !company.IsDeleted && (user.MayValidateAllCompanies || allowed.has(company.Id)),
  );
}

/** The document types a user may import for a company: by verify right and the company's use of the type. */
export function importTypes(user: CurrentUser, company: Company | undefined): OverviewDocumentType[] {
  if (!company) return [];
  const rights = new Set(user.UserActionRights);
  const types: OverviewDocumentType[] = [];
  if (rights.has('VerifyInvoice')) types.push('PurchaseInvoice');
  if (rights.has('VerifyInvoice') && company.UsesSalesInvoices) types.push('SalesInvoice');
  if (rights.has('VerifyPackingSlip') && company.UsesPackingSlips) types.push('PackingSlip');
  return types;
}
