import { z } from 'zod';
import { addMonths, type IsoDate, parseIsoDate } from '../date/calendar';
import { OverviewDocumentTypes } from '../documents/enums';
import { DefaultLocale, Locales } from '../entities/enums';

/** The longest period the document flow counts over, in months (both ends included). */
export const MaximumPeriodMonths = 13;

/** Message keys of the request rules. */
export const DocumentFlowMessageKey = {
  PeriodTooLong: 'DocumentFlow_Period_Too_Long',
  FromAfterTo: 'DocumentFlow_From_After_To',
} as const;

/** Whether FromDate..ToDate (both included) spans more than MaximumPeriodMonths. */
export function periodTooLong(fromDate: IsoDate, toDate: IsoDate): boolean {
  return toDate >= addMonths(fromDate, MaximumPeriodMonths);
}

/** The first rule the period breaks, as a message key; null when it is valid or a date is no date (its own error). */
export function periodError(fromDate: IsoDate, toDate: IsoDate): string | null {
  if (parseIsoDate(fromDate) === null || parseIsoDate(toDate) === null) return null;
  if (fromDate > toDate) return DocumentFlowMessageKey.FromAfterTo;
  if (periodTooLong(fromDate, toDate)) return DocumentFlowMessageKey.PeriodTooLong;
  return null;
}

// A calendar day of the years 1–9999, as the domain's dates are.
const isoDate = () =>
  z.iso
    .date({
      error: (issue) => (issue.input === undefined ? 'Validation_Required' : 'Validation_Date_Invalid'),
    })
    .refine((date) => parseIsoDate(date) !== null, 'Validation_Date_Invalid');

const requestFields = {
  FromDate: isoDate(),
  ToDate: isoDate(),
  /** No company chosen: every company the user may see. */
  CompanyIds: z
    .array(z.uuid('Validation_Guid'), 'Validation_In_List')
    .max(1000, 'Validation_List_Maximum_Length%%1000')
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  /** No type chosen: every type the user may see. */
  DocumentTypes: z
    .array(z.enum(OverviewDocumentTypes, 'Validation_In_List'), 'Validation_In_List')
    .max(OverviewDocumentTypes.length, `Validation_List_Maximum_Length%%${OverviewDocumentTypes.length}`)
    .nullish()
    .transform((types) => [...new Set(types ?? [])]),
};

const withValidPeriod = <T extends { FromDate: string; ToDate: string }>(
  request: T,
  ctx: z.RefinementCtx,
) => {
  const message = periodError(request.FromDate, request.ToDate);
  if (message) ctx.addIssue({ code: 'custom', path: ['ToDate'], message });
};

/**
 * The body of `POST /DocumentFlow/GetDocumentFlow`: a period of calendar days (FromDate ≤ ToDate, at
 * most 13 months), optionally narrowed to companies and document types; empty lists do not filter.
 */
export const DocumentFlowRequest = z.object(requestFields).superRefine(withValidPeriod);
export type DocumentFlowRequest = z.input<typeof DocumentFlowRequest>;
export type ParsedDocumentFlowRequest = z.output<typeof DocumentFlowRequest>;

/** The body of `POST /DocumentFlow/Export`: the same, and the language of the captions. */
export const DocumentFlowExportRequest = z
  .object({ ...requestFields, Locale: z.enum(Locales, 'Validation_In_List').default(DefaultLocale) })
  .superRefine(withValidPeriod);
export type DocumentFlowExportRequest = z.input<typeof DocumentFlowExportRequest>;
export type ParsedDocumentFlowExportRequest = z.output<typeof DocumentFlowExportRequest>;
