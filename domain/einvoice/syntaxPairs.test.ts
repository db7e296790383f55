// One invoice written in two syntaxes must give the same business terms, whichever syntax it arrives in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusPath } from '../../tests/corpora/path';
import { type ElectronicInvoice, parseEInvoice } from './index';

const corpus = corpusPath('einvoices');
const read = (file: string) => parseEInvoice(readFileSync(path.join(corpus, file), 'utf8'));

/** The business terms a verifier and the import rely on. */
function businessTerms(inv: ElectronicInvoice) {
  const payment = inv.PaymentMeans[0];
  return {
    Id: inv.Id,
    InvoiceDate: inv.InvoiceDate,
    DueDate: inv.DueDate,
    Currency: inv.Currency,
    BuyerReference: inv.BuyerReference,
    PurchaseOrder: inv.Order.PurchaseId,
    SupplierName: inv.Supplier.Name,
    SupplierRegistrationName: inv.Supplier.RegistrationName,
    SupplierTradingName: inv.Supplier.TradingName,
    SupplierVat: inv.Supplier.TaxSchemeCompanies[0] ?? null,
    CustomerName: inv.Customer.Name,
    CustomerTradingName: inv.Customer.TradingName,
    MonetaryTotal: inv.MonetaryTotal,
    TaxTotal: inv.TaxTotal,
    VatLines: inv.VatLines,
    Iban: payment?.PayeeAccount ?? null,
    PaymentId: payment?.Id ?? null,
    Lines: inv.Lines.map((l) => ({
      Id: l.Id,
      ItemId: l.ItemId,
      ItemName: l.ItemName,
      Quantity: l.Quantity,
      PriceAmount: l.PriceAmount,
      LineExtensionAmount: l.LineExtensionAmount,
      ItemTaxPercentage: l.ItemTaxPercentage,
    })),
    AllowanceCharges: inv.AllowanceCharges.map((ac) => [ac.IsCharge, ac.Amount, ac.Percentage]),
  };
}

type Terms = Record<string, unknown>;

// Leaves out the terms (dotted paths such as `Lines.1.ItemName`) in which the two files really differ.
function without(terms: Terms, paths: string[]): Terms {
  const copy: Terms = structuredClone(terms);
  for (const dotted of paths) {
    const keys = dotted.split('.');
    const last = keys.pop() ?? '';
    let node: unknown = copy;
    for (const key of keys) node = (node as Terms | undefined)?.[key];
    if (node && typeof node === 'object') delete (node as Terms)[last];
  }
  return copy;
}

type Pair = { a: string; b: string; differs?: Record<string, string> };

// The CEN EN 16931 examples exist in CII and UBL; where the two files of an example disagree, the table says how.
const PAIRS: Pair[] = [
  {
    a: 'en16931/cii-examples/CII_example1.xml',
    b: 'en16931/ubl-examples/ubl-tc434-example1.xml',
    differs: {
      'Lines.1.ItemName': "the UBL file writes 'PKAAS' for 'KAAS'",
      'Lines.12.ItemName': "the UBL file writes 'PK CHOCOLADEMEL' for 'PK CHOCOLADEMELK'",
    },
  },
  {
    a: 'en16931/cii-examples/CII_example2.xml',
    b: 'en16931/ubl-examples/ubl-tc434-example2.xml',
    differs: { 'Lines.0.Quantity': 'the UBL file bills 2 laptops for the price of 1' },
  },
  {
    a: 'en16931/cii-examples/CII_example3.xml',
    b: 'en16931/ubl-examples/guide-example3.xml',
    differs: { Lines: 'the UBL file splits the subscription into two lines of 400' },
  },
  { a: 'en16931/cii-examples/CII_example4.xml', b: 'en16931/ubl-examples/ubl-tc434-example4.xml' },
  { a: 'en16931/cii-examples/CII_example5.xml', b: 'en16931/ubl-examples/ubl-tc434-example5.xml' },
  { a: 'en16931/cii-examples/CII_example6.xml', b: 'en16931/ubl-examples/ubl-tc434-example6.xml' },
  {
    a: 'en16931/cii-examples/CII_example7.xml',
    b: 'en16931/ubl-examples/ubl-tc434-example7.xml',
    differs: {
      InvoiceDate: 'the files carry different issue dates',
      TaxTotal: 'the CII file leaves out the zero VAT total of this VAT-free invoice',
    },
  },
  { a: 'en16931/cii-examples/CII_example8.xml', b: 'en16931/ubl-examples/ubl-tc434-example8.xml' },
  {
    a: 'en16931/cii-examples/CII_example9.xml',
    b: 'en16931/ubl-examples/ubl-tc434-example9.xml',
    differs: { DueDate: 'the due dates differ by a day' },
  },
  {
    a: 'en16931/cii-examples/CII_business_example_01.xml',
    b: 'en16931/ubl-examples/guide-example2.xml',
    differs: { 'Lines.0.Quantity': 'the UBL file bills 2 laptops for the price of 1' },
  },
];

