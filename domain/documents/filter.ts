import { z } from 'zod';
import { OverviewColumns } from './columns';
import {
  InvoiceTypes,
  LinkedToDocumentValues,
  OverviewDocumentTypes,
  OverviewFirstPage,
  OverviewPageSize,
  StatusFilters,
} from './enums';

const text = (max = 100) => z.string().trim().max(max, `Validation_Maximum_Length%%${max}`).optional();
const date = z.iso.date('Validation_Unknown').optional();
const amount = z.number('Validation_Not_A_Number').optional();

/** The Document filter (spec 001 §3): what the overviews, navigation and counts are filtered by. */
export const DocumentFilter = z
  .object({
    DocumentType: z.enum(OverviewDocumentTypes),
    CurrentPage: z.number().int().min(1, 'Validation_Minimum_Value%%1').default(OverviewFirstPage),
    PageSize: z.number().int().min(1).max(200, 'Validation_Maximum_Value%%200').default(OverviewPageSize),
    SortAscending: z.boolean().optional(),
    SortName: z.enum(OverviewColumns).optional(),
    PackingSlip: text(),
    PurchaseOrder: text(),
    Tag: text(),
    ScanDateFrom: date,
    ScanDateUntil: date,
    DocumentDateFrom: date,
    DocumentDateUntil: date,
    InvoiceType: z.enum(InvoiceTypes).optional(),
    /** Relation name or code, matched from the start of either. */
    Relation: text(),
    DocumentNumber: text(),
    LedgerEntryNumber: z.number().int().nonnegative().optional(),
    CompanyId: z.uuid('Validation_Guid').optional(),
    /** A user id: documents currently at that user. */
    CurrentUser: z.uuid('Validation_Guid').optional(),
    UserList: z.array(z.uuid('Validation_Guid')).max(200).optional(),
    LastAction: text(),
    Status: z.enum(StatusFilters).optional(),
    Project: text(),
    Description: text(200),
    CurrencyCode: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Validation_Uppercase')
      .optional(),
    Dimension1: text(),
    Dimension2: text(),
    Obligation: text(),
    LinkedToDocument: z.enum(LinkedToDocumentValues).optional(),
    Account: text(),
    GrossAmountFrom: amount,
    GrossAmountUntil: amount,
    /** A user id: documents approved by that user. */
    ApprovedBy: z.uuid('Validation_Guid').optional(),
    /** Packing slips received against a purchase order (ignored for other types). */
    ReceivedOnly: z.boolean().default(false),
    /** Packing slips not yet linked to an invoice (ignored for other types). */
    UninvoicedOnly: z.boolean().default(false),
    /** Packing slips with a returned line (ignored for other types). */
    WithReturnsOnly: z.boolean().default(false),
  })
  .refine((f) => !f.DocumentDateFrom || !f.DocumentDateUntil || f.DocumentDateFrom <= f.DocumentDateUntil, {
    message: 'Validation_Date_Not_Before%%DocumentDateUntil',
    path: ['DocumentDateFrom'],
  })
  .refine((f) => !f.ScanDateFrom || !f.ScanDateUntil || f.ScanDateFrom <= f.ScanDateUntil, {
    message: 'Validation_Date_Not_Before%%ScanDateUntil',
    path: ['ScanDateFrom'],
  })
  .refine(
    (f) =>
      f.GrossAmountFrom === undefined ||
      f.GrossAmountUntil === undefined ||
      f.GrossAmountFrom <= f.GrossAmountUntil,
    { message: 'Validation_Maximum_Value%%GrossAmountUntil', path: ['GrossAmountFrom'] },
  );
export type DocumentFilter = z.input<typeof DocumentFilter>;
export type ParsedDocumentFilter = z.output<typeof DocumentFilter>;
