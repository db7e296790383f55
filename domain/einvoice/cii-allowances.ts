import type { EInvoiceAllowanceCharge } from './types';
import { all, attr, first, num, text, type XNode } from './xml';

function amountOf(node: XNode | undefined, name: string, currency: string | null) {
  const el = first(node, name);
  const value = num(el);
  // ZUGFeRD 1.0 writes allowances with a minus sign; the model keeps the direction in IsCharge.
  return {
    Amount: value === null ? null : Math.abs(value),
    AmountCurrency: attr(el, 'currencyID') ?? currency,
  };
}

/** Document-level allowances and charges of a CII settlement, including logistics service charges. */
export function ciiAllowanceCharges(
  settlement: XNode | undefined,
  currency: string | null,
): EInvoiceAllowanceCharge[] {
  const allowanceCharges = all(settlement, 'SpecifiedTradeAllowanceCharge').map((ac) => ({
    IsCharge: text(ac, 'ChargeIndicator', 'Indicator')?.toLowerCase() === 'true',
    Description: text(ac, 'Reason') ?? text(ac, 'ReasonCode'),
    Percentage: num(ac, 'CalculationPercent'),
    ...amountOf(ac, 'ActualAmount', currency),
  }));
  const logistics = all(settlement, 'SpecifiedLogisticsServiceCharge').map((charge) => ({
    IsCharge: true,
    Description: text(charge, 'Description'),
    Percentage: null,
    ...amountOf(charge, 'AppliedAmount', currency),
  }));
  return [...allowanceCharges, ...logistics];
}
