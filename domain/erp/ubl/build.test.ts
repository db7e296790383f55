import { XMLValidator } from 'fast-xml-parser';
import { parseEInvoice } from '../../einvoice/index';
import { all, attr, first, parseSafeXml, text, type XNode } from '../../einvoice/xml';
import { buildUbl, ublFileNameOf, vatIdentifierOf } from './index';
import { sampleLine, sampleParty, sampleSource } from './sampleSource';
import type { UblSource } from './types';
import { escapeAttribute, escapeText, xmlSafeText } from './xml';

function written(source: UblSource) {
  const built = buildUbl(source);
  if (!built.ok) throw new Error(`refused: ${built.key}`);
  return built;
}

function rootOf(source: UblSource): { name: string; root: XNode; xml: string } {
  const { Xml } = written(source);
  return { ...parseSafeXml(Xml), xml: Xml };
}

const lineNodes = (root: XNode) => [...all(root, 'InvoiceLine'), ...all(root, 'CreditNoteLine')];
const properties = (line: XNode) =>
  Object.fromEntries(
    all(line, 'Item', 'AdditionalItemProperty').map((property) => [
      text(property, 'Name'),
      text(property, 'Value'),
    ]),
  );

describe('the UBL 2.1 invoice of a coded purchase invoice', () => {
  it('declares EN 16931 and the Peppol billing profile, with number, dates, type and currency', () => {
    const { name, root } = rootOf(sampleSource());
    expect(name).toBe('Invoice');
    expect(text(root, 'CustomizationID')).toBe('urn:cen.eu:en16931:2017');
    expect(text(root, 'ProfileID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect(text(root, 'ID')).toBe('F2024-0042');
    expect(text(root, 'IssueDate')).toBe('2024-03-01');
    expect(text(root, 'DueDate')).toBe('2024-03-31');
    expect(text(root, 'InvoiceTypeCode')).toBe('380');
    expect(text(root, 'DocumentCurrencyCode')).toBe('EUR');
    expect(text(root, 'OrderReference', 'ID')).toBe('PO-881');
    expect(text(root, 'PaymentTerms', 'Note')).toBe('30 days net');
  });

  it('names the vendor as seller and the company as buyer, with addresses and prefixed VAT numbers', () => {
    const source = sampleSource({ Buyer: { ...sampleSource().Buyer, VatNumber: '001234567B02' } });
    const invoice = parseEInvoice(written(source).Xml);
    expect(invoice.Supplier).toMatchObject({
      Name: 'Kantoorhuis Smit B.V.',
      PostalAddressStreetName: 'Stationsstraat 12',
      PostalAddressZone: '3511 ED',
      PostalAddressCityName: 'Utrecht',
      PostalAddressCountry: 'NL',
      TaxSchemeCompanies: ['NL123456789B01'],
      LegalEntityCompany: '12345678',
      ContactEmail: 'facturen@smit.example',
    });
    expect(invoice.Customer).toMatchObject({
      Name: 'Demo Holding B.V.',
      TaxSchemeCompanies: ['NL001234567B02'],
    });
  });

  it('pays by SEPA credit transfer to the seller IBAN in its electronic form, with the payment reference', () => {
    const invoice = parseEInvoice(written(sampleSource()).Xml);
    expect(invoice.PaymentMeans).toEqual([
      expect.objectContaining({
        Code: 58,
        Id: '1234 5678 9012 3456',
        PayeeAccount: 'NL91ABNA0417164300',
        PayeeAccountFinancialInstitution: 'ABNANL2A',
      }),
    ]);
    const without = parseEInvoice(written(sampleSource({ PayeeIban: '', PaymentReference: '' })).Xml);
    expect(without.PaymentMeans).toEqual([]);
  });

  it('breaks the VAT down per category and rate and totals the lines', () => {
    const source = sampleSource({
      Lines: [
        sampleLine(),
        sampleLine({ LineNumber: 2, NetAmount: 25, VatAmount: 2.25, VatPercentage: 9, VatCategory: null }),
        sampleLine({ LineNumber: 3, NetAmount: 100, VatAmount: 21, Quantity: 1, UnitPrice: 100 }),
        sampleLine({ LineNumber: 4, NetAmount: 40, VatAmount: 0, VatPercentage: 0, VatCategory: 'E' }),
      ],
    });
    const { root } = rootOf(source);
    const invoice = parseEInvoice(written(source).Xml);
    expect(
      invoice.VatLines.map((v) => [v.TaxCategory, v.TaxCategoryPercent, v.TaxableAmount, v.TaxAmount]),
    ).toEqual([
      ['S', 21, 150, 31.5],
      ['S', 9, 25, 2.25],
      ['E', 0, 40, 0],
    ]);
    const exempt = all(root, 'TaxTotal', 'TaxSubtotal', 'TaxCategory').find((c) => text(c, 'ID') === 'E');
    expect(text(exempt, 'TaxExemptionReason')).toBe('Exempt from VAT');
    expect(invoice.TaxTotal.Amount).toBe(33.75);
    expect(invoice.MonetaryTotal).toMatchObject({
      LineExtensionAmount: 215,
      TaxExclusiveAmount: 215,
      TaxInclusiveAmount: 248.75,
      Amount: 248.75,
    });
  });

  it('carries the coding: the ledger account as AccountingCost, the rest as item attributes', () => {
    const { root } = rootOf(sampleSource());
    const [one, two] = lineNodes(root);
    expect(text(one, 'AccountingCost')).toBe('4300');
    expect(properties(one)).toEqual({
      VatCode: 'H21',
      CostCenter: 'KP10',
      Dimension1: 'SALES',
      Project: 'PRJ-7',
    });
    expect(text(one, 'Item', 'SellersItemIdentification', 'ID')).toBe('PAPER-A4');
    expect(text(two, 'AccountingCost')).toBe('4310');
    expect(text(one, 'Item', 'ClassifiedTaxCategory', 'ID')).toBe('S');
    expect(text(one, 'InvoicedQuantity')).toBe('10');
    expect(attr(first(one, 'InvoicedQuantity'), 'unitCode')).toBe('C62');
    expect(text(one, 'Price', 'PriceAmount')).toBe('5');
  });

  it('embeds the original as a PDF supporting document', () => {
    const { root } = rootOf(sampleSource());
    const binary = first(root, 'AdditionalDocumentReference', 'Attachment', 'EmbeddedDocumentBinaryObject');
    expect(attr(binary, 'mimeCode')).toBe('application/pdf');
    expect(attr(binary, 'filename')).toBe('F2024-0042.pdf');
    expect(text(binary)).toBe('JVBERi0xLjQKJSBvcmlnaW5hbA==');
    expect(
      first(rootOf(sampleSource({ Original: null })).root, 'AdditionalDocumentReference'),
    ).toBeUndefined();
  });

  it('writes a discount line with a negative quantity, its price never negative (BR-27)', () => {
    const source = sampleSource({
      Lines: [
        sampleLine(),
        sampleLine({ LineNumber: 2, Quantity: 1, UnitPrice: 5, NetAmount: -5, VatAmount: -1.05 }),
      ],
    });
    const [, discount] = lineNodes(rootOf(source).root);
    expect(text(discount, 'InvoicedQuantity')).toBe('-1');
    expect(text(discount, 'Price', 'PriceAmount')).toBe('5');
    expect(text(discount, 'LineExtensionAmount')).toBe('-5.00');
  });

  it('states one unit at the amount when quantity and price do not make the line amount', () => {
    const [line] = lineNodes(
      rootOf(sampleSource({ Lines: [sampleLine({ Quantity: 3, UnitPrice: 7, NetAmount: 50 })] })).root,
    );
    expect([text(line, 'InvoicedQuantity'), text(line, 'Price', 'PriceAmount')]).toEqual(['1', '50']);
  });
});

describe('credit notes', () => {
  const credit = (lines = sampleSource().Lines) =>
    sampleSource({
      InvoiceType: 'Credit',
      Lines: lines.map((l) => ({ ...l, NetAmount: -l.NetAmount, VatAmount: -l.VatAmount })),
    });

  it('writes a credit note kept with negative amounts as a CreditNote with positive amounts', () => {
    const { name, root } = rootOf(credit());
    expect(name).toBe('CreditNote');
    expect(text(root, 'CreditNoteTypeCode')).toBe('381');
    expect(first(root, 'DueDate')).toBeUndefined();
    expect(text(root, 'PaymentMeans', 'PaymentDueDate')).toBe('2024-03-31');
    const [line] = lineNodes(root);
    expect(text(line, 'CreditedQuantity')).toBe('10');
    expect(text(line, 'LineExtensionAmount')).toBe('50.00');
    expect(text(root, 'LegalMonetaryTotal', 'PayableAmount')).toBe('87.75');
  });

  it('keeps the amounts of a credit note stored positive, and turns a negative invoice into a credit note', () => {
    const positive = rootOf(sampleSource({ InvoiceType: 'Credit' }));
    expect(positive.name).toBe('CreditNote');
    expect(text(positive.root, 'LegalMonetaryTotal', 'PayableAmount')).toBe('87.75');
    const negative = rootOf({ ...credit(), InvoiceType: 'Debit' });
    expect(negative.name).toBe('CreditNote');
    expect(text(negative.root, 'LegalMonetaryTotal', 'PayableAmount')).toBe('87.75');
  });
});

describe('VAT categories', () => {
  const categoriesOf = (source: UblSource) =>
    lineNodes(rootOf(source).root).map((line) => [
      text(line, 'Item', 'ClassifiedTaxCategory', 'ID'),
      text(line, 'Item', 'ClassifiedTaxCategory', 'Percent'),
    ]);

  it("takes the VAT code's category, else S for a rate and Z for 0 %", () => {
    const lines = [
      sampleLine({ VatCategory: 'ae', VatPercentage: 21, VatAmount: 0 }),
      sampleLine({ LineNumber: 2, VatCategory: null, VatPercentage: 0, VatAmount: 0 }),
      sampleLine({ LineNumber: 3, VatCategory: 'unknown', VatPercentage: 9, VatAmount: 4.5 }),
    ];
    expect(categoriesOf(sampleSource({ Lines: lines }))).toEqual([
      ['AE', '0'],
      ['Z', '0'],
      ['S', '9'],
    ]);
  });

  it('writes no rate and no VAT numbers for lines not subject to VAT (BR-O-02, BR-O-05)', () => {
    const { root } = rootOf(
      sampleSource({ Lines: [sampleLine({ VatCategory: 'O', VatPercentage: 0, VatAmount: 0 })] }),
    );
    expect(categoriesOf(sampleSource({ Lines: [sampleLine({ VatCategory: 'O', VatAmount: 0 })] }))).toEqual([
      ['O', null],
    ]);
    expect(all(root, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme')).toEqual([]);
    expect(text(root, 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'TaxExemptionReasonCode')).toBe('VATEX-EU-O');
  });

  it('delivers an intra-Community supply to the buyer country (BR-IC-11, BR-IC-12)', () => {
    const source = sampleSource({
      DocumentType: 'SalesInvoice',
      Seller: sampleParty({ Name: 'Demo Holding B.V.' }),
      Buyer: sampleParty({ Name: 'Müller GmbH', Country: 'DE', VatNumber: 'DE136695976' }),
      Lines: [sampleLine({ VatCategory: 'K', VatAmount: 0 })],
    });
    const { root } = rootOf(source);
    expect(text(root, 'Delivery', 'ActualDeliveryDate')).toBe('2024-03-01');
    expect(text(root, 'Delivery', 'DeliveryLocation', 'Address', 'Country', 'IdentificationCode')).toBe('DE');
  });
});

describe('special characters', () => {
  it('escapes markup characters and drops what XML 1.0 forbids, keeping everything else', () => {
    const nasty = 'Smit & Zn <B.V.> "quoted" \u0000NUL\u0001 \uD800lone 😀 café';
    const source = sampleSource({
      Seller: sampleParty({ Name: nasty, Code: 'V&1' }),
      Description: ']]> <!-- not a comment -->',
      Lines: [sampleLine({ Description: nasty, GeneralLedger: '4300<', Dimension2: 'a"b' })],
      Original: { FileName: 'a "b" & <c>.pdf', MimeCode: 'application/pdf', Base64: 'JVBERi0=' },
    });
    const { Xml } = written(source);
    expect(XMLValidator.validate(Xml)).toBe(true);
    expect(Xml.includes('\u0000') || Xml.includes('\u0001')).toBe(false);
    const invoice = parseEInvoice(Xml);
    const cleaned = 'Smit & Zn <B.V.> "quoted" NUL lone 😀 café';
    expect(invoice.Supplier.Name).toBe(cleaned);
    expect(invoice.Lines[0]).toMatchObject({ ItemName: cleaned, Reference: '4300<' });
    expect(invoice.Note).toBe(']]> <!-- not a comment -->');
    expect(invoice.Attachments[0].name).toBe('a "b" & <c>.pdf');
  });

  it('escapes text and attribute values, line breaks and tabs in attributes as references', () => {
    expect(escapeText('a & b < c > d\r')).toBe('a &amp; b &lt; c &gt; d&#13;');
    expect(escapeAttribute('"x"\n\t&')).toBe('&quot;x&quot;&#10;&#9;&amp;');
    expect(xmlSafeText('ok\u0000\u0008\uFFFE\uDC00\t\n')).toBe('ok\t\n');
  });

  it('names the file after the invoice number without characters file systems refuse', () => {
    expect(ublFileNameOf('INV/2024:01*')).toBe('INV_2024_01_.xml');
    expect(ublFileNameOf('\u0000')).toBe('invoice.xml');
  });
});

describe('what a UBL invoice needs', () => {
  it('refuses a document without coding lines, parties, number or date', () => {
    const refusal = (source: UblSource) => {
      const built = buildUbl(source);
      return built.ok ? null : built.key;
    };
    expect(refusal(sampleSource({ Lines: [] }))).toBe('Ubl_Document_Not_Coded');
    expect(refusal(sampleSource({ Seller: sampleParty({ Name: ' \u0000 ' }) }))).toBe(
      'Ubl_Relation_Required',
    );
    expect(refusal(sampleSource({ DocumentNumber: '' }))).toBe('Ubl_Document_Number_Required');
    expect(refusal(sampleSource({ DocumentDate: '' }))).toBe('Ubl_Document_Date_Required');
    expect(refusal(sampleSource())).toBeNull();
  });

  it('prefixes a VAT number with its country and compacts it (BR-CO-9)', () => {
    expect(vatIdentifierOf('nl 1234.56.789.B01', 'NL')).toBe('NL123456789B01');
    expect(vatIdentifierOf('123456789B01', 'NL')).toBe('NL123456789B01');
    expect(vatIdentifierOf('094014298', 'GR')).toBe('EL094014298');
    expect(vatIdentifierOf('', 'NL')).toBe('');
  });

  it("falls back to the company's country for a relation without a known one", () => {
    const { root } = rootOf(
      sampleSource({ Seller: sampleParty({ Country: 'XX' }), Buyer: sampleParty({ Country: 'BE' }) }),
    );
    expect(
      text(root, 'AccountingSupplierParty', 'Party', 'PostalAddress', 'Country', 'IdentificationCode'),
    ).toBe('BE');
  });
});
