import {
  amountToPay,
  duplicatePayments,
  ibanCheckOf,
  lineFlags,
  openAmount,
  type Payable,
  payeeIban,
  planPayments,
  proposePayments,
  settles,
} from './payables';

const vendorIban = 'NL91ABNA0417164300';
const otherIban = 'DE89370400440532013000';

function payable(overrides: Partial<Payable> = {}): Payable {
  return {
    DocumentId: 'd1',
    RelationId: 'v1',
    RelationName: 'Vendor',
    DocumentNumber: 'INV-1',
    IsCreditNote: false,
    GrossAmount: 121,
    Currency: 'EUR',
    DueDate: '2026-11-30',
    DiscountDate: null,
    DiscountAmount: 0,
    AmountPaid: 0,
    DocumentIban: '',
    VendorIbans: [vendorIban],
    VendorBankAccountConfirmed: true,
    ...overrides,
  };
}

describe('the IBAN check of a document to pay', () => {
  it("is Ok for the vendor's own account, from the document or the vendor", () => {
    expect(ibanCheckOf(payable())).toBe('Ok');
    expect(ibanCheckOf(payable({ DocumentIban: 'nl91 abna 0417 1643 00' }))).toBe('Ok');
    expect(payeeIban(payable({ DocumentIban: 'nl91 abna 0417 1643 00' }))).toBe(vendorIban);
  });

  it("flags an IBAN on the document that is not among the vendor's accounts", () => {
    expect(ibanCheckOf(payable({ DocumentIban: otherIban }))).toBe('DiffersFromVendor');
  });

  it('is Unconfirmed while the vendor has a bank-account change nobody confirmed', () => {
    expect(ibanCheckOf(payable({ VendorBankAccountConfirmed: false }))).toBe('Unconfirmed');
  });

  it('is Missing without any account, Invalid for an account that is no valid IBAN', () => {
    expect(ibanCheckOf(payable({ VendorIbans: [] }))).toBe('Missing');
    expect(ibanCheckOf(payable({ DocumentIban: 'NL91ABNA0417164301' }))).toBe('Invalid');
  });
});

describe('the fraud flags of a line', () => {
  it("flags an IBAN the vendor does not know, and a vendor's unconfirmed change", () => {
    const vendor = { Ibans: [vendorIban], BankAccountConfirmed: true };
    expect(lineFlags(vendorIban, vendor)).toEqual([]);
    expect(lineFlags(otherIban, vendor)).toEqual(['IbanDiffersFromVendor']);
    expect(lineFlags(vendorIban, { ...vendor, BankAccountConfirmed: false })).toEqual([
      'BankAccountUnconfirmed',
    ]);
    expect(lineFlags(vendorIban, null)).toEqual(['IbanDiffersFromVendor']);
  });
});

describe('the amount to pay', () => {
  const discounted = payable({ GrossAmount: 100, DiscountAmount: 2, DiscountDate: '2026-11-27' });

  it('is the gross amount less a discount still open on the payment date', () => {
    expect(amountToPay(discounted, '2026-11-27')).toBe(98);
    expect(amountToPay(discounted, '2026-11-28')).toBe(100);
  });

  it('is negative for a credit note', () => {
    expect(amountToPay(payable({ IsCreditNote: true, GrossAmount: -20 }), '2026-11-27')).toBe(-20);
  });

  it('is the open amount of a part-paid document, which has lost its discount', () => {
    const partPaid = { ...discounted, AmountPaid: 30.1 };
    expect(amountToPay(partPaid, '2026-11-27')).toBe(69.9);
    expect(amountToPay(partPaid, '2026-11-28')).toBe(69.9);
    expect(amountToPay(payable({ IsCreditNote: true, GrossAmount: -20, AmountPaid: 5 }), '2026-11-27')).toBe(
      -15,
    );
  });

  it('is never below zero', () => {
    expect(amountToPay(payable({ GrossAmount: 100, AmountPaid: 120 }), '2026-11-27')).toBe(0);
    expect(openAmount(10, 0, 12)).toBe(0);
  });
});

