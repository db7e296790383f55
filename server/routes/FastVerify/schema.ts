import { z } from 'zod';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { Locales } from '../../../domain/entities/enums';

const guid = z.uuid('Validation_Guid');
const text = (max: number) => z.string().max(max, 'Validation_Maximum_Length');
const amount = z.number('Validation_Not_A_Number').min(-1e13).max(1e13);
const day = z.iso.date('Validation_Date_Invalid').nullable();

/** A fast verify document in the path. */
export const FastVerifyIdParams = z.object({ id: guid });

/** GET FastVerify: one company and one document type, or all the user verifies. */
export const FastVerifyListQuery = z.object({
  companyId: guid.optional(),
  documentType: z.enum(OverviewDocumentTypes).optional(),
});

/** POST FastVerify/Export: the list's filters, and the language of the captions. */
export const FastVerifyExportBody = FastVerifyListQuery.extend({
  Locale: z.enum(Locales, 'Validation_In_List').default('nl-NL'),
});

/** What the verifier changed on a row before confirming it (the table's editable header fields). */
const FastVerifyChanges = z.strictObject({
  Number: text(100).optional(),
  Date: day.optional(),
  DueDate: day.optional(),
  Currency: text(3).optional(),
  NetAmount: amount.optional(),
  VatAmount: amount.optional(),
  GrossAmount: amount.optional(),
  InvoiceType: z.enum(['Debit', 'Credit']).optional(),
  IbanNumber: text(50).optional(),
  PurchaseOrderNumber: text(200).optional(),
  PaymentReference: text(100).optional(),
  Description: text(1000).optional(),
  Comment: text(1000).optional(),
});

/** PUT FastVerify/Confirm: the rows to verify, each with the copy the user saw. */
export const FastVerifyConfirmInput = z.object({
  Items: z
    .array(
      z.object({
        Id: guid,
        LastUpdate: z.iso.datetime({ offset: true, error: 'Validation_Date_Invalid' }),
        Changes: FastVerifyChanges.optional(),
      }),
    )
    .min(1, 'Validation_List_Minimum_Length')
    .max(100, 'Validation_List_Maximum_Length'),
});

/** PUT FastVerify/ReevaluateDocuments: which documents to read again (all of the list without). */
export const ReevaluateInput = z.object({
  DocumentIds: z.array(guid).max(500, 'Validation_List_Maximum_Length').optional(),
});
