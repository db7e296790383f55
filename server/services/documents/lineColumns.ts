import { eq } from 'drizzle-orm';
import type { InvoiceLine, InvoiceLineColumn } from '../../../domain/documents/document';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import { notFound } from '../../errors';
import { companyPolicy } from '../../policies/company';
import type { Actor } from '../users/actor';

type Name = keyof InvoiceLine;
// Captions are translation keys (Navigation source), one per line field.
const column = (Name: Name, IsAmount = false): InvoiceLineColumn => ({
  Name,
  Caption: `Line_Column_${Name}`,
  IsAmount,
});

const always = [
  column('LineNumber'),
  column('Description'),
  column('Quantity'),
  column('UnitPrice', true),
  column('NetAmount', true),
  column('VatCode'),
  column('VatPercentage'),
  column('VatAmount', true),
];
const coding: Name[] = [
  'GeneralLedgerAccount',
  'CostCenter',
  'Dimension1',
  'Dimension2',
  'Dimension3',
  'Dimension4',
  'Dimension5',
  'Project',
];
const purchaseOrderLines: Name[] = ['PurchaseOrderNumber', 'Article'];

/** The line columns of a company: amounts always, coding fields when it supports coding, order lines when used. */
export function lineColumnsFor(company: {
  supportsCoding: boolean;
  usesPurchaseOrderLines: boolean;
}): InvoiceLineColumn[] {
  return [
    ...always,
    ...(company.supportsCoding ? coding.map((name) => column(name)) : []),
    ...(company.usesPurchaseOrderLines ? purchaseOrderLines.map((name) => column(name)) : []),
  ];
}

/** The line columns of a company by id; none for an unknown company. */
export async function lineColumnsOf(tx: Tx, companyId: string): Promise<InvoiceLineColumn[]> {
  const [company] = await tx
    .select({
      supportsCoding: companies.supportsCoding,
      usesPurchaseOrderLines: companies.usesPurchaseOrderLines,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company ? lineColumnsFor(company) : [];
}

/** InvoiceLine/GetInvoiceLineColumns: for a company within the actor's scopes, else 404. */
export async function lineColumnsOfCompany(
  tx: Tx,
  actor: Actor,
  companyId: string,
): Promise<InvoiceLineColumn[]> {
  if (!companyPolicy.read(actor, companyId)) throw notFound('Company_Not_Found');
  return lineColumnsOf(tx, companyId);
}
