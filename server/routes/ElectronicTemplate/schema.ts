import { z } from 'zod';
import { ElectronicTemplateInput } from '../../../domain/electronicTemplates/index';

/** POST ElectronicTemplate/Preview: the template as edited and, optionally, the e-invoice to try it on. */
export const PreviewBody = z.object({
  Template: ElectronicTemplateInput,
  DocumentId: z.uuid('Validation_Guid').optional(),
});

/** GET ElectronicTemplate/RecentDocuments: the relation's recent e-invoices of a company and type. */
export const RecentDocumentsQuery = z.object({
  companyId: z.uuid('Validation_Guid'),
  relationCode: z.string().trim().max(50, 'Validation_Maximum_Length%%50').default(''),
  documentType: z.enum(['PurchaseInvoice', 'SalesInvoice'], 'Validation_In_List').default('PurchaseInvoice'),
});
