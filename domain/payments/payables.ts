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
  /** What has been paid of the gross amount so far (absolute; 0 for an unpaid document). */
  AmountPaid: number;
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

/**
 * The open amount of a document of `grossAbs` (absolute) of which `paidSoFar` is paid: what is left, less
 * `discount` — the payment discount counts only while nothing has been paid yet (a part-paid invoice has lost its
 * discount: the discount is a reward for paying the whole in time). Never below zero; in cents, so exact.
 */
export function openAmount(grossAbs: number, paidSoFar: number, discount = 0): number {
  const paid = Math.abs(paidSoFar);
  const lessDiscount = cents(paid) === 0 ? cents(Math.abs(discount)) : 0;
  return Math.max(0, cents(Math.abs(grossAbs)) - cents(paid) - lessDiscount) / 100;
}

/**
 * Whether paying `paying` settles the document: it pays at least the open amount (in cents). A payment that pays
 * less leaves the document unpaid, payable again for the rest (without the discount).
 */
export const settles = (
  grossAbs: number,
  paidSoFar: number,
  discountApplied: number,
  paying: number,
): boolean => cents(Math.abs(paying)) >= cents(openAmount(grossAbs, paidSoFar, discountApplied));

/** The discount taken when paying on `payDate`: only while it is open and nothing has been paid yet. */
export const discountTaken = (payable: Payable, payDate: string): number =>
  discountApplies(payable, payDate) && cents(payable.AmountPaid) === 0 ? Math.abs(payable.DiscountAmount) : 0;

/**
 * What to pay on `payDate`: the open amount — the gross amount less what was paid already, less a discount still
 * open (only while nothing was paid); a credit note counts negative.
 */
export function amountToPay(payable: Payable, payDate: string): number {
  const amount = openAmount(payable.GrossAmount, payable.AmountPaid, discountTaken(payable, payDate));
  return payable.IsCreditNote ? -amount : amount;
}

/**
 * The proposal: what must be paid before `payBefore` (due before it, or a discount that expires before it and is
 * still open on `today`), only payables whose account checks Ok; discounts first (earliest expiry), then by due date.
 */
export function proposePayments(payables: readonly Payable[], payBefore: string, today: string): string[] {
  const discounted = (payable: Payable) =>
    discountTaken(payable, today) > 0 && (payable.DiscountDate ?? '') < payBefore;
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
