import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type CodedField,
  CodedFields,
  type CodingCode,
  type CodingContext,
  type CodingFieldColumn,
  type CodingLine,
  type MatchTolerances,
} from '../../../domain/coding/index';
import { companyFeatureDescription } from '../../../domain/erp/companyFeatureDescription';
import type { Tx } from '../../db/client';
import { companies, erpCodes, periods } from '../../db/schema/index';
import { notFound } from '../../errors';
import { presentCompany } from '../../presenters/company';

export type CompanyRow = typeof companies.$inferSelect;

/** What coding needs of a company: its row, its line fields and its purchase-order match settings. */
export type CodingCompany = {
  row: CompanyRow;
  fields: CodingFieldColumn[];
  allFields: CodingContext['CodingFields'];
  tolerances: MatchTolerances;
};

export async function loadCodingCompany(tx: Tx, companyId: string): Promise<CodingCompany> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('Company_Not_Found');
  const features = companyFeatureDescription(presentCompany(row));
  return {
    row,
    fields: features.CodingFeatures.filter((entry) => entry.Restriction !== 'NotAllowed').map(
      ({ Feature, Restriction }) => ({ Feature, Restriction }),
    ),
    allFields: features.CodingFeatures.map(({ Feature, Restriction }) => ({ Feature, Restriction })),
    tolerances: {
      Mode: row.purchaseOrderMatchMode === 'ThreeWay' ? 'ThreeWay' : 'TwoWay',
      PricePercentage: row.priceTolerancePercentage,
      PriceAmount: row.priceToleranceAmount,
      QuantityPercentage: row.quantityTolerancePercentage,
    },
  };
}

/** Whether a company codes its documents. */
export const usesCoding = (company: CompanyRow) => company.supportsCoding;

type CodeRow = {
  list: string;
  code: string;
  isBlocked: boolean;
  percentage: number | null;
  category: string | null;
};

/**
 * The codes the lines use, per code list the company keeps; a list the company has no entries in is free text
 * (left out, so its values are not checked). Two index look-ups whatever the number of lines.
 */
export async function codesForLines(
  tx: Tx,
  companyId: string,
  lines: readonly Pick<CodingLine, CodedField>[],
): Promise<CodingContext['CodeLists']> {
  const kept = await tx.execute(sql`
    select l as list from unnest(${sql.raw(`array[${CodedFields.map((field) => `'${field}'`).join(',')}]`)}) l
    where exists (select 1 from ${erpCodes} where ${erpCodes.companyId} = ${companyId} and ${erpCodes.list} = l)`);
  const lists = new Set(rowsOf<{ list: string }>(kept).map((row) => row.list as CodedField));
  const wanted = new Map<CodedField, Set<string>>();
  for (const line of lines)
    for (const field of lists) {
      const value = line[field];
      if (typeof value === 'string' && value.trim() !== '')
        wanted.set(field, (wanted.get(field) ?? new Set()).add(value.toLowerCase()));
    }
  const keys = [...new Set([...wanted.values()].flatMap((values) => [...values]))];
  const rows: CodeRow[] =
    keys.length === 0
      ? []
      : await tx
          .select({
            list: erpCodes.list,
            code: erpCodes.code,
            isBlocked: erpCodes.isBlocked,
            percentage: erpCodes.percentage,
            category: erpCodes.category,
          })
          .from(erpCodes)
          .where(
            and(
              eq(erpCodes.companyId, companyId),
              inArray(erpCodes.list, [...wanted.keys()]),
              // One array parameter, however many codes: 200 lines must not make 400 bind parameters.
              sql`${erpCodes.codeKey} = any(${sql.param(keys)}::text[])`,
            ),
          );
  const codeLists: Partial<Record<CodedField, CodingCode[]>> = {};
  for (const field of lists) codeLists[field] = [];
  for (const row of rows)
    codeLists[row.list as CodedField]?.push({
      Code: row.code,
      IsBlocked: row.isBlocked,
      Percentage: row.percentage,
      Category: row.category,
    });
  return codeLists;
}

/** The company's periods, or null when it keeps none (then no period is checked). */
export async function periodsForCoding(tx: Tx, companyId: string): Promise<CodingContext['Periods']> {
  const rows = await tx
    .select({
      Code: periods.code,
      StartDate: periods.startDate,
      EndDate: periods.endDate,
      IsClosed: periods.isClosed,
    })
    .from(periods)
    .where(eq(periods.companyId, companyId));
  return rows.length === 0 ? null : rows;
}

/** The context the coding of one document is validated in. */
export async function codingContextFor(
  tx: Tx,
  company: CodingCompany,
  lines: readonly CodingLine[],
  today: string,
): Promise<CodingContext> {
  const { row } = company;
  return {
    UsesCoding: usesCoding(row),
    CodingFields: company.allFields,
    CodeLists: await codesForLines(tx, row.id, lines),
    IsVatDeductible: row.isVatDeductible,
    AllowOverrideVatDeductible: row.allowOverrideVatDeductible,
    Periods: await periodsForCoding(tx, row.id),
    PeriodDateBehavior: row.periodDateBehavior as CodingContext['PeriodDateBehavior'],
    Today: today,
  };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
