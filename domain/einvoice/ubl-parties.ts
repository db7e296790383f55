import { joinNotes, vatFirst } from './model';
import type { EInvoiceCustomer, EInvoiceDelivery, EInvoiceSupplier } from './types';
import { all, first, id, isoDate, text, type XNode } from './xml';

function address(a: XNode | undefined) {
  return {
    StreetName: text(a, 'StreetName'),
    AdditionalStreetName: text(a, 'AdditionalStreetName'),
    ExtraLine: joinNotes(all(a, 'AddressLine').map((l) => text(l, 'Line'))),
    Zone: text(a, 'PostalZone'),
    CityName: text(a, 'CityName'),
    CountrySubEntity: text(a, 'CountrySubentity'),
    Country: id(a, 'Country', 'IdentificationCode'),
  };
}

/** The customer fields of a UBL `cac:Party`. */
export function ublCustomer(party: XNode | undefined): EInvoiceCustomer {
  const a = address(first(party, 'PostalAddress'));
  const taxIds = all(party, 'PartyTaxScheme').map((t) => ({
    value: id(t, 'CompanyID'),
    isVat: (text(t, 'TaxScheme', 'ID') ?? 'VAT').toUpperCase() === 'VAT',
  }));
  return {
    Name: text(party, 'PartyName', 'Name') ?? text(party, 'PartyLegalEntity', 'RegistrationName'),
    ContactName: text(party, 'Contact', 'Name'),
    PostalAddressStreetName: a.StreetName,
    PostalAddressAdditionalStreetName: a.AdditionalStreetName,
    PostalAddressExtraLine: a.ExtraLine,
    PostalAddressZone: a.Zone,
    PostalAddressCityName: a.CityName,
    PostalAddressCountrySubEntity: a.CountrySubEntity,
    PostalAddressCountry: a.Country,
    TaxSchemeCompanies: vatFirst(taxIds),
    LegalEntityCompany: id(party, 'PartyLegalEntity', 'CompanyID'),
  };
}

/** The supplier fields of a UBL `cac:Party`. */
export function ublSupplier(party: XNode | undefined): EInvoiceSupplier {
  return {
    ...ublCustomer(party),
    RegistrationName: text(party, 'PartyLegalEntity', 'RegistrationName'),
    ContactEmail: text(party, 'Contact', 'ElectronicMail'),
  };
}

/** The delivery of a UBL invoice, or null when it has none. */
export function ublDelivery(delivery: XNode | undefined): EInvoiceDelivery | null {
  if (!delivery) return null;
  const a = address(first(delivery, 'DeliveryLocation', 'Address') ?? first(delivery, 'DeliveryAddress'));
  return {
    Date: isoDate(text(delivery, 'ActualDeliveryDate')),
    Receiver: text(delivery, 'DeliveryParty', 'PartyName', 'Name'),
    StreetName: a.StreetName,
    AdditionalStreetName: a.AdditionalStreetName,
    AddressExtraLine: a.ExtraLine,
    PostalZone: a.Zone,
    CityName: a.CityName,
    CountrySubEntity: a.CountrySubEntity,
    Country: a.Country,
  };
}
