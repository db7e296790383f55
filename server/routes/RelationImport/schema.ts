import { z } from 'zod';
import { ImportTargets } from '../../../domain/masterdata/import/index';

const Target = z.enum(ImportTargets, {
  error: (issue) => (issue.input === undefined ? 'Validation_Required' : 'Validation_In_List'),
});
const CompanyId = z.uuid({
  error: (issue) => (issue.input === undefined ? 'Validation_Required' : 'Validation_Guid'),
});

/** The form fields of a preview upload, sent before the file. */
export const PreviewFields = z.object({
  /** The company whose master data the file fills. */
  CompanyId,
  /** Vendor, Customer or a code list (GeneralLedger, VatCode …). */
  Target,
});
export type PreviewFields = z.output<typeof PreviewFields>;

/** `{Field: Column}`; a field with an empty column is left out, as if not mapped. */
const Mapping = z
  .record(z.string().max(100), z.string().max(500))
  .refine((mapping) => Object.keys(mapping).length <= 100, 'Validation_List_Maximum_Length%%100')
  .transform((mapping) => Object.fromEntries(Object.entries(mapping).filter(([, column]) => column !== '')));

/** Check and Import: the upload of a preview, its company and target, and the mapping chosen. */
export const UploadMappingBody = z.object({
  /** The UploadId of the preview. */
  UploadId: z.uuid('Validation_Guid'),
  CompanyId,
  Target,
  Mapping,
});
export type UploadMappingBody = z.output<typeof UploadMappingBody>;
