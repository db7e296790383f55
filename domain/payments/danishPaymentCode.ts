import { luhnCheckDigitAfter } from '../luhn';

// The code line of a Danish payment slip: card type, payment id, creditor number, between their marks:
// "+71<000000012345678+85123456<". FIK (Fælles Indbetalingskort) card types 71, 73 and 75 name the creditor by an
// 8-digit number; the older giro card types 01, 04 and 15 by a giro account of 7 or 8 digits.
const DanishPaymentCodeForm = /^\+(01|04|15|71|73|75)<(\d*)\+(\d{7,8})<$/;

// The digits of the payment id of each card type: none for 73 and 01, which carry no id.
const PaymentIdDigits: Record<string, number> = { '01': 0, '04': 16, '15': 16, '71': 15, '73': 0, '75': 16 };

// The card types whose payment id ends in a Luhn (modulus 10) check digit.
const LuhnChecked = new Set(['71', '75']);

export type DanishPaymentCode = {
  /** The code line without its spaces: "+71<000000012345678+85123456<". */
  Code: string;
  /** Whether the payment id passes its check digit (card types 71 and 75; the others carry none we check). */
  Valid: boolean;
};

/**
 * A Danish payment slip's code line (FIK or giro card) in any spacing ("+71< 000000012345678 +85123456<"); undefined
 * when the text is not one, or when its payment id has the wrong number of digits for its card type.
 */
export function danishPaymentCodeOf(text: string): DanishPaymentCode | undefined {
  const code = text.replace(/\s+/g, '');
  const match = DanishPaymentCodeForm.exec(code);
  if (!match) return undefined;
  const [, cardType, paymentId] = match;
  if (paymentId.length !== PaymentIdDigits[cardType]) return undefined;
  const valid =
    !LuhnChecked.has(cardType) || luhnCheckDigitAfter(paymentId.slice(0, -1)) === Number(paymentId.slice(-1));
  return { Code: code, Valid: valid };
}
