import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { appcuesRoutes } from './Appcues/routes';
import { attachmentRoutes } from './Attachment/routes';
import { authorizedUserRoutes } from './AuthorizedUser/routes';
import { companyRoutes } from './Company/routes';
import { contractManagementRoutes } from './ContractManagement/routes';
import { documentRoutes } from './Document/routes';
import { documentScanRoutes } from './DocumentScan/routes';
import { electronicInvoiceRoutes } from './ElectronicInvoice/routes';
import { enterpriseFeatureRoutes } from './EnterpriseFeatures/routes';
import { fastInsightsRoutes } from './FastInsights/routes';
import { featureRoutes } from './Features/routes';
import { fileRoutes } from './File/routes';
import { healthRoutes } from './Health/routes';
import { historyRoutes } from './History/routes';
import { importRoutes } from './Import/routes';
import { invoiceLineRoutes } from './InvoiceLine/routes';
import { requestRoutes } from './Request/routes';
import { settingRoutes } from './Setting/routes';
import { translationRoutes } from './Translations/routes';
import { userRoutes } from './User/routes';

const controllers = [
  authorizedUserRoutes,
  userRoutes,
  companyRoutes,
  settingRoutes,
  featureRoutes,
  enterpriseFeatureRoutes,
  translationRoutes,
  contractManagementRoutes,
  fastInsightsRoutes,
  requestRoutes,
  appcuesRoutes,
  documentRoutes,
  historyRoutes,
  invoiceLineRoutes,
  documentScanRoutes,
  fileRoutes,
  attachmentRoutes,
  importRoutes,
  electronicInvoiceRoutes,
];

/** Registers every controller of the spec's call tables. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await healthRoutes(app);
  for (const controller of controllers) await controller(app, deps);
}
