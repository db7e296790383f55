import type { Customer, Vendor } from '../../domain/masterdata/index';
import type { relations } from '../db/schema/index';

type RelationRow = typeof relations.$inferSelect;

/** A relation row as the spec's Vendor. */
export function presentVendor(row: RelationRow): Vendor {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    ErpCode: row.code,
    Name: row.name,
    SearchName: row.searchName,
    AddressName: row.addressName,
    StreetAndNumber: row.streetAndNumber,
    PostOfficeBox: row.postOfficeBox,
    Postcode: row.postcode,
    City: row.city,
    PhoneNumber: row.phoneNumber,
    Country: row.country,
    ContactName: row.contactName,
    ContactFirstName: row.contactFirstName,
    ContactLastName: row.contactLastName,
    ContactPhoneNumber: row.contactPhoneNumber,
    ContactEmailAddress: row.contactEmailAddress,
    ContactFunction: row.contactFunction,
    EmailAddress: row.emailAddress,
    DefaultCurrency: row.defaultCurrency,
    DefaultLedgerCode: row.defaultLedgerCode,
    DefaultPaymentTermCode: row.defaultPaymentTermCode,
    DefaultPaymentMethodCode: row.defaultPaymentMethodCode,
    DefaultVatCode: row.defaultVatCode,
    DefaultVatCategory: row.vatCategory,
    DefaultVatScenarioCode: row.defaultVatScenarioCode,
    VatNumber: row.vatNumber,
    IbanNumber: row.ibanNumbers[0] ?? '',
    IbanNumbers: row.ibanNumbers,
    ChamberOfCommerceNumber: row.chamberOfCommerceNumber,
    BicCode: row.bicCode,
    CreditorsAccount: row.creditorsAccount,
    UseElectronicFundsTransfer: row.useElectronicFundsTransfer,
    VendorTypeCode: row.vendorTypeCode,
    CustomerCode: row.customerCode,
    IsBlocked: row.isBlocked,
    BankAccountConfirmed: row.bankAccountConfirmed,
    LastUpdate: row.updatedAt,
  };
}

/** A relation row as the spec's Customer. */
export function presentCustomer(row: RelationRow): Customer {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    Code: row.code,
    Name: row.name,
    Country: row.country,
    DebtorNumber: row.debtorNumber,
    DefaultCurrency: row.defaultCurrency,
    DefaultDescription: row.defaultDescription,
    VatNumber: row.vatNumber,
    VatCategory: row.vatCategory,
    DefaultVatCode: row.defaultVatCode,
    DefaultVatScenarioCode: row.defaultVatScenarioCode,
    DefaultPaymentTermCode: row.defaultPaymentTermCode,
    DefaultPaymentMethodCode: row.defaultPaymentMethodCode,
    DefaultLedgerCode: row.defaultLedgerCode,
    DefaultPurchaseOrderCode: row.defaultPurchaseOrderCode,
    IbanNumbers: row.ibanNumbers,
    ChamberOfCommerceNumber: row.chamberOfCommerceNumber,
    IsConfidential: row.isConfidential,
    IsBlocked: row.isBlocked,
    UseElectronicFundsTransfer: row.useElectronicFundsTransfer,
    ContractManagementId: row.contractManagementId,
    GAccountPercentage: row.gAccountPercentage,
    UsesAmericanDateFormat: row.usesAmericanDateFormat,
    LastUpdate: row.updatedAt,
  };
}

/** A relation as its kind's entity. */
export const presentRelation = (row: RelationRow): Vendor | Customer =>
  row.kind === 'Vendor' ? presentVendor(row) : presentCustomer(row);
