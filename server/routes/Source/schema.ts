import { z } from 'zod';
import { OriginalSourceTypes, OverviewDocumentTypes, SourceStatuses } from '../../../domain/documents/enums';

/** A source, page or file id in the path. */
export const SourceIdParams = z.object({ id: z.uuid('Validation_Guid') });
export const PageIdParams = z.object({ sourcePageId: z.uuid('Validation_Guid') });

/** Which sources the splitter's "next source" is chosen from (optional on save and delete). */
export const NextFilterQuery = z.object({
  companyId: z.uuid('Validation_Guid').optional(),
  documentType: z.enum(OverviewDocumentTypes).optional(),
});

/** GET /Splitter/GetCount. */
export const SplitterCountQuery = NextFilterQuery;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const day = z.iso.date();

/** GET /Source: the source overviews' filters (spec 002 §2) and the page. */
export const SourceListQuery = z.object({
  companyId: z.uuid('Validation_Guid').optional(),
  documentType: z.enum(OverviewDocumentTypes).optional(),
  originalType: z.enum(OriginalSourceTypes).optional(),
  number: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  blocked: flag.optional(),
  userId: z.uuid('Validation_Guid').optional(),
  createdBy: z.uuid('Validation_Guid').optional(),
  status: z.enum(SourceStatuses).optional(),
  dateAddedFrom: day.optional(),
  dateAddedUntil: day.optional(),
  lastChangedFrom: day.optional(),
  lastChangedUntil: day.optional(),
  currentPage: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /Source/PageImage/{id}: an optional thumbnail width. */
export const PageImageQuery = z.object({ width: z.coerce.number().int().min(16).max(2000).optional() });

/** GET /Source/Original/{id}: which of the source's files (position, from 0). */
export const OriginalQuery = z.object({ file: z.coerce.number().int().min(0).max(1000).default(0) });

/** The form fields of POST /Source/Upload, sent before the files. */
export const SourceUploadFields = z.object({
  DocumentType: z.enum(OverviewDocumentTypes),
  CompanyId: z.uuid('Validation_Guid').optional(),
  OriginalType: z.enum(['Upload', 'Mobile', 'Portal', 'Peppol', 'Scan']).default('Upload'),
});
export type SourceUploadFields = z.output<typeof SourceUploadFields>;
