import type { RecognitionResult, RecognizedFieldName } from '../../../domain/recognition/types';
import type { documents } from '../../db/schema/index';

type DocumentRow = typeof documents.$inferSelect;
type HeaderValues = Partial<
  Pick<
    DocumentRow,
    | 'relationId'
    | 'relationCode'
    | 'relationName'
    | 'relationMatchKey'
    | 'documentNumber'
    | 'documentDate'
    | 'dueDate'
    | 'currency'
    | 'netAmount'
    | 'vatAmount'
    | 'grossAmount'
    | 'iban'
    | 'purchaseOrderNumbers'
    | 'paymentReference'
    | 'invoiceType'
  >
>;

const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
const amount = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(number) && Math.abs(number) < 1e15 ? Math.round(number * 100) / 100 : null;
};
const text = (value: unknown, max = 200) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : '';

/**
 * The header fields a reading fills in: only those still empty on the document (no number, no date, a zero amount,
 * no relation…), so a value a person entered is never overwritten. Amounts of a credit note are read as negative:
 * the invoice type follows the gross amount's sign while the document has no amounts yet. A packing slip takes its
 * relation, number, date and purchase orders only.
 */
export function headerFromRecognition(document: DocumentRow, result: RecognitionResult): HeaderValues {
  const value = (name: RecognizedFieldName) => result.Fields[name]?.Value;
  const filled: HeaderValues = {};
  if (!document.relationId && result.Relation) {
    filled.relationId = result.Relation.Id;
    filled.relationCode = result.Relation.Code;
    filled.relationName = result.Relation.Name;
    filled.relationMatchKey = result.Relation.MatchedBy;
  } else if (!document.relationId && !document.relationName && text(value('RelationName')))
    filled.relationName = text(value('RelationName'));
  if (!document.documentNumber && text(value('Number'))) filled.documentNumber = text(value('Number'), 100);
  if (!document.documentDate && isoDate(value('Date'))) filled.documentDate = isoDate(value('Date'));
  const orders = text(value('PurchaseOrderNumber'))
    .split(/[,;\s]+/)
    .filter(Boolean);
  if (document.purchaseOrderNumbers.length === 0 && orders.length) filled.purchaseOrderNumbers = orders;
  // A packing slip has no amounts, due date, currency, IBAN or payment reference: figures on it are quantities.
  if (document.documentType === 'PackingSlip') return filled;
  if (!document.dueDate && isoDate(value('DueDate'))) filled.dueDate = isoDate(value('DueDate'));
  const currency = text(value('Currency')).toUpperCase();
  if (/^[A-Z]{3}$/.test(currency) && currency !== document.currency && !document.grossAmount)
    filled.currency = currency;
  const amountsEmpty = !document.netAmount && !document.vatAmount && !document.grossAmount;
  if (amountsEmpty) {
    const net = amount(value('NetAmount'));
    const vat = amount(value('VatAmount'));
    const gross = amount(value('GrossAmount'));
    if (net !== null) filled.netAmount = net;
    if (vat !== null) filled.vatAmount = vat;
    if (gross !== null) filled.grossAmount = gross;
    if (gross !== null && gross < 0) filled.invoiceType = 'Credit';
  }
  if (!document.iban && text(value('IbanNumber'))) filled.iban = text(value('IbanNumber'), 50);
  if (!document.paymentReference && text(value('PaymentReference')))
    filled.paymentReference = text(value('PaymentReference'), 100);
  return filled;
}
