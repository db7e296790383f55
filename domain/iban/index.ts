export { bicFromIban } from './bicFromIban';
export { correctOcrLookalikes } from './correctOcrLookalikes';
export type { BicMessageKey, IbanMessageKey } from './messages';
export { hasIbanLabel, normalizeIban, printFormatIban } from './normalizeIban';
export { isQrIban } from './qrIban';
export { type BicValidationResult, normalizeBic, validateBic } from './validateBic';
export {
  type IbanValidationOptions,
  type IbanValidationResult,
  isValidIban,
  toElectronicIban,
  validateIban,
} from './validateIban';
