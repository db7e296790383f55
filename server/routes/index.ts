import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { apiKeyRoutes } from './ApiKey/routes';
import { appcuesRoutes } from './Appcues/routes';
import { attachmentRoutes } from './Attachment/routes';
import { authorizedUserRoutes } from './AuthorizedUser/routes';
import { autoRouteRoutes } from './AutoRoute/routes';
import { codeListRoutes } from './CodeList/routes';
import { companyErpFeatureRoutes } from './Company/erpFeatureRoutes';
import { companyRemovalRoutes } from './Company/removeFromWorkflowRoutes';
import { companyRoutes } from './Company/routes';
import { contractManagementRoutes } from './ContractManagement/routes';
import { dashboardRoutes } from './Dashboard/routes';
import { defaultTextRoutes } from './DefaultText/routes';
import { documentRoutes } from './Document/routes';
import { documentActionInfoRoutes } from './DocumentAction/routes';
import { documentFlowRoutes } from './DocumentFlow/routes';
import { documentScanRoutes } from './DocumentScan/routes';
import { electronicInvoiceRoutes } from './ElectronicInvoice/routes';
import { electronicTemplateRoutes } from './ElectronicTemplate/routes';
import { emailInvoiceRoutes } from './EmailInvoice/routes';
import { enterpriseFeatureRoutes } from './EnterpriseFeatures/routes';
import { erpActionRoutes } from './Erp/actionRoutes';
import { erpRoutes } from './Erp/routes';
import { erpAdministrationRoutes } from './ErpAdministration/routes';
import { erpExportRoutes } from './ErpExport/routes';
import { fastInsightsRoutes } from './FastInsights/routes';
import { fastVerifyRoutes } from './FastVerify/routes';
import { featureRoutes } from './Features/routes';
import { fileRoutes } from './File/routes';
import { healthRoutes } from './Health/routes';
import { historyRoutes } from './History/routes';
import { importRoutes } from './Import/routes';
import { invoiceLineRoutes } from './InvoiceLine/routes';
import { mailboxRoutes } from './Mailbox/routes';
import { paymentBatchRoutes } from './PaymentBatch/routes';
import { periodRoutes } from './Period/routes';
import { postingTemplateRoutes } from './PostingTemplate/routes';
import { purchaseOrderRoutes } from './PurchaseOrder/routes';
import { relationRoutes } from './Relation/routes';
import { relationImportRoutes } from './RelationImport/routes';
import { replyTemplateRoutes } from './ReplyTemplate/routes';
import { requestRoutes } from './Request/routes';
import { routeRoutes } from './Route/routes';
import { settingRoutes } from './Setting/routes';
import { sourceRoutes } from './Source/routes';
import { splitterRoutes } from './Splitter/routes';
import { tagRoutes } from './Tag/routes';
import { translationRoutes } from './Translations/routes';
import { userRoutes } from './User/routes';
import { verifyRoutes } from './Verify/routes';
import { publicApiRoutes } from './v1/plugin';
import { webhookRoutes } from './Webhook/routes';
import { workflowRoutes } from './Workflow/routes';

const controllers = [
  authorizedUserRoutes,
  userRoutes,
  companyRoutes,
  companyErpFeatureRoutes,
  companyRemovalRoutes,
  settingRoutes,
  featureRoutes,
  erpRoutes,
  erpActionRoutes,
  paymentBatchRoutes,
  enterpriseFeatureRoutes,
  translationRoutes,
  contractManagementRoutes,
  fastInsightsRoutes,
  requestRoutes,
  appcuesRoutes,
  documentRoutes,
  documentActionInfoRoutes,
  historyRoutes,
  invoiceLineRoutes,
  documentScanRoutes,
  fileRoutes,
  attachmentRoutes,
  importRoutes,
  electronicInvoiceRoutes,
  electronicTemplateRoutes,
  relationRoutes,
  relationImportRoutes,
  codeListRoutes,
  purchaseOrderRoutes,
  periodRoutes,
  tagRoutes,
  workflowRoutes,
  postingTemplateRoutes,
  dashboardRoutes,
  documentFlowRoutes,
  routeRoutes,
  autoRouteRoutes,
  defaultTextRoutes,
  mailboxRoutes,
  replyTemplateRoutes,
  emailInvoiceRoutes,
  splitterRoutes,
  sourceRoutes,
  fastVerifyRoutes,
  verifyRoutes,
  erpAdministrationRoutes,
  erpExportRoutes,
  apiKeyRoutes,
  webhookRoutes,
  publicApiRoutes,
];

/** Registers every controller of the spec's call tables. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await healthRoutes(app);
  for (const controller of controllers) await controller(app, deps);
}
