import { z } from 'zod';
import { Locales } from '../../../domain/entities/enums';
import { PaymentBatchStatuses } from '../../../domain/payments/batch';
import { flag } from '../masterdata/querySchemas';

const id = z.uuid('Validation_Guid');
const isoDate = z.iso.date('Validation_Date_Invalid');
const text = (max: number) => z.string().max(max, `Validation_Maximum_Length%%${max}`);

export const IdParams = z.object({ id });
export const LineParams = z.object({ lineId: id });
export const BatchParams = z.object({ batchId: id });

/** GET /PaymentBatch: the company and status to show (both optional). */
export const ListQuery = z.object({
  CompanyId: id.optional(),
  Status: z.enum(PaymentBatchStatuses, 'Validation_In_List').optional(),
});

const DocumentToPaySorts = [
  'DocumentDueDate',
  'DocumentDate',
  'DocumentNumber',
  'RelationName',
  'CompanyName',
  'GrossAmount',
  'AmountToPay',
  'OpenAmount',
  'DiscountDate',
  'DocumentPaymentDate',
  'IbanCheck',
] as const;

/** GET /PaymentBatch/DocumentsToPay: the Documents To Pay filters (spec 002 §2). */
export const DocumentsToPayQuery = z.object({
  CompanyId: id.optional(),
  /** Part of the document number. */
  DocumentNumber: text(100).optional(),
  DocumentDateFrom: isoDate.optional(),
  DocumentDateTo: isoDate.optional(),
  /** The payment (due) date range. */
  PaymentDateFrom: isoDate.optional(),
  PaymentDateTo: isoDate.optional(),
  /** Open: not in an open batch (default); InBatch: in one; All. */
  Status: z.enum(['Open', 'InBatch', 'All'], 'Validation_In_List').default('Open'),
  Sort: z.enum(DocumentToPaySorts, 'Validation_In_List').default('DocumentDueDate'),
  Desc: flag,
});

/**
 * POST /PaymentBatch/DocumentsToPay/Export: the same filters and order as the list (Desc a boolean in a body),
 * and the language of the captions.
 */
export const DocumentsToPayExportBody = DocumentsToPayQuery.extend({
  Desc: z.boolean('Validation_In_List').default(false),
  Locale: z.enum(Locales, 'Validation_In_List').default('nl-NL'),
});

/** GET /PaymentBatch/Proposal: what to pay before a date, in one company. */
export const ProposalQuery = z.object({ CompanyId: id, PayBefore: isoDate });

/**
 * PUT /PaymentBatch: without Id a new Concept batch of these documents; with Id the header of that batch, saved
 * only when Status equals the stored status (and Version, when sent, the stored version).
 */
export const SaveBody = z.union([
  z.object({
    Id: id,
    Status: z.enum(PaymentBatchStatuses, 'Validation_In_List'),
    Version: z.number('Validation_Not_A_Number').int().min(1).max(2_147_483_647).optional(),
    TransactionDate: isoDate.optional(),
    Iban: text(64).optional(),
    Bic: text(20).optional(),
    BatchBooking: z.boolean().optional(),
  }),
  z.object({
    Id: z.undefined().optional(),
    CompanyId: id,
    /** The requested execution date. */
    TransactionDate: isoDate,
    DocumentIds: z.array(id).min(1, 'Required').max(10_000, 'Validation_Maximum_Value%%10000'),
    BatchBooking: z.boolean().optional(),
  }),
]);

/** POST /PaymentBatch/Approve/{id}: the batch and the status asked for. */
export const ApproveBody = z.object({ Id: id, Status: z.literal('Approved', 'Validation_In_List') });

/** POST /PaymentBatch/Cancel/{id}: why the batch is called off (mandatory, checked by the service). */
export const CancelBody = z.object({ Remark: text(1000).optional() });

/** DELETE /PaymentBatchLine/{lineId}?remark=: why the line goes (mandatory, checked by the service). */
export const RemoveQuery = z.object({ remark: text(1000).optional() });

/** POST /PaymentBatch/AddPaymentBatchLine/{batchId}. */
export const AddLineBody = z.object({ DocumentId: id });
