import { PDFDocument, StandardFonts } from 'pdf-lib';
import { isoDateOf } from '../../../domain/date/calendar';
import type { VerifyDocument } from '../../../domain/verify/types';
import type { LedgerlineApp } from '../../app';
import type { Database } from '../../db/client';
import { relations } from '../../db/schema/index';
import { uploadFiles } from '../../test/upload';

/** Today, and a day some days before it (recognition refuses dates outside the verify bounds). */
export const daysAgo = (days: number) => isoDateOf(new Date(Date.now() - days * 86400000));
export const dutch = (iso: string) => iso.split('-').reverse().join('-');

/** A one-page text PDF: each entry is [label, value] on its own line (value in a second column), or a text line. */
export async function invoicePdf(rows: Array<[string, string] | string>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  rows.forEach((row, index) => {
    const y = 780 - index * 18;
    if (typeof row === 'string') page.drawText(row, { x: 50, y, size: 11, font });
    else {
      page.drawText(row[0], { x: 50, y, size: 11, font });
      page.drawText(row[1], { x: 220, y, size: 11, font });
    }
  });
  return pdf.save();
}

/** A vendor invoice as the tests print it; `extra` rows come after the header. */
export function vendorInvoice(options: {
  vendor: string;
  iban: string;
  number: string;
  date: string;
  net: string;
  vat: string;
  gross: string;
  numberLabel?: string;
  extra?: Array<[string, string] | string>;
}) {
  return invoicePdf([
    options.vendor,
    'Stationsplein 1, 3511 ED Utrecht',
    `IBAN ${options.iban}`,
    'FACTUUR',
    [options.numberLabel ?? 'Factuurnummer', options.number],
    ['Factuurdatum', dutch(options.date)],
    ...(options.extra ?? []),
    ['Subtotaal', options.net],
    ['BTW 21%', options.vat],
    ['Totaal te betalen', options.gross],
  ]);
}

/** Adds a vendor to a company's master data. */
export async function addVendor(
  database: Database,
  tenantId: string,
  companyId: string,
  vendor: { code: string; name: string; iban?: string; vatNumber?: string },
): Promise<string> {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .insert(relations)
      .values({
        tenantId,
        companyId,
        kind: 'Vendor',
        code: vendor.code,
        name: vendor.name,
        ibanNumbers: vendor.iban ? [vendor.iban] : [],
        vatNumber: vendor.vatNumber ?? '',
      })
      .returning({ id: relations.id }),
  );
  return row.id;
}

/** Uploads files as purchase invoices of a company; answers the new document ids. */
export async function uploadInvoices(
  app: LedgerlineApp,
  token: string,
  companyId: string,
  files: Array<{ fileName: string; bytes: Uint8Array }>,
): Promise<string[]> {
  const response = await uploadFiles(
    app,
    token,
    { CompanyId: companyId, DocumentType: 'PurchaseInvoice' },
    files,
  );
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().Documents.map((document: { Id: string }) => document.Id);
}

/** The save body that confirms a verify document as it is, with `changes`. */
export function saveBodyOf(document: VerifyDocument, changes: Record<string, unknown> = {}) {
  return {
    Id: document.Id,
    LastUpdate: document.LastUpdate,
    CompanyId: document.CompanyId,
    RelationId: document.RelationId,
    Number: document.Number,
    Date: document.Date,
    DueDate: document.DueDate,
    Currency: document.Currency,
    NetAmount: document.NetAmount,
    VatAmount: document.VatAmount,
    GrossAmount: document.GrossAmount,
    InvoiceType: document.InvoiceType === 'Credit' ? 'Credit' : 'Debit',
    IbanNumber: document.IbanNumber,
    PurchaseOrderNumber: document.PurchaseOrderNumber,
    PaymentReference: document.PaymentReference,
    Description: document.Description,
    Comment: document.Comment,
    RotatedPages: [],
    IgnoreDuplicates: false,
    Corrections: [],
    ...changes,
  };
}
