import type { EInvoiceAllowanceCharge } from './types';
import { all, attr, first, num, text, type XNode } from './xml';

function amountOf(node: XNode | undefined, name: string, currency: string | null, unsigned: boolean) {
  const el = first(node, name);
  const value = num(el);
  return {
    Amount: value !== null && unsigned ? Math.abs(value) : value,
    AmountCurrency: attr(el, 'currencyID') ?? currency,
  };
}

/**
 * Document-level allowances and charges of a CII settlement, including logistics service charges.
 * `signedAllowances`: ZUGFeRD 1.0 writes allowances with a minus sign, which the model expresses by IsCharge.
 */
export function ciiAllowanceCharges(
  settlement: XNode | undefined,
  currency: string | null,
  signedAllowances: boolean,
): EInvoiceAllowanceCharge[] {
  const allowanceCharges = all(settlement, 'SpecifiedTradeAllowanceCharge').map((ac) => ({
    IsCharge: text(ac, 'ChargeIndicator', 'Indicator')?.toLowerCase() === 'true',
    Description: text(ac, 'Reason') ?? text(ac, 'ReasonCode'),
    Percentage: num(ac, 'CalculationPercent'),
    ...amountOf(ac, 'ActualAmount', currency, signedAllowances),
  }));
  const logistics = all(settlement, 'SpecifiedLogisticsServiceCharge').map((charge) => ({
    IsCharge: true,
    Description: text(charge, 'Description'),
    Percentage: null,
    ...amountOf(charge, 'AppliedAmount', currency, signedAllowances),
  }));
  return [...allowanceCharges, ...logistics];
}
