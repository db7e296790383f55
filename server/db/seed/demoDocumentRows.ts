import { randomUUID } from 'node:crypto';
import { bicFromIban } from '../../../domain/iban/index';
import type { documentHistory, documents, invoiceLines } from '../schema/index';
import type { DemoDocumentSpec, DemoUserRole } from './demoDocumentSpecs';
import { printedTotals } from './demoInvoicePdf';
import { demoVatCodeOf } from './demoMasterDataCodes';

type DocumentRow = typeof documents.$inferInsert;
type LineRow = typeof invoiceLines.$inferInsert;
type HistoryRow = typeof documentHistory.$inferInsert;

/** Ids the rows point to: the tenant, the companies and users by demo role, and the source document. */
export type DemoRowContext = {
  tenantId: string;
  companyId: string;
  /** The vendor or customer of the company the document is from or to; null without master data. */
  relationId: string | null;
  users: Record<DemoUserRole, string>;
  sourceDocumentId: string;
  ledgerEntryNumber: number | null;
  now: Date;
};

const day = 86400000;

// A recognised demo invoice carries the coded lines of its PDF (ledger and VAT codes of the demo master data,
// amounts adding up), so its coding is Valid; an imported one is not read yet.
function codingStatusOf(status: DemoDocumentSpec['status']): string {
  if (status === 'Imported') return 'Unknown';
  if (status === 'Error') return 'Invalid';
  if (status === 'In_Progress' || status === 'Question' || status === 'Blocked') return 'Verified';
  return 'Valid';
}

function at(spec: DemoDocumentSpec, afterDays: number, hour: number, now: Date): string {
  const time = new Date(spec.printed.date).getTime() + afterDays * day + hour * 3600000;
  return new Date(Math.min(time, now.getTime() - 60000)).toISOString();
}

/** The documents row, invoice lines and history of one demo document, matching what its PDF shows. */
export function demoDocumentRows(spec: DemoDocumentSpec, context: DemoRowContext) {
  const id = randomUUID();
  const { printed } = spec;
  const recognised = spec.status !== 'Imported';
  const priced = spec.documentType !== 'PackingSlip';
  const totals = printedTotals(printed);
  const sign = printed.kind === 'credit' ? -1 : 1;
  const userOf = (role: DemoUserRole | null) => (role ? context.users[role] : null);
  const history: HistoryRow[] = spec.history.map((step, index) => ({
    tenantId: context.tenantId,
    documentId: id,
    at: at(spec, step.afterDays + 1, 8 + index, context.now),
    userId: userOf(step.user),
    action: step.action,
    status: step.status,
    remark: step.action === 'Question' ? 'Klopt het aantal op regel 2?' : '',
  }));
  const last = spec.history[spec.history.length - 1];
  const lines: LineRow[] = printed.lines.map((line, index) => {
    const net = Math.round(sign * line.quantity * line.unitPrice * 100) / 100;
    return {
      tenantId: context.tenantId,
      documentId: id,
      lineNumber: index + 1,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      netAmount: priced ? net : 0,
      vatCode: priced ? demoVatCodeOf(line.vatPercentage, spec.relation.iban?.slice(0, 2) ?? 'NL') : '',
      vatPercentage: priced ? line.vatPercentage : 0,
      vatAmount: priced ? Math.round(net * line.vatPercentage) / 100 : 0,
      generalLedgerAccount: spec.ledgers[index],
      costCenter: spec.company === 'logistics' ? 'KP200' : 'KP100',
      purchaseOrderNumber: spec.purchaseOrder ?? '',
    };
  });
  const dueDate = printed.dueDate;
  const document: DocumentRow = {
    id,
    tenantId: context.tenantId,
    documentType: spec.documentType,
    companyId: context.companyId,
    sourceDocumentId: context.sourceDocumentId,
    relationId: recognised ? context.relationId : null,
    relationName: recognised ? spec.relation.name : '',
    relationCode: recognised ? spec.relation.code : '',
    documentNumber: recognised ? printed.number : '',
    documentDate: recognised ? printed.date : null,
    invoiceType: printed.kind === 'credit' ? 'Credit' : 'Debit',
    status: spec.status,
    codingStatus: codingStatusOf(spec.status),
    sourceType:
      spec.documentType === 'PackingSlip' ? 'Scan' : spec.relation.code.endsWith('1') ? 'Upload' : 'Email',
    currentUserId: userOf(spec.currentUser),
    lastAction: last.action,
    lastHistory: last.action,
    ledgerEntryNumber: context.ledgerEntryNumber,
    isBlocked: spec.status === 'Blocked',
    isInErp: spec.posted,
    isPosted: spec.posted,
    isPostedInWorkflow: spec.posted,
    isPaid: spec.paid,
    isConfidential: spec.confidential,
    isApproved: spec.approved,
    paymentDate: spec.paid && dueDate ? dueDate : null,
    dueDate: recognised ? dueDate : null,
    lastUpdate: history[history.length - 1].at,
    importDate: history[0].at,
    grossAmount: recognised && priced ? totals.gross : 0,
    netAmount: recognised && priced ? totals.net : 0,
    vatAmount: recognised && priced ? totals.vatAmount : 0,
    paymentTerm: priced ? `${spec.relation.termDays} dagen` : '',
    paymentTermCode: priced ? String(spec.relation.termDays) : '',
    paymentMethod: priced ? 'Bank' : '',
    period: recognised ? printed.date.slice(0, 7).replace('-', '/') : '',
    description: printed.lines[0].description,
    generalLedger: spec.ledgers[0],
    iban: recognised && spec.documentType === 'PurchaseInvoice' ? (spec.relation.iban ?? '') : '',
    bic: recognised && spec.relation.iban ? (bicFromIban(spec.relation.iban) ?? '') : '',
    purchaseOrderNumbers: spec.purchaseOrder ? [spec.purchaseOrder] : [],
    matchedPurchaseOrderCount: spec.purchaseOrder && spec.approved ? 1 : 0,
    scannedPurchaseOrderCount: spec.purchaseOrder ? 1 : 0,
    packingSlipNumbers: spec.documentType === 'PackingSlip' && recognised ? [printed.number] : [],
    hasReturns: spec.documentType === 'PackingSlip' && lines.some((line) => (line.quantity ?? 1) < 0),
    approvedBy: spec.approved ? context.users.approver : null,
    handlerId: recognised ? context.users.verifier : null,
    errorMessage: spec.status === 'Error' ? 'Relation_Not_Found_In_Erp' : '',
    codingErrors: spec.status === 'Error' ? ['Grootboekrekening 4999 bestaat niet'] : [],
    numberOfAttachments: spec.attachment ? 1 : 0,
  };
  return { document, lines, history };
}
