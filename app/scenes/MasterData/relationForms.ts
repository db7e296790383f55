import { printFormatIban } from '../../../domain/iban/index';
import type { Customer, CustomerInput, RelationKind, VendorInput } from '../../../domain/masterdata/index';
import type { Relation, RelationInput, VendorDetail } from '../../api/relations';

/** A new vendor's starting values: every field empty. */
export function newVendorForm(): VendorInput {
  return {
    ErpCode: '',
    Name: '',
    SearchName: '',
    AddressName: '',
    StreetAndNumber: '',
    PostOfficeBox: '',
    Postcode: '',
    City: '',
    PhoneNumber: '',
    Country: 'NL',
    ContactName: '',
    ContactFirstName: '',
    ContactLastName: '',
    ContactPhoneNumber: '',
    ContactEmailAddress: '',
    ContactFunction: '',
    EmailAddress: '',
    DefaultCurrency: '',
    DefaultLedgerCode: '',
    DefaultPaymentTermCode: '',
    DefaultPaymentMethodCode: '',
    DefaultVatCode: '',
    DefaultVatCategory: '',
    DefaultVatScenarioCode: '',
    VatNumber: '',
    IbanNumbers: [],
    ChamberOfCommerceNumber: '',
    BicCode: '',
    CreditorsAccount: '',
    UseElectronicFundsTransfer: false,
    VendorTypeCode: '',
    CustomerCode: '',
    IsBlocked: false,
  };
}

/** A new customer's starting values. */
export function newCustomerForm(): CustomerInput {
  return {
    Code: '',
    Name: '',
    Country: 'NL',
    DebtorNumber: '',
    DefaultCurrency: '',
    DefaultDescription: '',
    VatNumber: '',
    VatCategory: '',
    DefaultVatCode: '',
    DefaultVatScenarioCode: '',
    DefaultPaymentTermCode: '',
    DefaultPaymentMethodCode: '',
    DefaultLedgerCode: '',
    DefaultPurchaseOrderCode: '',
    IbanNumbers: [],
    ChamberOfCommerceNumber: '',
    IsConfidential: false,
    IsBlocked: false,
    UseElectronicFundsTransfer: false,
    ContractManagementId: '',
    GAccountPercentage: null,
    UsesAmericanDateFormat: false,
  };
}

/** The editable part of a loaded vendor, its IBANs in groups of four as people read them. */
function vendorFormOf(vendor: VendorDetail): VendorInput {
  const { Id, CompanyId, IbanNumber, BankAccountConfirmed, BankAccountChanges, ...input } = vendor;
  return { ...input, IbanNumbers: input.IbanNumbers.map((iban) => printFormatIban(iban)) };
}

/** The editable part of a loaded customer. */
function customerFormOf(customer: Customer): CustomerInput {
  const { Id, CompanyId, ...input } = customer;
  return { ...input, IbanNumbers: input.IbanNumbers.map((iban) => printFormatIban(iban)) };
}

/** A new relation's starting values. */
export function newRelationForm<K extends RelationKind>(kind: K): RelationInput<K> {
  return (kind === 'Vendor' ? newVendorForm() : newCustomerForm()) as RelationInput<K>;
}

/** The editable part of a loaded relation. */
export function relationFormOf<K extends RelationKind>(kind: K, relation: Relation<K>): RelationInput<K> {
  return (
    kind === 'Vendor' ? vendorFormOf(relation as VendorDetail) : customerFormOf(relation as Customer)
  ) as RelationInput<K>;
}
