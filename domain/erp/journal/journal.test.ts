import {
  balanceOf,
  type JournalCodingLine,
  type JournalDocument,
  type JournalLine,
  journalOf,
} from './journal';

function document(overrides: Partial<JournalDocument> = {}): JournalDocument {
  return {
    DocumentType: 'PurchaseInvoice',
    InvoiceType: 'Debit',
    Journal: 'INK',
    LedgerEntryNumber: 2024000007,
    DocumentDate: '2024-03-01',
    Period: '2024-03',
    RelationCode: 'V100',
    DocumentNumber: 'F-42',
    Description: 'Office supplies',
    Currency: 'EUR',
    RelationAccount: '1600',
    GeneralLedger: '',
    NetAmount: 0,
    VatAmount: 0,
    Dimension1: '',
    Dimension2: '',
    Dimension3: '',
    Dimension4: '',
    Dimension5: '',
    Project: '',
    ...overrides,
  };
}

function line(overrides: Partial<JournalCodingLine> = {}): JournalCodingLine {
  return {
    Description: 'Paper',
    GeneralLedger: '4300',
    VatCode: 'H21',
    NetAmount: 100,
    VatAmount: 21,
    CostCenter: 'KP1',
    Dimension1: 'D1',
    Dimension2: '',
    Dimension3: '',
    Dimension4: '',
    Dimension5: '',
    Project: 'P1',
    ...overrides,
  };
}

/** Line type, ledger, VAT code, debit and credit in units: what a bookkeeper reads off the export. */
const booked = (lines: JournalLine[]) =>
  lines.map((l) => [l.LineType, l.LedgerCode, l.VatCode, l.DebitCents / 100, l.CreditCents / 100]);

const lines = [
  line(),
  line({ Description: 'Coffee', GeneralLedger: '4310', VatCode: 'H9', NetAmount: 50, VatAmount: 4.5 }),
  line({ Description: 'Toner', GeneralLedger: '4300', NetAmount: 10.1, VatAmount: 2.12 }),
];

describe('the journal entry of a posted document', () => {
  it('debits costs and VAT per VAT code of a purchase invoice and credits the creditor with the total', () => {
    const journal = journalOf(document(), lines);
    expect(booked(journal)).toEqual([
      ['Relation', '1600', '', 0, 187.72],
      ['Ledger', '4300', 'H21', 100, 0],
      ['Ledger', '4310', 'H9', 50, 0],
      ['Ledger', '4300', 'H21', 10.1, 0],
      ['Vat', '', 'H21', 23.12, 0],
      ['Vat', '', 'H9', 4.5, 0],
    ]);
    expect(balanceOf(journal)).toBe(0);
  });

  it('repeats the header on every line and keeps the coding of each line', () => {
    const [relation, ledger] = journalOf(document(), lines);
    expect(relation).toMatchObject({
      Journal: 'INK',
      EntryNumber: 2024000007,
      Date: '2024-03-01',
      Period: '2024-03',
      RelationCode: 'V100',
      DocumentNumber: 'F-42',
      Description: 'Office supplies',
      Currency: 'EUR',
      CostCenter: '',
    });
    expect(ledger).toMatchObject({
      Description: 'Paper',
      CostCenter: 'KP1',
      Dimension1: 'D1',
      Project: 'P1',
    });
  });

  it('credits revenue and VAT of a sales invoice and debits the debtor', () => {
    const journal = journalOf(document({ DocumentType: 'SalesInvoice', RelationAccount: '1300' }), [line()]);
    expect(booked(journal)).toEqual([
      ['Relation', '1300', '', 121, 0],
      ['Ledger', '4300', 'H21', 0, 100],
      ['Vat', '', 'H21', 0, 21],
    ]);
  });

  it('books a credit note the other way round, stored with negative or with positive amounts', () => {
    const negative = lines.map((l) => ({ ...l, NetAmount: -l.NetAmount, VatAmount: -l.VatAmount }));
    const expected = [
      ['Relation', '1600', '', 187.72, 0],
      ['Ledger', '4300', 'H21', 0, 100],
      ['Ledger', '4310', 'H9', 0, 50],
      ['Ledger', '4300', 'H21', 0, 10.1],
      ['Vat', '', 'H21', 0, 23.12],
      ['Vat', '', 'H9', 0, 4.5],
    ];
    expect(booked(journalOf(document({ InvoiceType: 'Credit' }), negative))).toEqual(expected);
    expect(booked(journalOf(document({ InvoiceType: 'Credit' }), lines))).toEqual(expected);
    expect(booked(journalOf(document({ InvoiceType: 'Debit' }), negative))).toEqual(expected);
  });

  it('moves a discount line to the other column, so no amount is negative', () => {
    const journal = journalOf(document(), [line(), line({ NetAmount: -10, VatAmount: -2.1 })]);
    expect(booked(journal)).toEqual([
      ['Relation', '1600', '', 0, 108.9],
      ['Ledger', '4300', 'H21', 100, 0],
      ['Ledger', '4300', 'H21', 0, 10],
      ['Vat', '', 'H21', 18.9, 0],
    ]);
    expect(journal.every((l) => l.DebitCents >= 0 && l.CreditCents >= 0)).toBe(true);
  });

  it('leaves out VAT lines without VAT and books a document without coding lines on its header coding', () => {
    expect(booked(journalOf(document(), [line({ VatCode: 'H0', VatAmount: 0 })]))).toEqual([
      ['Relation', '1600', '', 0, 100],
      ['Ledger', '4300', 'H0', 100, 0],
    ]);
    const uncoded = document({ GeneralLedger: '4999', NetAmount: 80, VatAmount: 16.8, Dimension1: 'X' });
    const journal = journalOf(uncoded, []);
    expect(booked(journal)).toEqual([
      ['Relation', '1600', '', 0, 96.8],
      ['Ledger', '4999', '', 80, 0],
      ['Vat', '', '', 16.8, 0],
    ]);
    expect(journal[1]).toMatchObject({ Dimension1: 'X', Description: 'Office supplies' });
  });

  it('balances whatever the amounts, cent for cent', () => {
    const odd = [0.1, 0.2, 0.7, 1.005, 33.333, 99.99].map((amount, index) =>
      line({ NetAmount: amount, VatAmount: amount * 0.21, VatCode: `V${index % 2}` }),
    );
    for (const type of ['PurchaseInvoice', 'SalesInvoice'] as const)
      for (const invoiceType of ['Debit', 'Credit'])
        expect(balanceOf(journalOf(document({ DocumentType: type, InvoiceType: invoiceType }), odd))).toBe(0);
  });
});
