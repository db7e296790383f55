import { EInvoiceReadError, InvoiceType, MAX_XML_BYTES, PaymentMeansCode, parseEInvoice } from './index';

const UBL_NS =
  'xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ' +
  'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';

function ublInvoice(body: string, root = 'Invoice'): string {
  return `<?xml version="1.0" encoding="UTF-8"?><${root} ${UBL_NS}>${body}</${root}>`;
}

function ciiInvoice(typeCode: string, payable: string): string {
  return `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
    xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
    xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter>
    <ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>CII-1</ram:ID><ram:TypeCode>${typeCode}</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240131</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement/><ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02 1203 0000 0000 2020 51</ram:IBANID>
        </ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime>
        <udt:DateTimeString format="102">20240229</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:DuePayableAmount>${payable}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
}

function readError(xml: string): EInvoiceReadError {
  try {
    parseEInvoice(xml);
  } catch (error) {
    if (error instanceof EInvoiceReadError) return error;
    throw error;
  }
  throw new Error('expected an EInvoiceReadError');
}

describe('parseEInvoice', () => {
  it('maps a UBL CreditNote to Credit_Invoice with type code 381', () => {
    const inv = parseEInvoice(
      ublInvoice('<cbc:ID>CN-1</cbc:ID><cbc:IssueDate>2024-01-31</cbc:IssueDate>', 'CreditNote'),
    );
    expect(inv.Format).toBe('UBL-2.1-CreditNote');
    expect(inv.InvoiceType).toBe(InvoiceType.Credit_Invoice);
    expect(inv.TypeCode).toBe('381');
  });

  it.each(['381', '261', '262', '296', '308', '396', '420', '458', '532'])(
    'maps CII type code %s to Credit_Invoice',
    (code) => {
      expect(parseEInvoice(ciiInvoice(code, '10.00')).InvoiceType).toBe(InvoiceType.Credit_Invoice);
    },
  );

  it('maps an invoice with a negative amount to pay to Credit_Invoice', () => {
    expect(parseEInvoice(ciiInvoice('380', '-10.00')).InvoiceType).toBe(InvoiceType.Credit_Invoice);
    expect(parseEInvoice(ciiInvoice('380', '10.00')).InvoiceType).toBe(InvoiceType.Invoice);
  });

  it('reads CII dates in format 102 as ISO dates and payment means by code', () => {
    const inv = parseEInvoice(ciiInvoice('380', '10.00'));
    expect(inv.InvoiceDate).toBe('2024-01-31');
    expect(inv.DueDate).toBe('2024-02-29');
    expect(inv.CustomizationId).toBe('urn:cen.eu:en16931:2017');
    expect(inv.PaymentMeans).toEqual([
      {
        Id: null,
        Name: null,
        Code: PaymentMeansCode.Sepa_Credit_Transfer,
        PayeeAccountFinancialInstitution: null,
        PayeeAccount: 'DE02120300000000202051',
      },
    ]);
  });

  it('matches elements by local name whatever the namespace prefixes', () => {
    const xml = `<inv:Invoice xmlns:inv="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
      xmlns:a="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
      xmlns:b="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
      <b:ID>P-1</b:ID><b:DocumentCurrencyCode>SEK</b:DocumentCurrencyCode>
      <a:LegalMonetaryTotal><b:PayableAmount currencyID="SEK">12.50</b:PayableAmount></a:LegalMonetaryTotal>
    </inv:Invoice>`;
    const inv = parseEInvoice(xml);
    expect(inv.Id).toBe('P-1');
    expect(inv.MonetaryTotal.Amount).toBe(12.5);
    expect(inv.MonetaryTotal.AmountCurrency).toBe('SEK');
  });

  it('trims identifiers and never rewrites them', () => {
    const inv = parseEInvoice(
      ublInvoice(`<cbc:ID>
        018304 / 28865 </cbc:ID><cbc:DocumentCurrencyCode> EUR </cbc:DocumentCurrencyCode>
        <cac:OrderReference><cbc:ID> PO 2024 / 7 </cbc:ID></cac:OrderReference>
        <cac:AccountingSupplierParty><cac:Party><cac:PartyTaxScheme>
        <cbc:CompanyID> NL 8596.01.234.B01 </cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
        </cac:PartyTaxScheme><cac:PartyLegalEntity><cbc:RegistrationName>X</cbc:RegistrationName>
        <cbc:CompanyID> 1234 5678 </cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
        <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cbc:PaymentID> RF18 5390 0754 7034 </cbc:PaymentID>
        </cac:PaymentMeans>`),
    );
    expect(inv.Id).toBe('018304 / 28865');
    expect(inv.Order.PurchaseId).toBe('PO 2024 / 7');
    expect(inv.PaymentMeans[0].Id).toBe('RF18 5390 0754 7034');
    expect(inv.Supplier.TaxSchemeCompanies).toEqual(['NL 8596.01.234.B01']);
    expect(inv.Supplier.LegalEntityCompany).toBe('1234 5678');
    expect(inv.Currency).toBe('EUR');
  });

  it('reads a payee IBAN as people write it in its electronic format, and other accounts as written', () => {
    const means = (account: string) =>
      `<cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cac:PayeeFinancialAccount>
        <cbc:ID>${account}</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>INGB NL 2A</cbc:ID></cac:FinancialInstitutionBranch>
        </cac:PayeeFinancialAccount></cac:PaymentMeans>`;
    const inv = parseEInvoice(
      ublInvoice(
        `<cbc:ID>P</cbc:ID>${means('IBAN: NL81 INGB 0671 2104 32')}${means('NO07.8380.08.06006')}${means('IBAN NL82 INGB 0671 2104 32')}${means(' 12.34.56.789 ')}`,
      ),
    );
    expect(inv.PaymentMeans.map((pm) => pm.PayeeAccount)).toEqual([
      'NL81INGB0671210432',
      'NO0783800806006',
      'IBAN NL82 INGB 0671 2104 32',
      '12.34.56.789',
    ]);
    expect(inv.PaymentMeans[0].PayeeAccountFinancialInstitution).toBe('INGBNL2A');
  });

  describe('party names', () => {
    const ublParty = (party: string) =>
      parseEInvoice(
        ublInvoice(`<cbc:ID>N</cbc:ID><cac:AccountingSupplierParty><cac:Party>${party}</cac:Party></cac:AccountingSupplierParty>
          <cac:AccountingCustomerParty><cac:Party>${party}</cac:Party></cac:AccountingCustomerParty>`),
      );
    const ciiParty = (party: string) =>
      parseEInvoice(
        ciiInvoice('380', '1').replace(
          '<ram:ApplicableHeaderTradeAgreement/>',
          `<ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty>${party}</ram:SellerTradeParty>
            <ram:BuyerTradeParty>${party}</ram:BuyerTradeParty></ram:ApplicableHeaderTradeAgreement>`,
        ),
      );

    it('takes Name from the legal name and TradingName from the trading name in UBL (BT-27/28, BT-44/45)', () => {
      const inv = ublParty(`<cac:PartyName><cbc:Name>SelCo</cbc:Name></cac:PartyName>
        <cac:PartyLegalEntity><cbc:RegistrationName>SellerCompany Ltd</cbc:RegistrationName></cac:PartyLegalEntity>`);
      expect(inv.Supplier).toMatchObject({
        Name: 'SellerCompany Ltd',
        RegistrationName: 'SellerCompany Ltd',
        TradingName: 'SelCo',
      });
      expect(inv.Customer).toMatchObject({ Name: 'SellerCompany Ltd', TradingName: 'SelCo' });
    });

    it('takes Name from the legal name and TradingName from the trading name in CII', () => {
      const inv = ciiParty(`<ram:Name>SellerCompany Ltd</ram:Name>
        <ram:SpecifiedLegalOrganization><ram:ID>123</ram:ID><ram:TradingBusinessName>SelCo</ram:TradingBusinessName>
        </ram:SpecifiedLegalOrganization>`);
      expect(inv.Supplier).toMatchObject({
        Name: 'SellerCompany Ltd',
        RegistrationName: 'SellerCompany Ltd',
        TradingName: 'SelCo',
      });
      expect(inv.Customer).toMatchObject({ Name: 'SellerCompany Ltd', TradingName: 'SelCo' });
    });

    it('falls back to the trading name when there is no legal name', () => {
      const ubl = ublParty('<cac:PartyName><cbc:Name>SelCo</cbc:Name></cac:PartyName>');
      expect(ubl.Supplier).toMatchObject({ Name: 'SelCo', RegistrationName: null, TradingName: 'SelCo' });
      expect(ubl.Customer).toMatchObject({ Name: 'SelCo', TradingName: 'SelCo' });
      const cii = ciiParty(
        '<ram:SpecifiedLegalOrganization><ram:TradingBusinessName>SelCo</ram:TradingBusinessName></ram:SpecifiedLegalOrganization>',
      );
      expect(cii.Supplier).toMatchObject({ Name: 'SelCo', RegistrationName: null, TradingName: 'SelCo' });
    });

    it('reads the UBL 2.0 legal name from PartyTaxScheme when PartyLegalEntity has none', () => {
      const inv = ublParty(`<cac:PartyName><cbc:Name>SelCo</cbc:Name></cac:PartyName>
        <cac:PartyTaxScheme><cbc:RegistrationName>SellerCompany Ltd</cbc:RegistrationName></cac:PartyTaxScheme>`);
      expect(inv.Supplier).toMatchObject({ Name: 'SellerCompany Ltd', TradingName: 'SelCo' });
    });
  });

  it('reads an invoice that lacks every optional part', () => {
    const inv = parseEInvoice(ublInvoice('<cbc:ID>MIN</cbc:ID>'));
    expect(inv).toMatchObject({
      Id: 'MIN',
      InvoiceType: InvoiceType.Invoice,
      InvoiceDate: null,
      DueDate: null,
      Lines: [],
      AllowanceCharges: [],
      VatLines: [],
      PaymentMeans: [],
      Delivery: null,
      Order: { PurchaseId: null, SalesId: null },
      TaxTotal: { Amount: null, AmountCurrency: null },
      Attachments: [],
      Validation: { Valid: true, Errors: [], Warnings: [] },
    });
    expect(inv.Supplier.Name).toBeNull();
    expect(inv.Customer.TaxSchemeCompanies).toEqual([]);
  });

  it('lists embedded attachments with their decoded size', () => {
    const inv = parseEInvoice(
      ublInvoice(`<cbc:ID>A</cbc:ID><cac:AdditionalDocumentReference><cbc:ID>T-1</cbc:ID><cac:Attachment>
        <cbc:EmbeddedDocumentBinaryObject mimeCode="text/csv" filename="times.csv">aGVsbG8=</cbc:EmbeddedDocumentBinaryObject>
        </cac:Attachment></cac:AdditionalDocumentReference>`),
    );
    expect(inv.Attachments).toEqual([{ name: 'times.csv', mimeType: 'text/csv', size: 5 }]);
  });

  it('refuses XML with a DOCTYPE or ENTITY declaration', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY a "aaaa">]><Invoice>&a;</Invoice>`;
    expect(readError(bomb).code).toBe('EInvoice_Unsafe_Xml');
    expect(readError('<Invoice><!ENTITY x SYSTEM "file:///etc/passwd"></Invoice>').code).toBe(
      'EInvoice_Unsafe_Xml',
    );
  });

  it('refuses XML larger than the size limit', () => {
    const big = ublInvoice(`<cbc:Note>${'x'.repeat(MAX_XML_BYTES)}</cbc:Note>`);
    expect(readError(big).code).toBe('EInvoice_Too_Large');
  });

  it('refuses text that is not well-formed XML', () => {
    expect(readError('%PDF-1.7 not xml').code).toBe('EInvoice_Not_Xml');
    expect(readError('<Invoice><ID>1</Invoice>').code).toBe('EInvoice_Not_Xml');
  });

  it('refuses XML that is no known e-invoice', () => {
    const error = readError('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>');
    expect(error.code).toBe('EInvoice_Unknown_Format');
  });
});
