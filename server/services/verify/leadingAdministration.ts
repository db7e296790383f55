import { eq } from 'drizzle-orm';
import type { LeadingErpAdministration } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import { notFound } from '../../errors';

/**
 * ErpAdministration/GetLeadingForCompany/{companyId}: the ERP administration the company books in — its ERP adapter
 * as Module, the administration's code in the ERP (the company's ERP id, else its first target administration) and
 * its name. Null for a company removed from the workflow; 404 for a company the caller cannot see.
 */
export async function leadingAdministrationOf(
  tx: Tx,
  companyId: string,
): Promise<LeadingErpAdministration | null> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('Company_Not_Found');
  if (company.isDeleted) return null;
  return {
    Id: company.id,
    Module: company.erpAdapter,
    Code: company.erpId || company.targetAdministrations[0] || '',
    CompanyId: company.id,
    Name: company.displayName || company.name,
    IsLeading: true,
  };
}
