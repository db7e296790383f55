import type { CustomerFields, VendorFields } from '../../../domain/masterdata/index';
import type { relations } from '../../db/schema/index';

type Columns = Omit<typeof relations.$inferInsert, 'tenantId' | 'companyId' | 'kind' | 'id'>;

/** The columns a vendor's fields fill (the code is settled by the caller). */
export function vendorColumns(input: VendorFields): Columns {
  return {
    code: input.ErpCode,
    name: input.Name,
    searchName: input.SearchName,
    addressName: input.AddressName,
    streetAndNumber: input.StreetAndNumber,
    postOfficeBox: input.PostOfficeBox,
    postcode: input.Postcode,
    city: input.City,
    phoneNumber: input.PhoneNumber,
    country: input.Country,
    contactName: input.ContactName,
    contactFirstName: input.ContactFirstName,
    contactLastName: input.ContactLastName,
    contactPhoneNumber: input.ContactPhoneNumber,
    contactEmailAddress: input.ContactEmailAddress,
    contactFunction: input.ContactFunction,
    emailAddress: input.EmailAddress,
    defaultCurrency: input.DefaultCurrency,
    defaultLedgerCode: input.DefaultLedgerCode,
    defaultPaymentTermCode: input.DefaultPaymentTermCode,
    defaultPaymentMethodCode: input.DefaultPaymentMethodCode,
    defaultVatCode: input.DefaultVatCode,
    vatCategory: input.DefaultVatCategory,
    defaultVatScenarioCode: input.DefaultVatScenarioCode,
    vatNumber: input.VatNumber,
    ibanNumbers: input.IbanNumbers,
    chamberOfCommerceNumber: input.ChamberOfCommerceNumber,
    bicCode: input.BicCode,
    creditorsAccount: input.CreditorsAccount,
    useElectronicFundsTransfer: input.UseElectronicFundsTransfer,
    vendorTypeCode: input.VendorTypeCode,
    customerCode: input.CustomerCode,
    isBlocked: input.IsBlocked,
  };
}

/** The columns a customer's fields fill. */
export function customerColumns(input: CustomerFields): Columns {
  return {
    code: input.Code,
    name: input.Name,
    country: input.Country,
    debtorNumber: input.DebtorNumber,
    defaultCurrency: input.DefaultCurrency,
    defaultDescription: input.DefaultDescription,
    vatNumber: input.VatNumber,
    vatCategory: input.VatCategory,
    defaultVatCode: input.DefaultVatCode,
    defaultVatScenarioCode: input.DefaultVatScenarioCode,
    defaultPaymentTermCode: input.DefaultPaymentTermCode,
    defaultPaymentMethodCode: input.DefaultPaymentMethodCode,
    defaultLedgerCode: input.DefaultLedgerCode,
    defaultPurchaseOrderCode: input.DefaultPurchaseOrderCode,
    ibanNumbers: input.IbanNumbers,
    chamberOfCommerceNumber: input.ChamberOfCommerceNumber,
    isConfidential: input.IsConfidential,
    isBlocked: input.IsBlocked,
    useElectronicFundsTransfer: input.UseElectronicFundsTransfer,
    contractManagementId: input.ContractManagementId,
    gAccountPercentage: input.GAccountPercentage,
    usesAmericanDateFormat: input.UsesAmericanDateFormat,
  };
}