describe('the open amount and whether a payment settles it', () => {
  it('is the gross less what was paid, less the discount only while nothing was paid', () => {
    expect(openAmount(-121, 0)).toBe(121);
    expect(openAmount(121, 0, 2.42)).toBe(118.58);
    expect(openAmount(121, 21, 2.42)).toBe(100);
    expect(openAmount(0.3, 0.1)).toBe(0.2);
  });

  it('settles a document when the payment reaches the open amount, in cents', () => {
    expect(settles(121, 0, 0, 121)).toBe(true);
    expect(settles(121, 0, 0, 120.99)).toBe(false);
    expect(settles(121, 0, 2.42, 118.58)).toBe(true);
    // Part-paid: the discount is gone, the rest must be paid in full.
    expect(settles(121, 21, 2.42, 97.58)).toBe(false);
    expect(settles(121, 21, 2.42, 100)).toBe(true);
    expect(settles(0.3, 0.1, 0, 0.2)).toBe(true);
    expect(settles(121, 0, 0, 130)).toBe(true);
  });

  it('nets credit notes against the open amount of a part-paid invoice', () => {
    const invoice = payable({ DocumentId: 'i', GrossAmount: 100, AmountPaid: 60 });
    const credit = payable({ DocumentId: 'c', IsCreditNote: true, GrossAmount: -50, DocumentNumber: 'CN-1' });
    // 40 open cannot absorb a credit note of 50: refused.
    expect(planPayments([invoice, credit], '2026-11-27', true).refused).toEqual(['CN-1']);
    const smaller = { ...credit, GrossAmount: -30 };
    expect(planPayments([invoice, smaller], '2026-11-27', true).payments).toEqual([
      { DocumentId: 'i', Amount: 10, NettedDocumentIds: ['c'] },
    ]);
  });
});

describe('the proposal', () => {
  const today = '2026-11-25';
  const rows = [
    payable({ DocumentId: 'late', DueDate: '2026-12-10' }),
    payable({ DocumentId: 'due', DueDate: '2026-11-26' }),
    payable({ DocumentId: 'discount', DueDate: '2026-12-20', DiscountAmount: 3, DiscountDate: '2026-11-27' }),
    payable({ DocumentId: 'expired', DueDate: '2026-12-20', DiscountAmount: 3, DiscountDate: '2026-11-20' }),
    payable({ DocumentId: 'unconfirmed', DueDate: '2026-11-26', VendorBankAccountConfirmed: false }),
    payable({ DocumentId: 'credit', DueDate: '2026-11-26', IsCreditNote: true }),
  ];

  it('takes what is due before the date and open discounts expiring before it, discounts first', () => {
    expect(proposePayments(rows, '2026-11-28', today)).toEqual(['discount', 'due']);
  });

  it('leaves out accounts that do not check Ok, credit notes, and what is due later', () => {
    expect(proposePayments(rows, '2026-11-26', today)).toEqual([]);
  });
});

describe('netting credit notes', () => {
  const invoice = payable({ DocumentId: 'i1', GrossAmount: 100 });
  const big = payable({ DocumentId: 'i2', DocumentNumber: 'INV-2', GrossAmount: 300 });
  const credit = payable({ DocumentId: 'c1', DocumentNumber: 'CN-1', IsCreditNote: true, GrossAmount: -50 });

  it("sets a credit note off against the vendor's largest invoice when the company nets", () => {
    expect(planPayments([invoice, big, credit], '2026-11-27', true)).toEqual({
      payments: [
        { DocumentId: 'i1', Amount: 100, NettedDocumentIds: [] },
        { DocumentId: 'i2', Amount: 250, NettedDocumentIds: ['c1'] },
      ],
      refused: [],
    });
  });

  it('refuses a credit note without netting, or without an invoice of the vendor that stays above zero', () => {
    expect(planPayments([invoice, credit], '2026-11-27', false).refused).toEqual(['CN-1']);
    const other = payable({ ...credit, RelationId: 'v2' });
    expect(planPayments([invoice, other], '2026-11-27', true).refused).toEqual(['CN-1']);
    const larger = payable({ ...credit, GrossAmount: -100 });
    expect(planPayments([invoice, larger], '2026-11-27', true).refused).toEqual(['CN-1']);
  });
});

describe('the duplicate guard (Payment_Batch_Duplicate_Payment)', () => {
  const paid = { RelationId: 'v1', DocumentNumber: 'INV-1', Amount: 121 };

  it('refuses the same vendor, invoice number and amount in a second batch', () => {
    expect(duplicatePayments([{ ...paid, DocumentNumber: ' inv-1 ' }], [paid])).toEqual([' inv-1 ']);
  });

  it('refuses the same invoice twice within one batch', () => {
    expect(duplicatePayments([paid, paid], [])).toEqual(['INV-1']);
  });

  it('lets another vendor, another number, another amount or an unnumbered document pass', () => {
    const candidates = [
      { ...paid, RelationId: 'v2' },
      { ...paid, DocumentNumber: 'INV-2' },
      { ...paid, Amount: 122 },
      { ...paid, DocumentNumber: '' },
    ];
    expect(duplicatePayments(candidates, [paid, { ...paid, DocumentNumber: '' }])).toEqual([]);
  });
});
