import { z } from 'zod';
import { Locales } from '../../../domain/entities/enums';
import { DEFAULT_MAX_COUNT, LARGEST_MAX_COUNT } from '../../../domain/masterdata/index';

// Query and path parts shared by the master-data calls.

export const CompanyParams = z.object({ companyId: z.uuid('Validation_Guid') });
export const IdParams = z.object({ id: z.uuid('Validation_Guid') });

/** A query flag written as true/false (or 1/0). */
export const flag = z
  .enum(['true', 'false', '1', '0', 'True', 'False'], 'Validation_In_List')
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'True');

export const maxCount = z.coerce
  .number('Validation_Not_A_Number')
  .int('Validation_Not_A_Number')
  .min(1, `Validation_Minimum_Value%%1`)
  .max(LARGEST_MAX_COUNT, `Validation_Maximum_Value%%${LARGEST_MAX_COUNT}`)
  .default(DEFAULT_MAX_COUNT);

export const searchValue = z.string().max(200, 'Validation_Maximum_Length%%200').default('');

/** GetByCompany: maxCount and whether blocked entries are included. */
export const ListQuery = z.object({ maxCount, includeBlocked: flag });
/** GetByCompanyAndSearch. */
export const SearchQuery = z.object({ searchValue, maxCount, includeBlocked: flag });
/** GetByCompanyAndCode. */
export const CodeQuery = z.object({ code: z.string().trim().min(1, 'Validation_Required').max(50) });
/** GET /{Entity}/{id}?detailed. */
export const DetailQuery = z.object({ detailed: flag });

/** A page of a screen's table: skip/take, search, sort and direction. */
export function pageQuery<S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    skip: z.coerce.number().int().min(0, 'Validation_Positive').max(10_000_000).default(0),
    take: z.coerce.number().int().min(1).max(500, 'Validation_Maximum_Value%%500').default(50),
    searchValue,
    sort: z.enum(sorts, 'Validation_In_List').default(sorts[0] as S[number]),
    descending: flag,
    includeBlocked: flag,
  });
}

/** An export: the same selection as the page, and the language of the captions. */
export function exportQuery<S extends readonly [string, ...string[]]>(sorts: S) {
  return pageQuery(sorts)
    .omit({ skip: true, take: true })
    .extend({ locale: z.enum(Locales, 'Validation_In_List').default('nl-NL') });
}

/** Today as yyyy-mm-dd, for export file names. */
export const todayOf = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
