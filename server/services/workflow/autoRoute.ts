import { eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { RouteStep } from '../../../domain/workflow/document';
import { matchAutoRoute } from '../../../domain/workflow/routes';
import type { Tx } from '../../db/client';
import { type documents, invoiceLines } from '../../db/schema/index';
import { listAutoRoutes } from '../routes/autoRoutes';

/**
 * The steps of the auto route a purchase invoice follows once verified (domain matchAutoRoute over the
 * auto routes by name), or null: then the document keeps any RouteSteps it already had.
 */
export async function autoRouteStepsFor(
  tx: Tx,
  document: typeof documents.$inferSelect,
): Promise<RouteStep[] | null> {
  const routes = (await listAutoRoutes(tx)).filter((route) => route.IsActive);
  if (routes.length === 0) return null;
  const lines = await tx
    .select({ account: invoiceLines.generalLedgerAccount, costCenter: invoiceLines.costCenter })
    .from(invoiceLines)
    .where(eq(invoiceLines.documentId, document.id));
  const route = matchAutoRoute(routes, {
    CompanyId: document.companyId,
    RelationId: document.relationId,
    DocumentType: document.documentType as OverviewDocumentType,
    GrossAmount: document.grossAmount ?? 0,
    GeneralLedgerAccounts: lines.map((line) => line.account).filter(Boolean),
    CostCenters: lines.map((line) => line.costCenter).filter(Boolean),
    IsDisabledForAutoRouter: document.isDisabledForAutoRouter,
  });
  return route ? route.Steps : null;
}
