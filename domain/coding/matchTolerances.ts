import { QUANTITY_DECIMALS, roundAmount, UNIT_PRICE_DECIMALS } from '../amount/round';

/** Two-way matches invoice against order; three-way also against the quantities received on packing slips. */
export const MatchModes = ['TwoWay', 'ThreeWay'] as const;
export type MatchMode = (typeof MatchModes)[number];

/** A company's purchase-order match tolerances; percentages are 0 to 100. */
export type MatchTolerances = {
  PricePercentage: number;
  PriceAmount: number;
  QuantityPercentage: number;
  Mode: MatchMode;
};

/** No tolerance at all: prices and quantities must match exactly. */
export const EXACT_MATCH_TOLERANCES: MatchTolerances = {
  PricePercentage: 0,
  PriceAmount: 0,
  QuantityPercentage: 0,
  Mode: 'TwoWay',
};

/** The largest unit-price difference allowed: either tolerance suffices, so the larger one counts. */
export function allowedPriceDifference(orderUnitPrice: number, tolerances: MatchTolerances): number {
  const byPercentage = (Math.abs(orderUnitPrice) * tolerances.PricePercentage) / 100;
  return roundAmount(Math.max(byPercentage, tolerances.PriceAmount), UNIT_PRICE_DECIMALS);
}

/** True when the invoice's unit price is within the price tolerance of the order's, in either direction. */
export function isPriceWithinTolerance(
  invoiceUnitPrice: number,
  orderUnitPrice: number,
  tolerances: MatchTolerances,
): boolean {
  const difference = roundAmount(Math.abs(invoiceUnitPrice - orderUnitPrice), UNIT_PRICE_DECIMALS);
  return difference <= allowedPriceDifference(orderUnitPrice, tolerances);
}

/** The largest quantity that may be invoiced above the expected (open) quantity. */
export function allowedQuantityExcess(expectedQuantity: number, tolerances: MatchTolerances): number {
  const byPercentage = (Math.max(expectedQuantity, 0) * tolerances.QuantityPercentage) / 100;
  return roundAmount(byPercentage, QUANTITY_DECIMALS);
}

/** True when the invoiced quantity exceeds the expected quantity by no more than the tolerance; less is partial invoicing. */
export function isQuantityWithinTolerance(
  invoiceQuantity: number,
  expectedQuantity: number,
  tolerances: MatchTolerances,
): boolean {
  const excess = roundAmount(invoiceQuantity - expectedQuantity, QUANTITY_DECIMALS);
  return excess <= allowedQuantityExcess(expectedQuantity, tolerances);
}

/** True when an amount (e.g. an invoice's net amount against an order's open amount) is within the price tolerance. */
export function isAmountWithinTolerance(
  amount: number,
  expectedAmount: number,
  tolerances: MatchTolerances,
): boolean {
  const difference = roundAmount(Math.abs(amount - expectedAmount));
  const byPercentage = (Math.abs(expectedAmount) * tolerances.PricePercentage) / 100;
  return difference <= roundAmount(Math.max(byPercentage, tolerances.PriceAmount));
}