describe.each(PAIRS)('$a and $b', ({ a, b, differs = {} }) => {
  it('give the same business terms', () => {
    const [first, second] = [read(a), read(b)];
    expect(first.Format).not.toBe(second.Format);
    const left = Object.keys(differs);
    expect(without(businessTerms(first), left)).toEqual(without(businessTerms(second), left));
  });
});

describe('names of the parties', () => {
  it('are the legal names in both syntaxes, with the trading names beside them (CEN example 5)', () => {
    for (const inv of [read(PAIRS[4].a), read(PAIRS[4].b)]) {
      expect(inv.Supplier).toMatchObject({
        Name: 'SellerCompany',
        RegistrationName: 'SellerCompany',
        TradingName: 'SelCo',
      });
      expect(inv.Customer).toMatchObject({ Name: 'Buyercompany ltd', TradingName: 'Buyco' });
    }
  });

  it('are the legal names when only UBL gives a trading name (CEN examples 7 and 8)', () => {
    expect(read(PAIRS[6].b).Supplier).toMatchObject({
      Name: 'The Sellercompany Incorporated',
      TradingName: 'Civic Service Centre',
    });
    expect(read(PAIRS[7].a).Supplier).toMatchObject({ Name: 'Enexis B.V.', TradingName: 'Enexis' });
  });
});

describe('identifiers', () => {
  it('keep their inner spaces: the invoice number 018304 / 28865 stays as written', () => {
    const inv = read('en16931/ubl-examples/ubl-tc434-creditnote1.xml');
    expect(inv.Id).toBe('018304 / 28865');
    expect(inv.BuyerReference).toBe('018304 / 28865');
  });

  it('keep their inner spaces in a payment reference, while the IBAN is read in its electronic format', () => {
    const cii = read('en16931/cii-examples/CII_example9.xml');
    expect(cii.PaymentMeans[0]).toMatchObject({
      Id: '2015 0483 0000 0000',
      PayeeAccount: 'NL13RABO0377815500',
    });
    // CII_example1 writes its IBAN as "NL57 RABO 0107307510".
    expect(read('en16931/cii-examples/CII_example1.xml').PaymentMeans[0].PayeeAccount).toBe(
      'NL57RABO0107307510',
    );
  });
});

describe('the same invoice in ZUGFeRD 1.0 and CII D16B', () => {
  it('gives the same names, totals, VAT breakdown and lines', () => {
    const zugferd1 = read('akretion-factur-x/xml/zugferd-comfort.xml');
    const cii = read('mustangproject/library-xml/minimalDebit.xml');
    expect([zugferd1.Format, cii.Format]).toEqual(['ZUGFeRD-1.0', 'CII-D16B']);
    // The generated CII copy has other dates, another account and no seller item numbers.
    const left = ['InvoiceDate', 'DueDate', 'Iban', 'PaymentId', 'Lines.0.ItemId', 'Lines.1.ItemId'];
    expect(without(businessTerms(zugferd1), left)).toEqual(without(businessTerms(cii), left));
    expect(zugferd1.Supplier).toMatchObject({ Name: 'Lieferant GmbH', TradingName: null });
  });
});
