import { vatFirst } from './model';
import type { EInvoiceCustomer, EInvoiceDelivery, EInvoiceSupplier } from './types';
import { all, attr, code, first, id, isoDate, text, type XNode } from './xml';

function address(a: XNode | undefined) {
  return {
    StreetName: text(a, 'LineOne'),
    AdditionalStreetName: text(a, 'LineTwo'),
    ExtraLine: text(a, 'LineThree'),
    Zone: text(a, 'PostcodeCode'),
    CityName: text(a, 'CityName'),
    CountrySubEntity: text(a, 'CountrySubDivisionName'),
    Country: code(a, 'CountryID'),
  };
}

/** The customer fields of a CII trade party: Name is the legal name (ram:Name), else the trading name. */
export function ciiCustomer(party: XNode | undefined): EInvoiceCustomer {
  const a = address(first(party, 'PostalTradeAddress'));
  const taxIds = all(party, 'SpecifiedTaxRegistration', 'ID').map((t) => ({
    value: id(t),
    isVat: attr(t, 'schemeID') === 'VA',
  }));
  const trading = text(party, 'SpecifiedLegalOrganization', 'TradingBusinessName');
  return {
    Name: text(party, 'Name') ?? trading,
    TradingName: trading,
    ContactName: text(party, 'DefinedTradeContact', 'PersonName'),
    PostalAddressStreetName: a.StreetName,
    PostalAddressAdditionalStreetName: a.AdditionalStreetName,
    PostalAddressExtraLine: a.ExtraLine,
    PostalAddressZone: a.Zone,
    PostalAddressCityName: a.CityName,
    PostalAddressCountrySubEntity: a.CountrySubEntity,
    PostalAddressCountry: a.Country,
    TaxSchemeCompanies: vatFirst(taxIds),
    LegalEntityCompany: id(party, 'SpecifiedLegalOrganization', 'ID'),
  };
}

/** The supplier fields of a CII seller trade party. */
export function ciiSupplier(party: XNode | undefined): EInvoiceSupplier {
  return {
    ...ciiCustomer(party),
    RegistrationName: text(party, 'Name'),
    ContactEmail: text(party, 'DefinedTradeContact', 'EmailURIUniversalCommunication', 'URIID'),
  };
}

/** The delivery of a CII invoice (ship-to party and delivery date), or null when it has none. */
export function ciiDelivery(delivery: XNode | undefined): EInvoiceDelivery | null {
  const shipTo = first(delivery, 'ShipToTradeParty');
  const date = isoDate(
    text(delivery, 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime', 'DateTimeString'),
  );
  if (!shipTo && date === null) return null;
  const a = address(first(shipTo, 'PostalTradeAddress'));
  return {
    Date: date,
    Receiver: text(shipTo, 'Name'),
    StreetName: a.StreetName,
    AdditionalStreetName: a.AdditionalStreetName,
    AddressExtraLine: a.ExtraLine,
    PostalZone: a.Zone,
    CityName: a.CityName,
    CountrySubEntity: a.CountrySubEntity,
    Country: a.Country,
  };
}
