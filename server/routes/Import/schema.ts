import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';

/** The form fields of an upload, sent before the files. */
export const UploadFields = z.object({
  /** The company the documents are for. */
  CompanyId: z.uuid({
    error: (issue) => (issue.input === undefined ? 'Validation_Required' : 'Validation_Guid'),
  }),
  /** PurchaseInvoice, SalesInvoice or PackingSlip. */
  DocumentType: z.enum(OverviewDocumentTypes),
});
export type UploadFields = z.output<typeof UploadFields>;
