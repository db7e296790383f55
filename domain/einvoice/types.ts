import type { EInvoiceValidation } from './validation-types';

/** Kind of electronic invoice (spec 002 §3). */
export enum InvoiceType {
  Unknown = 0,
  Invoice = 1,
  Credit_Invoice = 2,
}

/** Seller of an electronic invoice. */
export type EInvoiceSupplier = {
  /** Legal name (EN 16931 BT-27 seller name, BT-44 buyer name); the trading name when the invoice has no legal name. */
  Name: string | null;
  /** Legal name exactly as the invoice gives it (UBL RegistrationName, CII Name); null when it gives none. */
  RegistrationName: string | null;
  /** Trading name (BT-28 seller, BT-45 buyer: UBL PartyName, CII TradingBusinessName), when the invoice gives one. */
  TradingName: string | null;
  ContactName: string | null;
  ContactEmail: string | null;
  PostalAddressStreetName: string | null;
  PostalAddressAdditionalStreetName: string | null;
  PostalAddressExtraLine: string | null;
  PostalAddressZone: string | null;
  PostalAddressCityName: string | null;
  PostalAddressCountrySubEntity: string | null;
  PostalAddressCountry: string | null;
  /** First is the VAT number, second a further tax id. */
  TaxSchemeCompanies: string[];
  /** Organisation (company registration) number. */
  LegalEntityCompany: string | null;
};

/** Buyer of an electronic invoice: the supplier's address fields plus Name, TradingName, ContactName and the ids. */
export type EInvoiceCustomer = Omit<EInvoiceSupplier, 'RegistrationName' | 'ContactEmail'>;

export type EInvoiceDelivery = {
  Date: string | null;
  Receiver: string | null;
  StreetName: string | null;
  AdditionalStreetName: string | null;
  AddressExtraLine: string | null;
  PostalZone: string | null;
  CityName: string | null;
  CountrySubEntity: string | null;
  Country: string | null;
};

export type EInvoiceOrder = {
  PurchaseId: string | null;
  SalesId: string | null;
};

export type EInvoiceLine = {
  Id: string | null;
  ItemId: string | null;
  ItemName: string | null;
  ItemDescription: string | null;
  OrderLineReference: string | null;
  Note: string | null;
  Quantity: number | null;
  ItemUnitCode: string | null;
  PriceAmount: number | null;
  ItemTaxPercentage: number | null;
  LineExtensionAmount: number | null;
  LineExtensionAmountCurrency: string | null;
  Reference: string | null;
};

/** Document-level allowance (discount) or charge. */
export type EInvoiceAllowanceCharge = {
  IsCharge: boolean;
  Description: string | null;
  Percentage: number | null;
  Amount: number | null;
  AmountCurrency: string | null;
};

/** One line of the VAT breakdown. */
export type EInvoiceVatLine = {
  TaxCategory: string | null;
  TaxableAmount: number | null;
  TaxableAmountCurrency: string | null;
  TaxCategoryPercent: number | null;
  TaxAmount: number | null;
  TaxAmountCurrency: string | null;
};

export type EInvoicePaymentMeans = {
  /** Remittance information (payment id). */
  Id: string | null;
  Name: string | null;
  /** Payment instrument code (UNCL 4461, see PaymentMeansCode). */
  Code: number;
  PayeeAccountFinancialInstitution: string | null;
  PayeeAccount: string | null;
};

export type EInvoiceMonetaryTotal = {
  LineExtensionAmount: number | null;
  LineExtensionAmountCurrency: string | null;
  TaxExclusiveAmount: number | null;
  TaxExclusiveAmountCurrency: string | null;
  TaxInclusiveAmount: number | null;
  TaxInclusiveAmountCurrency: string | null;
  RoundingAmount: number | null;
  RoundingAmountCurrency: string | null;
  /** Amount to pay. */
  Amount: number | null;
  AmountCurrency: string | null;
};

export type EInvoiceTaxTotal = {
  Amount: number | null;
  AmountCurrency: string | null;
};

/** A binary object embedded in the invoice XML. */
export type EInvoiceAttachment = {
  name: string | null;
  mimeType: string | null;
  size: number;
};

/** The syntax an electronic invoice was read from. */
export type EInvoiceFormat = `UBL-${'2.0' | '2.1'}-${'Invoice' | 'CreditNote'}` | 'CII-D16B' | 'ZUGFeRD-1.0';

/** Electronic invoice (spec 002 §3) plus what the reader can tell about its syntax. */
export type ElectronicInvoice = {
  Id: string | null;
  InvoiceType: InvoiceType;
  InvoiceDate: string | null;
  DueDate: string | null;
  BuyerReference: string | null;
  Note: string | null;
  PaymentTerm: string | null;
  Lines: EInvoiceLine[];
  AllowanceCharges: EInvoiceAllowanceCharge[];
  VatLines: EInvoiceVatLine[];
  PaymentMeans: EInvoicePaymentMeans[];
  MonetaryTotal: EInvoiceMonetaryTotal;
  TaxTotal: EInvoiceTaxTotal;
  Order: EInvoiceOrder;
  Delivery: EInvoiceDelivery | null;
  Supplier: EInvoiceSupplier;
  Customer: EInvoiceCustomer;
  Format: EInvoiceFormat;
  CustomizationId: string | null;
  /** Document type code (UNTDID 1001: 380 invoice, 381 credit note, 384 corrective, 389 self-billed …). */
  TypeCode: string | null;
  Currency: string | null;
  Attachments: EInvoiceAttachment[];
  Validation: EInvoiceValidation;
};

/** What `parseEInvoice` returns. */
export type EInvoiceParseResult = ElectronicInvoice;
