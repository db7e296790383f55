import { parseAmount, roundAmount } from '../amount';
import { type IsoDate, toDateOnly } from '../date';

/** Empty means nothing entered: null, undefined, blank text, an empty list or NaN. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/** A number from a number or from amount text (one amount parser everywhere); null otherwise. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? parseAmount(value) : null;
}

/** A calendar date from an ISO date or date-time (Dutch midnight counts as the next day); null otherwise. */
export function toDate(value: unknown): IsoDate | null {
  return typeof value === 'string' || value instanceof Date ? toDateOnly(value) : null;
}

/** Text of a scalar value, for length and list checks. */
export function toText(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** A list value; a single value counts as a list of one, nothing as an empty list. */
export function toList(value: unknown): readonly unknown[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** True when two numbers differ by no more than the tolerance, ignoring binary noise (1.01 − 1.00). */
export function isWithin(difference: number, tolerance: number): boolean {
  return roundAmount(Math.abs(difference), 6) <= tolerance;
}
