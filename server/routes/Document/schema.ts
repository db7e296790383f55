import { z } from 'zod';
import { DetailMethods } from '../../../domain/documents/document';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { DocumentFilter, type ParsedDocumentFilter } from '../../../domain/documents/filter';
import { validationFailed } from '../../errors';
import { fieldErrorsOf } from '../../http/validation';

const documentType = z.enum(OverviewDocumentTypes, 'Validation_In_List');

/** Parses a Document filter body (DocumentType may come from the query instead) into a 400 with one message per field when it is bad. */
export function parseFilter(body: unknown, documentType?: string): ParsedDocumentFilter {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const result = DocumentFilter.safeParse({ DocumentType: documentType, ...fields });
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
}

export const OrderQuery = z.object({ DocumentType: documentType.optional() });

export const DetailQuery = z.object({
  /** The document to show, or to walk from with next/previous. */
  id: z.uuid('Validation_Guid'),
  method: z.enum(DetailMethods, 'Validation_In_List').default('detail'),
  documentType: documentType.optional(),
});

export const LedgerEntryQuery = z.object({
  documentType: documentType.default('PurchaseInvoice'),
  /** Missing or not an id: the lookup answers Document_Not_Found (spec 001 §5). */
  companyId: z.string().optional(),
  ledgerEntryNumber: z.coerce.number().int().nonnegative().optional().catch(undefined),
});

export const IdParams = z.object({ id: z.uuid('Validation_Guid') });
export const TypeParams = z.object({ type: documentType });
