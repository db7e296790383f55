import { roundAmount, roundQuantity, UNIT_PRICE_DECIMALS } from '../amount/round';
import type { DocumentStatus } from '../documents/enums';
import { type InvoicedStatus, invoicedStatusOf, isOpen } from '../masterdata/purchaseOrder';
import {
  isAmountWithinTolerance,
  isPriceWithinTolerance,
  isQuantityWithinTolerance,
  type MatchTolerances,
} from './matchTolerances';

/** The purchase-order line fields matching reads (spec 002 §3). */
export type MatchOrderLine = {
  Id: string;
  LineNumber: number;
  ArticleCode: string;
  Quantity: number;
  QuantityInvoiced: number;
  QuantityReceived: number;
  UnitPrice: number;
};

/** The purchase-order fields matching reads. */
export type MatchOrder<Line extends MatchOrderLine = MatchOrderLine> = {
  Id: string;
  Code: string;
  VendorCode: string;
  Currency: string;
  InvoicedStatus: InvoicedStatus;
  IsDeleted: boolean;
  Lines: readonly Line[];
};

/** The document fields that find its orders; RelationCode is the vendor code orders carry. */
export type MatchInvoice = {
  RelationCode: string | null;
  PurchaseOrderNumbers: readonly string[];
  GrossAmount: number;
  NetAmount: number;
  Currency: string;
};

/** Why an order is a candidate, strongest first. */
export const CandidateReasons = ['OrderNumberOnDocument', 'VendorAndAmount', 'Vendor'] as const;
export type CandidateReason = (typeof CandidateReasons)[number];

export type CandidateOrder<Order extends MatchOrder> = {
  Order: Order;
  Reason: CandidateReason;
  OpenAmount: number;
};

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** What is still to be invoiced on the order, net, at order prices. */
export function openAmountOf(order: MatchOrder): number {
  const open = order.Lines.map((line) => Math.max(line.Quantity - line.QuantityInvoiced, 0) * line.UnitPrice);
  return roundAmount(open.reduce((sum, amount) => sum + amount, 0));
}

/** Open orders that may belong to the invoice: order numbers on the document first, then the vendor's by amount. */
export function findCandidateOrders<Order extends MatchOrder>(
  invoice: MatchInvoice,
  orders: readonly Order[],
  tolerances: MatchTolerances,
): CandidateOrder<Order>[] {
  const vendor = invoice.RelationCode?.trim() ?? '';
  const open = orders.filter((order) => !order.IsDeleted && isOpen(order.InvoicedStatus));
  // An order number read from the document still must not contradict a known vendor.
  const vendorAllows = (order: Order) =>
    vendor === '' || order.VendorCode === '' || sameCode(order.VendorCode, vendor);

  const byNumber = invoice.PurchaseOrderNumbers.flatMap((number) =>
    open.filter((order) => sameCode(order.Code, number) && vendorAllows(order)),
  );
  const numbered = [...new Set(byNumber)].map((order) => candidate(order, 'OrderNumberOnDocument'));

  const ofVendor = open
    .filter((order) => vendor !== '' && sameCode(order.VendorCode, vendor) && !byNumber.includes(order))
    .filter((order) => sameCode(order.Currency, invoice.Currency))
    .map((order) => {
      const OpenAmount = openAmountOf(order);
      const reason = isAmountWithinTolerance(invoice.NetAmount, OpenAmount, tolerances)
        ? 'VendorAndAmount'
        : 'Vendor';
      return { Order: order, Reason: reason as CandidateReason, OpenAmount };
    })
    .sort(
      (a, b) =>
        CandidateReasons.indexOf(a.Reason) - CandidateReasons.indexOf(b.Reason) ||
        Math.abs(a.OpenAmount - invoice.NetAmount) - Math.abs(b.OpenAmount - invoice.NetAmount),
    );
  return [...numbered, ...ofVendor];
}

function candidate<Order extends MatchOrder>(order: Order, Reason: CandidateReason): CandidateOrder<Order> {
  return { Order: order, Reason, OpenAmount: openAmountOf(order) };
}

/** An order line together with the order it belongs to. */
export type OrderLineToMatch = MatchOrderLine & { PurchaseOrderId: string };

