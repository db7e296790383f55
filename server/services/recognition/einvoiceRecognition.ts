import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import { scoreOf } from '../../../domain/recognition/score';
import type {
  RecognizedFieldName,
  RecognizedFields,
  RecognizedRelation,
  VatBreakdownLine,
} from '../../../domain/recognition/types';
import type { documentRecognitions, documents } from '../../db/schema/index';
import type { RelationKeys, RelationMatch } from '../import/einvoice/relationMatch';

type DocumentValues = Partial<typeof documents.$inferInsert>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The recognition row of an imported e-invoice: Done, read by EInvoice, every field as the invoice states it with
 * confidence 1 (no place on a page), the VAT breakdown from its VAT lines and the relation the import matched.
 */
export function einvoiceRecognition(
  invoice: ElectronicInvoice,
  documentType: 'PurchaseInvoice' | 'SalesInvoice',
  values: DocumentValues,
  keys: RelationKeys,
  relation: RelationMatch | null,
): Omit<typeof documentRecognitions.$inferInsert, 'tenantId' | 'documentId'> {
  const fields: RecognizedFields = {};
  const put = (name: RecognizedFieldName, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    fields[name] = { Value: value, Confidence: 1, Page: null, Box: null, Source: 'EInvoice' };
  };
  put('Number', values.documentNumber);
  put('Date', values.documentDate);
  put('DueDate', values.dueDate);
  put('Currency', values.currency);
  put('NetAmount', values.netAmount);
  put('VatAmount', values.vatAmount);
  put('GrossAmount', values.grossAmount);
  put('IbanNumber', values.iban);
  put('RelationName', keys.name);
  put('RelationVatNumber', keys.vatNumber);
  put('RelationChamberOfCommerce', keys.chamberOfCommerce);
  put('PurchaseOrderNumber', values.purchaseOrderNumbers?.join(', '));
  put('PaymentReference', values.paymentReference);
  const vatBreakdown: VatBreakdownLine[] = invoice.VatLines.map((line) => ({
    Percentage: line.TaxCategoryPercent ?? 0,
    NetAmount: round2(line.TaxableAmount ?? 0),
    VatAmount: round2(line.TaxAmount ?? 0),
  }));
  const recognized: RecognizedRelation | null = relation
    ? { Id: relation.id, Code: relation.code, Name: relation.name, MatchedBy: relation.key }
    : null;
  return {
    status: 'Done',
    readBy: 'EInvoice',
    fields,
    vatBreakdown,
    lines: [],
    relation: recognized,
    score: scoreOf(fields, documentType).Score,
    recognizedAt: new Date().toISOString(),
  };
}
