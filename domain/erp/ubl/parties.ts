import { countryCodeOf } from './countries';
import type { UblParty } from './types';
import { element, leaf, optionalLeaf, type XmlElement } from './xml';

/**
 * A VAT number as EN 16931 wants it (BR-CO-9): without spaces, dots or dashes, upper case, and starting with its
 * country's prefix — a Dutch number kept as "123456789B01" is written NL123456789B01 (Greece's prefix is EL).
 */
export function vatIdentifierOf(vatNumber: string, country: string): string {
  const compact = vatNumber.replace(/[\s.-]+/g, '').toUpperCase();
  if (compact === '' || /^[A-Z]{2}/.test(compact)) return compact;
  return `${country === 'GR' ? 'EL' : country}${compact}`;
}

/** How a party is written: its VAT number may have to stay out (BR-O-02: not subject to VAT). */
export type PartyOptions = { country: string; withVatIdentifier: boolean };

/** A cac:Party: identifier, name, postal address with its country, VAT identifier, legal entity and contact. */
export function partyElement(party: UblParty, { country, withVatIdentifier }: PartyOptions): XmlElement {
  const vat = withVatIdentifier ? vatIdentifierOf(party.VatNumber, country) : '';
  const hasContact = [party.ContactName, party.PhoneNumber, party.EmailAddress].some((v) => v.trim() !== '');
  return element(
    'cac:Party',
    {},
    party.Code.trim() ? element('cac:PartyIdentification', {}, leaf('cbc:ID', party.Code.trim())) : null,
    element('cac:PartyName', {}, leaf('cbc:Name', party.Name)),
    element(
      'cac:PostalAddress',
      {},
      optionalLeaf('cbc:StreetName', party.StreetAndNumber),
      optionalLeaf('cbc:CityName', party.City),
      optionalLeaf('cbc:PostalZone', party.Postcode),
      element('cac:Country', {}, leaf('cbc:IdentificationCode', country)),
    ),
    vat
      ? element(
          'cac:PartyTaxScheme',
          {},
          leaf('cbc:CompanyID', vat),
          element('cac:TaxScheme', {}, leaf('cbc:ID', 'VAT')),
        )
      : null,
    element(
      'cac:PartyLegalEntity',
      {},
      leaf('cbc:RegistrationName', party.Name),
      optionalLeaf('cbc:CompanyID', party.ChamberOfCommerceNumber),
    ),
    hasContact &&
      element(
        'cac:Contact',
        {},
        optionalLeaf('cbc:Name', party.ContactName),
        optionalLeaf('cbc:Telephone', party.PhoneNumber),
        optionalLeaf('cbc:ElectronicMail', party.EmailAddress),
      ),
  );
}

/** The party's country code, falling back to the given one (the company's) when the master data has none. */
export const partyCountryOf = (party: UblParty, fallback: string) => countryCodeOf(party.Country, fallback);