/** The lines invoices may be matched to: those of orders neither deleted nor cancelled. */
export function matchableOrderLines(orders: readonly MatchOrder[]): OrderLineToMatch[] {
  return orders
    .filter((order) => !order.IsDeleted && order.InvoicedStatus !== 'Cancelled')
    .flatMap((order) => order.Lines.map((line) => ({ ...line, PurchaseOrderId: order.Id })));
}

/** An invoice line as matched: an explicit order line wins, else the article code. */
export type InvoiceLineToMatch = {
  LineNumber: number;
  PurchaseOrderLineId?: string | null;
  ArticleCode?: string;
  Quantity: number;
  UnitPrice: number;
};

export const MatchFlags = [
  'PriceOutsideTolerance',
  'QuantityOutsideTolerance',
  'OverInvoiced',
  'NotReceived',
] as const;
export type MatchFlag = (typeof MatchFlags)[number];

/** One invoice line's match; OrderLine is null when no order line fits. */
export type LineMatch = {
  InvoiceLineNumber: number;
  OrderLine: { PurchaseOrderId: string; Id: string; LineNumber: number } | null;
  Quantity: number;
  /** Invoiced minus the quantity still expected (open, and in three-way also received); negative is partial invoicing. */
  QuantityDifference: number;
  /** Invoice unit price minus order unit price. */
  PriceDifference: number;
  Flags: MatchFlag[];
};

/** Matches invoice lines to order lines in order; earlier invoice lines count as invoiced for later ones. */
export function matchLines(
  invoiceLines: readonly InvoiceLineToMatch[],
  orderLines: readonly OrderLineToMatch[],
  tolerances: MatchTolerances,
): LineMatch[] {
  const invoiced = new Map(orderLines.map((line) => [line.Id, line.QuantityInvoiced]));
  return invoiceLines.map((invoiceLine) => {
    const orderLine = findOrderLine(invoiceLine, orderLines, invoiced);
    if (!orderLine) return unmatched(invoiceLine);
    const already = invoiced.get(orderLine.Id) ?? orderLine.QuantityInvoiced;
    invoiced.set(orderLine.Id, roundQuantity(already + invoiceLine.Quantity));
    return compare(invoiceLine, orderLine, already, tolerances);
  });
}

function findOrderLine(
  invoiceLine: InvoiceLineToMatch,
  orderLines: readonly OrderLineToMatch[],
  invoiced: ReadonlyMap<string, number>,
): OrderLineToMatch | undefined {
  if (invoiceLine.PurchaseOrderLineId)
    return orderLines.find((line) => line.Id === invoiceLine.PurchaseOrderLineId);
  const article = invoiceLine.ArticleCode?.trim() ?? '';
  if (article === '') return undefined;
  const sameArticle = orderLines.filter((line) => sameCode(line.ArticleCode, article));
  const stillOpen = sameArticle.find(
    (line) => line.Quantity > (invoiced.get(line.Id) ?? line.QuantityInvoiced),
  );
  return stillOpen ?? sameArticle[0];
}

function unmatched(invoiceLine: InvoiceLineToMatch): LineMatch {
  return {
    InvoiceLineNumber: invoiceLine.LineNumber,
    OrderLine: null,
    Quantity: invoiceLine.Quantity,
    QuantityDifference: 0,
    PriceDifference: 0,
    Flags: [],
  };
}

