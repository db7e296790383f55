export { evaluateAmountExpression } from './calculator';
export {
  type AmountLocale,
  CURRENCY_SYMBOLS,
  currencySymbol,
  formatAmount,
  formatCurrencyAmount,
  formatQuantity,
  formatTaxPercentage,
  formatUnitPrice,
  toAmountLocale,
} from './format';
export { type PrintedAmount, parseAmount, parsePrintedAmount } from './parse';
export {
  AMOUNT_DECIMALS,
  QUANTITY_DECIMALS,
  roundAmount,
  roundQuantity,
  TAX_PERCENTAGE_DECIMALS,
  UNIT_PRICE_DECIMALS,
} from './round';
