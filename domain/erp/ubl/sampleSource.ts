import type { UblLine, UblParty, UblSource } from './types';

// A coded purchase invoice as the tests of the UBL writer start from: a Dutch vendor with a VAT number and an
// IBAN, the company as buyer, and lines at 21 % and 9 %.

export function sampleParty(overrides: Partial<UblParty> = {}): UblParty {
  return {
    Code: 'V100',
    Name: 'Kantoorhuis Smit B.V.',
    StreetAndNumber: 'Stationsstraat 12',
    Postcode: '3511 ED',
    City: 'Utrecht',
    Country: 'NL',
    VatNumber: 'NL123456789B01',
    ChamberOfCommerceNumber: '12345678',
    ContactName: 'Anna Smit',
    EmailAddress: 'facturen@smit.example',
    PhoneNumber: '030 123 4567',
    ...overrides,
  };
}

export function sampleLine(overrides: Partial<UblLine> = {}): UblLine {
  return {
    LineNumber: 1,
    Description: 'Printer paper',
    Quantity: 10,
    UnitPrice: 5,
    NetAmount: 50,
    VatAmount: 10.5,
    VatCode: 'H21',
    VatPercentage: 21,
    VatCategory: 'S',
    GeneralLedger: '4300',
    CostCenter: 'KP10',
    Dimension1: 'SALES',
    Dimension2: '',
    Dimension3: '',
    Dimension4: '',
    Dimension5: '',
    Project: 'PRJ-7',
    Article: 'PAPER-A4',
    PurchaseOrderNumber: '',
    ...overrides,
  };
}

export function sampleSource(overrides: Partial<UblSource> = {}): UblSource {
  return {
    DocumentType: 'PurchaseInvoice',
    InvoiceType: 'Debit',
    DocumentNumber: 'F2024-0042',
    DocumentDate: '2024-03-01',
    DueDate: '2024-03-31',
    Currency: 'EUR',
    Description: 'Office supplies March',
    PaymentReference: '1234 5678 9012 3456',
    PaymentTerm: '30 days net',
    PurchaseOrderNumber: 'PO-881',
    Seller: sampleParty(),
    Buyer: sampleParty({
      Code: '',
      Name: 'Demo Holding B.V.',
      StreetAndNumber: '',
      Postcode: '',
      City: '',
      VatNumber: 'NL001234567B02',
      ChamberOfCommerceNumber: '87654321',
      ContactName: '',
      EmailAddress: '',
      PhoneNumber: '',
    }),
    PayeeIban: 'NL91 ABNA 0417 1643 00',
    PayeeBic: 'ABNANL2A',
    Lines: [
      sampleLine(),
      sampleLine({
        LineNumber: 2,
        Description: 'Coffee beans',
        Quantity: 2,
        UnitPrice: 12.5,
        NetAmount: 25,
        VatAmount: 2.25,
        VatCode: 'H9',
        VatPercentage: 9,
        VatCategory: null,
        GeneralLedger: '4310',
        Article: '',
      }),
    ],
    Original: {
      FileName: 'F2024-0042.pdf',
      MimeCode: 'application/pdf',
      Base64: 'JVBERi0xLjQKJSBvcmlnaW5hbA==',
    },
    ...overrides,
  };
}
