import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { RecognizedFields } from '../../../domain/recognition/types';
import type { LedgerlineApp } from '../../app';
import type { Database } from '../../db/client';
import { documentRecognitions, documents, relations } from '../../db/schema/index';
import { buildSetting } from '../../db/seed/factories';
import { uploadFiles } from '../../test/upload';

/** Switches fast verify on for a company (or the customer), with a minimum score when given. */
export async function useFastVerify(
  database: Database,
  tenantId: string,
  companyId?: string,
  minimumScore?: number,
): Promise<void> {
  await buildSetting(database, tenantId, {
    name: 'Verify_UseFastVerify',
    type: 'Bool',
    companyId,
    bool: true,
  });
  if (minimumScore !== undefined)
    await buildSetting(database, tenantId, {
      name: 'Verify_FastVerifyMinimumScore',
      type: 'Int',
      companyId,
      int: minimumScore,
    });
}

const today = () => new Date().toISOString().slice(0, 10);

/** Recognised fields of a purchase invoice, each as sure as `confidence` unless `overrides` says otherwise. */
export function invoiceFields(
  number: string,
  confidence: number,
  overrides: Partial<Record<keyof RecognizedFields, number>> = {},
): RecognizedFields {
  const field = (name: keyof RecognizedFields, Value: string | number) => ({
    Value,
    Confidence: overrides[name] ?? confidence,
    Page: 1,
    Box: [0.1, 0.1, 0.2, 0.03] as [number, number, number, number],
    Source: 'Text' as const,
  });
  return {
    RelationName: field('RelationName', 'Fast Supplies BV'),
    Number: field('Number', number),
    Date: field('Date', today()),
    NetAmount: field('NetAmount', 100),
    VatAmount: field('VatAmount', 21),
    GrossAmount: field('GrossAmount', 121),
    IbanNumber: field('IbanNumber', 'NL91ABNA0417164300'),
  };
}

/** A one-page invoice PDF of its own (the same file twice would be a suspected duplicate). */
async function invoicePdf(number: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595.28, 841.89]);
  page.drawText(`Invoice ${number} ${randomUUID()}`, { x: 50, y: 790, size: 14, font });
  page.drawText('Total EUR 121.00', { x: 50, y: 700, size: 12, font });
  return pdf.save();
}

/**
 * A purchase invoice waiting for verify whose recognition is Done: uploaded as a PDF through the import, then given
 * the recognised fields and the header they fill (as the recognize-document job stores them).
 */
export async function recognizedInvoice(
  app: LedgerlineApp,
  database: Database,
  options: { tenantId: string; companyId: string; token: string; fields: RecognizedFields },
): Promise<string> {
  const upload = await uploadFiles(
    app,
    options.token,
    { CompanyId: options.companyId, DocumentType: 'PurchaseInvoice' },
    [
      {
        fileName: `invoice-${randomUUID().slice(0, 6)}.pdf`,
        bytes: await invoicePdf(String(options.fields.Number?.Value ?? '')),
      },
    ],
  );
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  const documentId: string = upload.json().Documents[0].Id;
  const { fields } = options;
  await database.withTenant(options.tenantId, async (tx) => {
    const [vendor] = await tx
      .insert(relations)
      .values({
        tenantId: options.tenantId,
        companyId: options.companyId,
        kind: 'Vendor',
        code: `V${randomUUID().slice(0, 6)}`,
        name: String(fields.RelationName?.Value ?? 'Vendor'),
        ibanNumbers: ['NL91ABNA0417164300'],
      })
      .returning({ id: relations.id, code: relations.code, name: relations.name });
    await tx
      .update(documents)
      .set({
        relationId: vendor.id,
        relationCode: vendor.code,
        relationName: vendor.name,
        documentNumber: String(fields.Number?.Value ?? ''),
        documentDate: fields.Date ? String(fields.Date.Value) : null,
        netAmount: Number(fields.NetAmount?.Value ?? 0),
        vatAmount: Number(fields.VatAmount?.Value ?? 0),
        grossAmount: Number(fields.GrossAmount?.Value ?? 0),
        iban: String(fields.IbanNumber?.Value ?? ''),
      })
      .where(eq(documents.id, documentId));
    const row = {
      status: 'Done',
      readBy: 'Text',
      fields,
      score: null,
      recognizedAt: new Date().toISOString(),
    };
    await tx
      .insert(documentRecognitions)
      .values({ tenantId: options.tenantId, documentId, ...row })
      .onConflictDoUpdate({ target: documentRecognitions.documentId, set: row });
  });
  return documentId;
}
