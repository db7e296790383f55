import { z } from 'zod';
import { CodeListEntryInput } from '../masterdata/import/targets';
import { CustomerInput, PurchaseOrderInput, VendorInput } from '../masterdata/index';

// The bodies and answers of Ledgerline's public API, version 1 (issue 14 §4). A push is all or nothing: one item
// that cannot be stored refuses the call with the item's path (`Items.3.VatNumber`), so a connector never
// wonders which half arrived.

/** Items per master-data push; a larger set goes in several calls. */
export const ApiPushMaxItems = 1000;
/** Purchase orders per push: each carries up to 1,000 lines. */
export const ApiPushMaxOrders = 100;

const items = <T extends z.ZodType>(item: T, max: number) =>
  z.object({
    Items: z
      .array(item, 'Validation_Required')
      .min(1, 'Validation_Required')
      .max(max, `Validation_List_Maximum_Length%%${max}`),
  });

export const VendorsPush = items(VendorInput, ApiPushMaxItems);
export const CustomersPush = items(CustomerInput, ApiPushMaxItems);
export const CodesPush = items(CodeListEntryInput, ApiPushMaxItems);
export const PurchaseOrdersPush = items(PurchaseOrderInput, ApiPushMaxOrders);

/** The largest ledger entry number a JSON number carries exactly. */
const ledgerEntryNumber = z
  .number('Validation_Not_A_Number')
  .int('Validation_Not_A_Number')
  .positive('Validation_Positive')
  .max(Number.MAX_SAFE_INTEGER, `Validation_Maximum_Value%%${Number.MAX_SAFE_INTEGER}`);

const erpReference = z
  .string()
  .trim()
  .min(1, 'Validation_Required')
  .max(100, 'Validation_Maximum_Length%%100');

/**
 * A payment state from the ERP: the document by its id, by the ledger entry number it was booked under, or by the
 * ERP's own reference the connector confirmed it with — exactly one of them.
 */
export const PaymentState = z
  .object({
    DocumentId: z.uuid('Validation_Guid').optional(),
    LedgerEntryNumber: ledgerEntryNumber.optional(),
    ErpReference: erpReference.optional(),
    DocumentType: z
      .enum(['PurchaseInvoice', 'SalesInvoice'], 'Validation_In_List')
      .default('PurchaseInvoice'),
    IsPaid: z.boolean('Validation_Required'),
    PaymentDate: z.iso.date('Validation_Date_Invalid').nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const given = [value.DocumentId, value.LedgerEntryNumber, value.ErpReference].filter(
      (v) => v !== undefined,
    );
    if (given.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['DocumentId'], message: 'Api_Payment_Needs_One_Reference' });
  });
export const PaymentStatesPush = items(PaymentState, ApiPushMaxItems);

/** A link to the booking in the ERP: a web address, since the screens open it. */
const erpLink = z
  .string()
  .trim()
  .max(2000, 'Validation_Maximum_Length%%2000')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'Validation_Url')
  .default('');

/**
 * The ERP booked the document under this number; its own reference for the booking (an invoice number, an id) finds
 * the document again in a payment push, and the link opens the booking in the ERP.
 */
export const ConfirmPosting = z.object({
  LedgerEntryNumber: ledgerEntryNumber,
  ErpReference: z.string().trim().max(100, 'Validation_Maximum_Length%%100').default(''),
  LinkToErpInvoice: erpLink,
});

/** The ERP refused the document: why, in its own words (shown on the document in Error). */
export const RejectPosting = z.object({
  Message: z.string().trim().min(1, 'Validation_Required').max(1000, 'Validation_Maximum_Length%%1000'),
});

/** What a push did: items created, items changed, items that already held what was sent. */
export type PushCounts = z.output<typeof ApiPushAnswer>;

/** What a payment push did per item, in the order sent. */
export type PaymentResult = z.output<typeof ApiPaymentAnswer>['Items'][number];

// What the API answers, described for the OpenAPI document (the answers are built to these shapes).

const nullableText = z.string().nullable();

export const ApiCompany = z.object({
  Id: z.uuid(),
  Name: z.string(),
  ErpAdapter: z.string(),
  /** Whether documents wait for this connector: the company's ERP adapter is Api. */
  PostsThroughApi: z.boolean(),
});

export const ApiDocumentLine = z.object({
  LineNumber: z.number(),
  Description: z.string(),
  Quantity: z.number(),
  UnitPrice: z.number(),
  NetAmount: z.number(),
  VatCode: z.string(),
  VatPercentage: z.number(),
  VatAmount: z.number(),
  GeneralLedger: z.string(),
  CostCenter: z.string(),
  Dimension1: z.string(),
  Dimension2: z.string(),
  Dimension3: z.string(),
  Dimension4: z.string(),
  Dimension5: z.string(),
  Project: z.string(),
  Article: z.string(),
  PurchaseOrderNumber: z.string(),
  VatScenario: z.string(),
  Asset: z.string(),
});

/** A document as a connector books it: header, coding lines and where to fetch its files. */
export const ApiDocument = z.object({
  Id: z.uuid(),
  CompanyId: z.uuid(),
  DocumentType: z.string(),
  InvoiceType: z.string(),
  Status: z.string(),
  RelationCode: z.string(),
  RelationName: z.string(),
  DocumentNumber: z.string(),
  DocumentDate: nullableText,
  DueDate: nullableText,
  Period: z.string(),
  Currency: z.string(),
  NetAmount: z.number(),
  VatAmount: z.number(),
  GrossAmount: z.number(),
  Description: z.string(),
  PaymentReference: z.string(),
  PaymentTermCode: z.string(),
  PaymentMethod: z.string(),
  Iban: z.string(),
  PurchaseOrderNumbers: z.array(z.string()),
  IsWaitingForErp: z.boolean(),
  IsInErp: z.boolean(),
  IsPosted: z.boolean(),
  IsPaid: z.boolean(),
  PaymentDate: nullableText,
  LedgerEntryNumber: z.number().nullable(),
  LinkToErpInvoice: z.string(),
  Lines: z.array(ApiDocumentLine),
  /** Relative addresses on this server, called with the same key. */
  Links: z.object({ Original: nullableText, Ubl: nullableText }),
});
export type ApiDocument = z.output<typeof ApiDocument>;

export const ApiDocumentPage = z.object({ Items: z.array(ApiDocument), Count: z.number() });

export const ApiPushAnswer = z.object({ Created: z.number(), Updated: z.number(), Unchanged: z.number() });

export const ApiPaymentAnswer = z.object({
  Items: z.array(
    z.object({
      Index: z.number(),
      DocumentId: z.uuid().nullable(),
      Result: z.enum(['Updated', 'Unchanged', 'NotFound']),
    }),
  ),
});

/** Which waiting documents a page holds: oldest first, so a connector works through them in order. */
export const ReadyQuery = z.object({
  DocumentType: z.enum(['PurchaseInvoice', 'SalesInvoice'], 'Validation_In_List').optional(),
  skip: z.coerce
    .number('Validation_Not_A_Number')
    .int()
    .min(0, 'Validation_Positive')
    .max(1_000_000)
    .default(0),
  take: z.coerce
    .number('Validation_Not_A_Number')
    .int()
    .min(1, 'Validation_Minimum_Value%%1')
    .max(100, 'Validation_Maximum_Value%%100')
    .default(50),
});
