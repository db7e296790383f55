import { buildUbl, type UblSource } from '../../../../domain/erp/ubl/index';
import { sampleLine, sampleParty, sampleSource } from '../../../../domain/erp/ubl/sampleSource';
import { readEInvoiceFile } from '../../../capture/einvoice/index';
import { validateEInvoiceXml } from '../../../capture/einvoice-validation/index';

// Every UBL Ledgerline writes must pass the UBL 2.1 XSD and the EN 16931 business rules (the project's own
// validator, the one that checks incoming e-invoices) and read back through the project's own reader.

const Slow = 180_000;

function xmlOf(source: UblSource): string {
  const built = buildUbl(source);
  if (!built.ok) throw new Error(`refused: ${built.key}`);
  return built.Xml;
}

const negated = (source: UblSource): UblSource => ({
  ...source,
  Lines: source.Lines.map((line) => ({ ...line, NetAmount: -line.NetAmount, VatAmount: -line.VatAmount })),
});

const company = sampleParty({
  Code: 'C-1',
  Name: 'Demo Holding B.V.',
  VatNumber: 'NL001234567B02',
  ContactName: '',
  EmailAddress: '',
  PhoneNumber: '',
});
const germanCustomer = sampleParty({ Name: 'Müller GmbH', Country: 'DE', VatNumber: 'DE136695976' });
const sales = (overrides: Partial<UblSource>) =>
  sampleSource({ DocumentType: 'SalesInvoice', Seller: company, Buyer: germanCustomer, ...overrides });

const cases: Array<[string, UblSource]> = [
  ['a purchase invoice at 21 % and 9 % with the original', sampleSource()],
  ['a credit note kept with negative amounts', negated(sampleSource({ InvoiceType: 'Credit' }))],
  ['a credit note kept with positive amounts', sampleSource({ InvoiceType: 'Credit' })],
  [
    'an invoice with a discount line, a zero-rated and an exempt line',
    sampleSource({
      Lines: [
        sampleLine(),
        sampleLine({ LineNumber: 2, Quantity: 1, UnitPrice: 10, NetAmount: -10, VatAmount: -2.1 }),
        sampleLine({ LineNumber: 3, VatCategory: 'Z', VatPercentage: 0, VatAmount: 0 }),
        sampleLine({ LineNumber: 4, VatCategory: 'E', VatPercentage: 0, VatAmount: 0 }),
      ],
    }),
  ],
  ['a reverse-charge sales invoice', sales({ Lines: [sampleLine({ VatCategory: 'AE', VatAmount: 0 })] })],
  ['an intra-Community supply', sales({ Lines: [sampleLine({ VatCategory: 'K', VatAmount: 0 })] })],
  ['an export outside the EU', sales({ Lines: [sampleLine({ VatCategory: 'G', VatAmount: 0 })] })],
  [
    'an invoice not subject to VAT',
    sampleSource({ Lines: [sampleLine({ VatCategory: 'O', VatAmount: 0 })] }),
  ],
  [
    'an invoice without IBAN, due date, payment terms, order or original',
    sampleSource({ PayeeIban: '', DueDate: null, PaymentTerm: '', PurchaseOrderNumber: '', Original: null }),
  ],
  [
    'a vendor with special characters, no address and a VAT number without prefix',
    sampleSource({
      Seller: sampleParty({
        Name: 'Smit & Zn <B.V.> "de Vries" \u0000\u0007 😀',
        StreetAndNumber: '',
        Postcode: '',
        City: '',
        Country: '',
        VatNumber: '123456789B01',
      }),
      Lines: [sampleLine({ Description: 'a < b & c > d', Dimension2: '"x" & \'y\'' })],
    }),
  ],
];

describe('the UBL written for coded invoices passes the UBL 2.1 XSD and the EN 16931 rules', () => {
  for (const [name, source] of cases) {
    it(
      name,
      async () => {
        const result = await validateEInvoiceXml(xmlOf(source));
        expect(result.Errors).toEqual([]);
        expect(result.Warnings).toEqual([]);
        expect(result.Valid).toBe(true);
      },
      Slow,
    );
  }

  it(
    'is a check that can fail: tampered totals break the business rules',
    async () => {
      const xml = xmlOf(sampleSource()).replace(
        /<cbc:PayableAmount currencyID="EUR">[^<]*</,
        '<cbc:PayableAmount currencyID="EUR">1.00<',
      );
      const result = await validateEInvoiceXml(xml);
      expect(result.Valid).toBe(false);
      expect(result.Errors.map((error) => error.Rule)).toContain('BR-CO-16');
    },
    Slow,
  );
});

describe('the UBL reads back through the e-invoice reader', () => {
  const read = async (source: UblSource) =>
    (await readEInvoiceFile(new TextEncoder().encode(xmlOf(source)), 'invoice.xml')).invoice;

  it('with the same totals, VAT breakdown, lines, coding and parties', async () => {
    const source = sampleSource();
    const invoice = await read(source);
    expect(invoice).toMatchObject({
      Format: 'UBL-2.1-Invoice',
      Id: 'F2024-0042',
      InvoiceDate: '2024-03-01',
      DueDate: '2024-03-31',
      Currency: 'EUR',
      TaxTotal: { Amount: 12.75 },
      MonetaryTotal: {
        LineExtensionAmount: 75,
        TaxExclusiveAmount: 75,
        TaxInclusiveAmount: 87.75,
        Amount: 87.75,
      },
      Order: { PurchaseId: 'PO-881' },
    });
    expect(
      invoice.Lines.map((line) => [line.ItemName, line.Quantity, line.PriceAmount, line.LineExtensionAmount]),
    ).toEqual(source.Lines.map((line) => [line.Description, line.Quantity, line.UnitPrice, line.NetAmount]));
    expect(invoice.Lines.map((line) => line.Reference)).toEqual(['4300', '4310']);
    expect(invoice.Lines.map((line) => line.ItemTaxPercentage)).toEqual([21, 9]);
    expect(invoice.Supplier).toMatchObject({
      Name: source.Seller.Name,
      TaxSchemeCompanies: ['NL123456789B01'],
      LegalEntityCompany: '12345678',
      PostalAddressCityName: 'Utrecht',
    });
    expect(invoice.Customer).toMatchObject({
      Name: source.Buyer.Name,
      TaxSchemeCompanies: ['NL001234567B02'],
    });
    expect(invoice.PaymentMeans[0]).toMatchObject({ Code: 58, PayeeAccount: 'NL91ABNA0417164300' });
    const size = Buffer.from(source.Original?.Base64 ?? '', 'base64').length;
    expect(invoice.Attachments).toEqual([{ name: 'F2024-0042.pdf', mimeType: 'application/pdf', size }]);
  });

  it('as a credit note with the amounts of the note', async () => {
    const invoice = await read(negated(sampleSource({ InvoiceType: 'Credit' })));
    expect(invoice.Format).toBe('UBL-2.1-CreditNote');
    expect(invoice.TypeCode).toBe('381');
    expect(invoice.MonetaryTotal.Amount).toBe(87.75);
    expect(invoice.DueDate).toBe('2024-03-31');
    expect(invoice.Lines.map((line) => line.LineExtensionAmount)).toEqual([50, 25]);
  });
});
