import { normalizeIban, validateIban } from '../iban/index';

/** How a payable's bank account checks out against its vendor (the Documents To Pay column). */
export const IbanChecks = ['Ok', 'Unconfirmed', 'DiffersFromVendor', 'Missing', 'Invalid'] as const;
export type IbanCheck = (typeof IbanChecks)[number];

/** Fraud flags a batch line shows: an account not among the vendor's, or the vendor's change not yet confirmed. */
export type PaymentLineFlag = 'IbanDiffersFromVendor' | 'BankAccountUnconfirmed';

/** What the rules need of an approved, unpaid document and its vendor. */
export type Payable = {
  DocumentId: string;
  RelationId: string | null;
  RelationName: string;
  DocumentNumber: string;
  IsCreditNote: boolean;
  GrossAmount: number;
  Currency: string;
  DueDate: string | null;
  DiscountDate: string | null;
  DiscountAmount: number;
  /** The IBAN on the document ('' when none was read). */
  DocumentIban: string;
  /** The vendor's known accounts, normalised; empty without a vendor. */
  VendorIbans: readonly string[];
  VendorBankAccountConfirmed: boolean;
};

const cents = (amount: number) => Math.round(amount * 100);

/** The account to pay: the document's own, else the vendor's first. */
export function payeeIban(payable: Payable): string {
  return payable.DocumentIban.trim() !== ''
    ? normalizeIban(payable.DocumentIban)
    : (payable.VendorIbans[0] ?? '');
}

/** The IBAN column: Missing, Invalid, Unconfirmed (vendor's change awaits a second user), DiffersFromVendor, Ok. */
export function ibanCheckOf(payable: Payable): IbanCheck {
  const iban = payeeIban(payable);
  if (iban === '') return 'Missing';
  const result = validateIban(iban);
  if (!result.valid || !result.iban) return 'Invalid';
  if (payable.RelationId && !payable.VendorBankAccountConfirmed) return 'Unconfirmed';
  if (!payable.VendorIbans.includes(result.iban)) return 'DiffersFromVendor';
  return 'Ok';
}

/** The fraud flags of a line paying `iban` to this vendor. */
export function lineFlags(
  iban: string,
  vendor: { Ibans: readonly string[]; BankAccountConfirmed: boolean } | null,
): PaymentLineFlag[] {
  const flags: PaymentLineFlag[] = [];
  if (!vendor?.Ibans.includes(normalizeIban(iban))) flags.push('IbanDiffersFromVendor');
  if (vendor && !vendor.BankAccountConfirmed) flags.push('BankAccountUnconfirmed');
  return flags;
}

/** Whether the payment discount still applies when paying on `payDate` (yyyy-mm-dd). */
export const discountApplies = (payable: Payable, payDate: string): boolean =>
  payable.DiscountAmount > 0 && payable.DiscountDate !== null && payable.DiscountDate >= payDate;

/** What to pay on `payDate`: the gross amount less a discount still open; a credit note counts negative. */
export function amountToPay(payable: Payable, payDate: string): number {
  const gross = Math.abs(payable.GrossAmount);
  const discount = discountApplies(payable, payDate) ? Math.abs(payable.DiscountAmount) : 0;
  const amount = (cents(gross) - cents(discount)) / 100;
  return payable.IsCreditNote ? -amount : amount;
}

/**
 * The proposal: what must be paid before `payBefore` (due before it, or a discount that expires before it and is
 * still open on `today`), only payables whose account checks Ok; discounts first (earliest expiry), then by due date.
 */
export function proposePayments(payables: readonly Payable[], payBefore: string, today: string): string[] {
  const discounted = (payable: Payable) =>
    discountApplies(payable, today) && (payable.DiscountDate ?? '') < payBefore;
  const chosen = payables.filter(
    (payable) =>
      !payable.IsCreditNote &&
      ibanCheckOf(payable) === 'Ok' &&
      (discounted(payable) || (payable.DueDate !== null && payable.DueDate < payBefore)),
  );
  const key = (payable: Payable) =>
    discounted(payable) ? `0${payable.DiscountDate}` : `1${payable.DueDate ?? '9999-12-31'}`;
  return chosen.sort((a, b) => key(a).localeCompare(key(b))).map((payable) => payable.DocumentId);
}

/** One payment of a batch: a document, with the credit notes netted into it. */
export type PlannedPayment = { DocumentId: string; Amount: number; NettedDocumentIds: string[] };

/**
 * The payments for the chosen documents. A credit note cannot be paid on its own (a transfer is never negative):
 * with netting on, each is set off against an invoice of the same vendor that stays above zero, largest first;
 * one that finds none, or any credit note without netting, is refused with its number.
 */
export function planPayments(
  payables: readonly Payable[],
  payDate: string,
  netCreditNotes: boolean,
): { payments: PlannedPayment[]; refused: string[] } {
  const payments = payables
    .filter((payable) => !payable.IsCreditNote)
    .map((payable) => ({
      payable,
      payment: {
        DocumentId: payable.DocumentId,
        Amount: amountToPay(payable, payDate),
        NettedDocumentIds: [],
      },
    }));
  const refused: string[] = [];
  for (const credit of payables.filter((payable) => payable.IsCreditNote)) {
    const amount = -amountToPay(credit, payDate);
    const target = netCreditNotes
      ? payments
          .filter(
            ({ payable, payment }) =>
              credit.RelationId !== null &&
              payable.RelationId === credit.RelationId &&
              payable.Currency === credit.Currency &&
              cents(payment.Amount) > cents(amount),
          )
          .sort((a, b) => b.payment.Amount - a.payment.Amount)[0]
      : undefined;
    if (!target) {
      refused.push(credit.DocumentNumber);
      continue;
    }
    target.payment.Amount = (cents(target.payment.Amount) - cents(amount)) / 100;
    (target.payment.NettedDocumentIds as string[]).push(credit.DocumentId);
  }
  return { payments: payments.map(({ payment }) => payment), refused };
}

/** What identifies one invoice of a vendor for the duplicate guard. */
export type PaymentIdentity = { RelationId: string | null; DocumentNumber: string; Amount: number };

const identityKey = (payment: PaymentIdentity) =>
  `${payment.RelationId ?? ''}|${payment.DocumentNumber.trim().toLowerCase()}|${cents(Math.abs(payment.Amount))}`;

/**
 * The duplicate guard: the same vendor, invoice number and amount paid twice (in an earlier batch, or twice in
 * this one) is refused — a document uploaded twice must not be paid twice. Answers the duplicates' numbers.
 */
export function duplicatePayments(
  candidates: readonly PaymentIdentity[],
  existing: readonly PaymentIdentity[],
): string[] {
  const seen = new Set(existing.filter((one) => one.DocumentNumber.trim() !== '').map(identityKey));
  const duplicates: string[] = [];
  for (const candidate of candidates) {
    if (candidate.DocumentNumber.trim() === '') continue;
    const key = identityKey(candidate);
    if (seen.has(key)) duplicates.push(candidate.DocumentNumber);
    seen.add(key);
  }
  return duplicates;
}
