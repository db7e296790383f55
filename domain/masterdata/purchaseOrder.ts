import { z } from 'zod';

/** Purchase order invoiced status (spec 002 §4). */
export const InvoicedStatuses = ['Unknown', 'New', 'Partially_Completed', 'Completed', 'Cancelled'] as const;
export type InvoicedStatus = (typeof InvoicedStatuses)[number];

/** Purchase-order short list and paged take (spec 002 §9). */
export const PURCHASE_ORDER_SHORT_LIST = 500;
export const PURCHASE_ORDER_PAGE_TAKE = 50;

type LineQuantities = { Quantity: number; QuantityInvoiced: number };

/** The invoiced status the lines give: nothing invoiced is New, everything Completed, else Partially_Completed. */
export function invoicedStatusOf(lines: readonly LineQuantities[], cancelled = false): InvoicedStatus {
  if (cancelled) return 'Cancelled';
  if (lines.length === 0) return 'New';
  const invoiced = lines.filter((line) => line.QuantityInvoiced > 0).length;
  if (invoiced === 0) return 'New';
  const complete = lines.every((line) => line.QuantityInvoiced >= line.Quantity);
  return complete ? 'Completed' : 'Partially_Completed';
}

/** An open order can still be invoiced: not completed, not cancelled. */
export const isOpen = (status: InvoicedStatus) => status === 'New' || status === 'Partially_Completed';

const quantity = z.number('Validation_Not_A_Number').transform((value) => Math.round(value * 1000) / 1000);
const text = (max = 200) => z.string().trim().max(max, `Validation_Maximum_Length%%${max}`).default('');

/** A purchase order line as entered or imported: quantities 3 decimals, unit price 3, amount 2. */
export const PurchaseOrderLineInput = z.object({
  LineNumber: z.number().int().positive('Validation_Positive').optional(),
  ArticleCode: text(50),
  Description: text(),
  Quantity: quantity,
  QuantityInvoiced: quantity.default(0),
  QuantityReceived: quantity.default(0),
  UnitPrice: z
    .number('Validation_Not_A_Number')
    .transform((value) => Math.round(value * 1000) / 1000)
    .default(0),
  LedgerCode: text(50),
  VatCode: text(50),
  Dimension1: text(50),
  Dimension2: text(50),
  Project: text(50),
});

/** A purchase order with its lines. */
export const PurchaseOrderInput = z.object({
  Code: z.string().trim().min(1, 'Validation_Required').max(50, 'Validation_Maximum_Length%%50'),
  VendorCode: text(50),
  Description: text(),
  OrderDate: z.iso.date('Validation_Unknown').nullable().default(null),
  Currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Validation_Uppercase')
    .default('EUR'),
  IsCancelled: z.boolean().default(false),
  Lines: z.array(PurchaseOrderLineInput).max(1000, 'Validation_List_Maximum_Length%%1000').default([]),
});
export type PurchaseOrderInput = z.input<typeof PurchaseOrderInput>;

/** A purchase order line as answered. */
export type PurchaseOrderLine = z.output<typeof PurchaseOrderLineInput> & {
  Id: string;
  LineNumber: number;
  Amount: number;
};

/** A purchase order as answered (spec 002 §3). */
export type PurchaseOrder = Omit<z.output<typeof PurchaseOrderInput>, 'Lines' | 'IsCancelled'> & {
  Id: string;
  CompanyId: string;
  InvoicedStatus: InvoicedStatus;
  IsDeleted: boolean;
  Lines: PurchaseOrderLine[];
};
