/** Amounts are kept with 2 decimals (spec §9). */
export const AMOUNT_DECIMALS = 2;
/** Quantities are kept with up to 3 decimals. */
export const QUANTITY_DECIMALS = 3;
/** Unit prices are shown with 3 decimals. */
export const UNIT_PRICE_DECIMALS = 3;
/** Tax percentages are shown with 2 decimals. */
export const TAX_PERCENTAGE_DECIMALS = 2;

// Beyond this magnitude a double has no fractional digits left to round.
const NO_FRACTION_LIMIT = 1e15;

/** Rounds half away from zero to `decimals` places, so 1.005 becomes 1.01 despite its binary value 1.00499…. */
export function roundAmount(value: number, decimals: number = AMOUNT_DECIMALS): number {
  if (!Number.isFinite(value) || Math.abs(value) >= NO_FRACTION_LIMIT) return value;
  // 15 significant digits drop the binary noise; shifting through the exponent avoids a lossy multiplication.
  const [mantissa, exponent = '0'] = Math.abs(value).toPrecision(15).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const rounded = Number(`${shifted}e-${decimals}`);
  // Normalise -0 so formatting never shows "-0,00".
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds a quantity to 3 decimals. */
export function roundQuantity(value: number): number {
  return roundAmount(value, QUANTITY_DECIMALS);
}
