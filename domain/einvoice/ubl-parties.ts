import { joinNotes, vatFirst } from './model';
import type { EInvoiceCustomer, EInvoiceDelivery, EInvoiceSupplier } from './types';
import { all, code, first, id, isoDate, text, type XNode } from './xml';

function address(a: XNode | undefined) {
  return {
    StreetName: text(a, 'StreetName'),
    AdditionalStreetName: text(a, 'AdditionalStreetName'),
    ExtraLine: joinNotes(all(a, 'AddressLine').map((l) => text(l, 'Line'))),
    Zone: text(a, 'PostalZone'),
    CityName: text(a, 'CityName'),
    CountrySubEntity: text(a, 'CountrySubentity'),
    Country: code(a, 'Country', 'IdentificationCode'),
  };
}

// BT-27/BT-44 is PartyLegalEntity's RegistrationName; UBL 2.0 senders (SimplerInvoicing 1.x) put it in PartyTaxScheme.
function legalName(party: XNode | undefined): string | null {
  return (
    text(party, 'PartyLegalEntity', 'RegistrationName') ?? text(party, 'PartyTaxScheme', 'RegistrationName')
  );
}

/** The customer fields of a UBL `cac:Party`: Name is the legal name, else the trading name. */
export function ublCustomer(party: XNode | undefined): EInvoiceCustomer {
  const a = address(first(party, 'PostalAddress'));
  const taxIds = all(party, 'PartyTaxScheme').map((t) => ({
    value: id(t, 'CompanyID'),
    isVat: (text(t, 'TaxScheme', 'ID') ?? 'VAT').toUpperCase() === 'VAT',
  }));
  const trading = text(party, 'PartyName', 'Name');
  return {
    Name: legalName(party) ?? trading,
    TradingName: trading,
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
    RegistrationName: legalName(party),
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