function compare(
  invoiceLine: InvoiceLineToMatch,
  orderLine: OrderLineToMatch,
  alreadyInvoiced: number,
  tolerances: MatchTolerances,
): LineMatch {
  const threeWay = tolerances.Mode === 'ThreeWay';
  const quantity = roundQuantity(invoiceLine.Quantity);
  const openOrdered = roundQuantity(orderLine.Quantity - alreadyInvoiced);
  const openReceived = roundQuantity(orderLine.QuantityReceived - alreadyInvoiced);
  const expected = Math.max(threeWay ? Math.min(openOrdered, openReceived) : openOrdered, 0);

  const flags: MatchFlag[] = [];
  if (!isPriceWithinTolerance(invoiceLine.UnitPrice, orderLine.UnitPrice, tolerances))
    flags.push('PriceOutsideTolerance');
  if (!isQuantityWithinTolerance(quantity, expected, tolerances)) flags.push('QuantityOutsideTolerance');
  if (quantity > openOrdered || (threeWay && quantity > openReceived)) flags.push('OverInvoiced');
  if (threeWay && quantity > 0 && openReceived <= 0) flags.push('NotReceived');

  return {
    InvoiceLineNumber: invoiceLine.LineNumber,
    OrderLine: {
      PurchaseOrderId: orderLine.PurchaseOrderId,
      Id: orderLine.Id,
      LineNumber: orderLine.LineNumber,
    },
    Quantity: quantity,
    QuantityDifference: roundQuantity(quantity - expected),
    PriceDifference: roundAmount(invoiceLine.UnitPrice - orderLine.UnitPrice, UNIT_PRICE_DECIMALS),
    Flags: flags,
  };
}

/** The order after invoicing the matched quantities; a cancelled order stays as it is. */
export function applyInvoicedQuantities<Line extends MatchOrderLine>(
  order: Pick<MatchOrder<Line>, 'Id' | 'InvoicedStatus' | 'Lines'>,
  matches: readonly LineMatch[],
): { Lines: Line[]; InvoicedStatus: InvoicedStatus } {
  if (order.InvoicedStatus === 'Cancelled') return { Lines: [...order.Lines], InvoicedStatus: 'Cancelled' };
  const Lines = order.Lines.map((line) => {
    const added = matches
      .filter((match) => match.OrderLine?.PurchaseOrderId === order.Id && match.OrderLine.Id === line.Id)
      .reduce((sum, match) => sum + match.Quantity, 0);
    return { ...line, QuantityInvoiced: roundQuantity(line.QuantityInvoiced + added) };
  });
  return { Lines, InvoicedStatus: invoicedStatusOf(Lines) };
}

/** Flags that keep a line from counting as matched; over-invoicing within the quantity tolerance is only a warning. */
const BLOCKING_FLAGS = [
  'PriceOutsideTolerance',
  'QuantityOutsideTolerance',
  'NotReceived',
] as const satisfies readonly MatchFlag[];

export type MatchOutcome = {
  MayContinue: boolean;
  Status: Extract<DocumentStatus, 'Wait_For_Purchase_Order_Match'> | null;
  Errors: string[];
  Warnings: string[];
};

/** Whether the document may go on, or must wait for a match because the company requires one within tolerance. */
export function matchOutcome(options: {
  PurchaseOrderMatchRequired: boolean;
  Matches: readonly LineMatch[];
}): MatchOutcome {
  const { Matches } = options;
  const Errors = Matches.flatMap(lineErrors);
  const Warnings = Matches.filter((match) => match.Flags.includes('OverInvoiced')).map(
    (match) =>
      `Coding_Purchase_Order_Over_Invoiced%%${match.InvoiceLineNumber}%%${match.QuantityDifference.toFixed(3)}`,
  );
  if (!Matches.some((match) => match.OrderLine)) Errors.unshift('Coding_Purchase_Order_Match_Not_Found');
  const matched = Errors.length === 0;
  const waits = options.PurchaseOrderMatchRequired && !matched;
  return { MayContinue: !waits, Status: waits ? 'Wait_For_Purchase_Order_Match' : null, Errors, Warnings };
}

function lineErrors(match: LineMatch): string[] {
  const line = match.InvoiceLineNumber;
  if (!match.OrderLine) return [`Coding_Purchase_Order_Line_Not_Matched%%${line}`];
  const errors: Record<(typeof BLOCKING_FLAGS)[number], string> = {
    PriceOutsideTolerance: `Coding_Purchase_Order_Price_Outside_Tolerance%%${line}%%${match.PriceDifference.toFixed(3)}`,
    QuantityOutsideTolerance: `Coding_Purchase_Order_Quantity_Outside_Tolerance%%${line}%%${match.QuantityDifference.toFixed(3)}`,
    NotReceived: `Coding_Purchase_Order_Not_Received%%${line}`,
  };
  return BLOCKING_FLAGS.filter((flag) => match.Flags.includes(flag)).map((flag) => errors[flag]);
}
