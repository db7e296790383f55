import { z } from 'zod';
import { DefaultLocale, Locales } from '../entities/enums';
import { OverviewColumns } from './columns';
import type { OverviewDocumentType } from './enums';
import { DocumentFilter } from './filter';

/** The most documents one export writes; a larger filtered set is refused with Export_Too_Many_Documents. */
export const ExportCap = 100_000;

/** The body of Document/ExportOverview: the overview's filter, the visible columns in the user's order, the language. */
export const ExportOverviewRequest = DocumentFilter.safeExtend({
  Columns: z
    .array(z.enum(OverviewColumns, 'Validation_In_List'))
    .min(1, 'Validation_List_Minimum_Length%%1')
    .max(OverviewColumns.length, `Validation_List_Maximum_Length%%${OverviewColumns.length}`),
  Locale: z.enum(Locales, 'Validation_In_List').default(DefaultLocale),
});
export type ExportOverviewRequest = z.input<typeof ExportOverviewRequest>;
export type ParsedExportOverviewRequest = z.output<typeof ExportOverviewRequest>;

/** The totals of the filtered set in one currency (Document/GetOverviewTotals). */
export type OverviewTotal = { Currency: string; Count: number; GrossAmount: number; NetAmount: number };

/** The title of each overview (Navigation translations): the name of its export file and sheet. */
export const OverviewTitleKeys: Record<OverviewDocumentType, string> = {
  PurchaseInvoice: 'Purchase_Invoices',
  SalesInvoice: 'Sales_Invoices',
  PackingSlip: 'Packing_Slips',
};
