import { type EInvoiceLine, type ElectronicInvoice, InvoiceType } from '../../../domain/einvoice/types';

// Modelled on the Peppol BIS Billing 3.0 base example of the corpus (base-example.xml).
const baseInvoice: ElectronicInvoice = {
  Id: 'Snippet1',
  InvoiceType: InvoiceType.Invoice,
  InvoiceDate: '2017-11-13',
  DueDate: '2017-12-01',
  BuyerReference: '0150abc',
  Note: 'Please note our new phone number 33 44 55 66',
  PaymentTerm: 'Payment within 10 days, 2% discount',
  Lines: [
    {
      Id: '1',
      ItemId: '21382183120983',
      ItemName: 'item name',
      ItemDescription: 'Description of item',
      OrderLineReference: '123',
      Note: null,
      Quantity: 7,
      ItemUnitCode: 'DAY',
      PriceAmount: 400,
      ItemTaxPercentage: 25,
      LineExtensionAmount: 2800,
      LineExtensionAmountCurrency: 'EUR',
      Reference: 'Konteringsstreng',
    },
    {
      Id: '2',
      ItemId: '21382183120983',
      ItemName: 'item name 2',
      ItemDescription: 'Description 2',
      OrderLineReference: '123',
      Note: null,
      Quantity: -3,
      ItemUnitCode: 'DAY',
      PriceAmount: 500,
      ItemTaxPercentage: 25,
      LineExtensionAmount: -1500,
      LineExtensionAmountCurrency: 'EUR',
      Reference: null,
    },
  ],
  AllowanceCharges: [
    { IsCharge: true, Description: 'Insurance', Percentage: null, Amount: 25, AmountCurrency: 'EUR' },
  ],
  VatLines: [
    {
      TaxCategory: 'S',
      TaxableAmount: 1325,
      TaxableAmountCurrency: 'EUR',
      TaxCategoryPercent: 25,
      TaxAmount: 331.25,
      TaxAmountCurrency: 'EUR',
    },
  ],
  PaymentMeans: [
    {
      Id: 'Snippet1',
      Name: null,
      Code: 30,
      PayeeAccountFinancialInstitution: 'ABNANL2A',
      PayeeAccount: 'NL91ABNA0417164300',
    },
  ],
  MonetaryTotal: {
    LineExtensionAmount: 1300,
    LineExtensionAmountCurrency: 'EUR',
    TaxExclusiveAmount: 1325,
    TaxExclusiveAmountCurrency: 'EUR',
    TaxInclusiveAmount: 1656.25,
    TaxInclusiveAmountCurrency: 'EUR',
    RoundingAmount: null,
    RoundingAmountCurrency: null,
    Amount: 1656.25,
    AmountCurrency: 'EUR',
  },
  TaxTotal: { Amount: 331.25, AmountCurrency: 'EUR' },
  Order: { PurchaseId: 'PO-4711', SalesId: null },
  Delivery: {
    Date: '2017-11-01',
    Receiver: 'Delivery party Name',
    StreetName: 'Delivery street 2',
    AdditionalStreetName: 'Building 56',
    AddressExtraLine: null,
    PostalZone: '21234',
    CityName: 'Stockholm',
    CountrySubEntity: null,
    Country: 'SE',
  },
  Supplier: {
    Name: 'SupplierOfficialName Ltd',
    RegistrationName: 'SupplierOfficialName Ltd',
    TradingName: 'SupplierTradingName Ltd.',
    ContactName: 'Jane Doe',
    ContactEmail: 'billing@supplier.example',
    PostalAddressStreetName: 'Main street 1',
    PostalAddressAdditionalStreetName: 'Postbox 123',
    PostalAddressExtraLine: null,
    PostalAddressZone: 'GB 123 EW',
    PostalAddressCityName: 'London',
    PostalAddressCountrySubEntity: null,
    PostalAddressCountry: 'GB',
    TaxSchemeCompanies: ['GB1232434'],
    LegalEntityCompany: 'GB983294',
  },
  Customer: {
    Name: 'Buyer Official Name',
    TradingName: 'BuyerTradingName AS',
    ContactName: 'Lisa Johnson',
    PostalAddressStreetName: 'Hovedgatan 32',
    PostalAddressAdditionalStreetName: 'Po box 878',
    PostalAddressExtraLine: null,
    PostalAddressZone: '456 34',
    PostalAddressCityName: 'Stockholm',
    PostalAddressCountrySubEntity: null,
    PostalAddressCountry: 'SE',
    TaxSchemeCompanies: ['SE4598375937'],
    LegalEntityCompany: '39937423947',
  },
  Format: 'UBL-2.1-Invoice',
  CustomizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  TypeCode: '380',
  Currency: 'EUR',
  Attachments: [],
  Validation: { Valid: true, Errors: [], Warnings: [] },
};

/** A one-page invoice: two lines, one charge, one VAT line, one payment means. */
export function onePageInvoice(): ElectronicInvoice {
  return structuredClone(baseInvoice);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** An invoice with `count` lines (quantities with decimals, prices with 3), totals that add up. */
export function longInvoice(count = 200): ElectronicInvoice {
  const lines: EInvoiceLine[] = Array.from({ length: count }, (_, index) => {
    const quantity = (index % 7) + 1 + (index % 4) * 0.125;
    const price = 3.5 + (index % 13) * 1.125;
    return {
      ...baseInvoice.Lines[0],
      Id: String(index + 1),
      ItemName: `Article ${String(index + 1).padStart(3, '0')}`,
      ItemDescription: index % 5 === 0 ? 'Office supplies, boxed per 10' : null,
      Quantity: quantity,
      PriceAmount: price,
      LineExtensionAmount: round2(quantity * price),
    };
  });
  const net = round2(lines.reduce((total, line) => total + (line.LineExtensionAmount ?? 0), 0));
  const vat = round2(net * 0.25);
  return {
    ...onePageInvoice(),
    Id: `LONG-${count}`,
    Lines: lines,
    AllowanceCharges: [],
    VatLines: [{ ...baseInvoice.VatLines[0], TaxableAmount: net, TaxAmount: vat }],
    MonetaryTotal: {
      ...baseInvoice.MonetaryTotal,
      LineExtensionAmount: net,
      TaxExclusiveAmount: net,
      TaxInclusiveAmount: round2(net + vat),
      Amount: round2(net + vat),
    },
    TaxTotal: { Amount: vat, AmountCurrency: 'EUR' },
  };
}
