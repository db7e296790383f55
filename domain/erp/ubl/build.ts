import { toElectronicIban } from '../../iban/index';
import { amountText, centsOf, directionOf } from './amounts';
import { countryCodeOf } from './countries';
import { lineElement, type PreparedLine, prepareLine } from './lines';
import { partyElement } from './parties';
import { breakdownTaxCategory, type VatBreakdown, vatBreakdownOf } from './tax';
import type { UblParty, UblResult, UblSource } from './types';
import { element, leaf, optionalLeaf, serializeXml, type XmlElement, xmlSafeText } from './xml';

/** EN 16931 core (BT-24) and the Peppol billing process (BT-23) the UBL declares. */
export const UblCustomizationId = 'urn:cen.eu:en16931:2017';
export const UblProfileId = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const RootNamespaces = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
} as const;
const Cac = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const Cbc = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** Why no UBL can be written: a message key for the user. */
export type UblRefusalKey =
  | 'Ubl_Document_Not_Coded'
  | 'Ubl_Relation_Required'
  | 'Ubl_Document_Number_Required'
  | 'Ubl_Document_Date_Required';

const hasText = (value: string) => xmlSafeText(value).trim() !== '';

/** The first reason the source cannot make a UBL invoice, or null. */
export function ublRefusalOf(source: UblSource): UblRefusalKey | null {
  if (source.Lines.length === 0) return 'Ubl_Document_Not_Coded';
  if (!hasText(source.Seller.Name) || !hasText(source.Buyer.Name)) return 'Ubl_Relation_Required';
  if (!hasText(source.DocumentNumber)) return 'Ubl_Document_Number_Required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(source.DocumentDate)) return 'Ubl_Document_Date_Required';
  return null;
}

/** `INV-2024-001.xml`: the invoice number without the characters file systems refuse. */
export function ublFileNameOf(documentNumber: string): string {
  const name = xmlSafeText(documentNumber)
    .replace(/[\\/:*?"<>|]|\p{Cc}/gu, '_')
    .trim()
    .slice(0, 100);
  return `${name || 'invoice'}.xml`;
}

function paymentMeans(source: UblSource, kind: 'Invoice' | 'CreditNote'): XmlElement | null {
  const iban = toElectronicIban(source.PayeeIban);
  // A credit note has no cbc:DueDate in UBL 2.1: its due date (BT-9) is the payment means' PaymentDueDate.
  const dueDate = kind === 'CreditNote' ? source.DueDate : null;
  if (!iban && !source.PaymentReference.trim() && !dueDate) return null;
  return element(
    'cac:PaymentMeans',
    {},
    // 58 SEPA credit transfer to the seller's account; 1 (not defined) when only a reference or date is known.
    leaf('cbc:PaymentMeansCode', iban ? '58' : '1'),
    optionalLeaf('cbc:PaymentDueDate', dueDate),
    optionalLeaf('cbc:PaymentID', source.PaymentReference),
    iban
      ? element(
          'cac:PayeeFinancialAccount',
          {},
          leaf('cbc:ID', iban),
          source.PayeeBic.trim()
            ? element(
                'cac:FinancialInstitutionBranch',
                {},
                leaf('cbc:ID', source.PayeeBic.trim().toUpperCase()),
              )
            : null,
        )
      : null,
  );
}

function taxTotal(breakdown: VatBreakdown[], currency: string): XmlElement {
  const amount = (cents: number) => ({ currencyID: currency, cents });
  const money = (name: string, { currencyID, cents }: ReturnType<typeof amount>) =>
    leaf(name, amountText(cents), { currencyID });
  return element(
    'cac:TaxTotal',
    {},
    money('cbc:TaxAmount', amount(breakdown.reduce((sum, group) => sum + group.TaxCents, 0))),
    breakdown.map((group) =>
      element(
        'cac:TaxSubtotal',
        {},
        money('cbc:TaxableAmount', amount(group.TaxableCents)),
        money('cbc:TaxAmount', amount(group.TaxCents)),
        breakdownTaxCategory(group.Category, group.Rate),
      ),
    ),
  );
}

function monetaryTotal(lines: PreparedLine[], breakdown: VatBreakdown[], currency: string): XmlElement {
  const net = lines.reduce((sum, line) => sum + line.NetCents, 0);
  const tax = breakdown.reduce((sum, group) => sum + group.TaxCents, 0);
  const money = (name: string, cents: number) => leaf(name, amountText(cents), { currencyID: currency });
  return element(
    'cac:LegalMonetaryTotal',
    {},
    money('cbc:LineExtensionAmount', net),
    money('cbc:TaxExclusiveAmount', net),
    money('cbc:TaxInclusiveAmount', net + tax),
    money('cbc:PayableAmount', net + tax),
  );
}

function attachment(source: UblSource): XmlElement | null {
  const original = source.Original;
  if (!original) return null;
  const fileName = xmlSafeText(original.FileName).trim() || 'original.pdf';
  return element(
    'cac:AdditionalDocumentReference',
    {},
    leaf('cbc:ID', fileName),
    leaf('cbc:DocumentDescription', 'Original'),
    element(
      'cac:Attachment',
      {},
      leaf('cbc:EmbeddedDocumentBinaryObject', original.Base64, {
        mimeCode: original.MimeCode,
        filename: fileName,
      }),
    ),
  );
}

// Intra-Community supply needs a delivery date and country (BR-IC-11, BR-IC-12). Ledgerline keeps no delivery
// date, so the invoice date stands in; the goods went to the buyer's address.
function intraCommunityDelivery(source: UblSource, buyer: UblParty, buyerCountry: string): XmlElement {
  return element(
    'cac:Delivery',
    {},
    leaf('cbc:ActualDeliveryDate', source.DocumentDate),
    element(
      'cac:DeliveryLocation',
      {},
      element(
        'cac:Address',
        {},
        optionalLeaf('cbc:StreetName', buyer.StreetAndNumber),
        optionalLeaf('cbc:CityName', buyer.City),
        optionalLeaf('cbc:PostalZone', buyer.Postcode),
        element('cac:Country', {}, leaf('cbc:IdentificationCode', buyerCountry)),
      ),
    ),
  );
}

/** The countries of seller and buyer: the relation's falls back to the company's, the company's to NL. */
function countriesOf(source: UblSource): { seller: string; buyer: string } {
  const purchase = source.DocumentType === 'PurchaseInvoice';
  const company = countryCodeOf(purchase ? source.Buyer.Country : source.Seller.Country, 'NL');
  const relation = countryCodeOf(purchase ? source.Seller.Country : source.Buyer.Country, company);
  return purchase ? { seller: relation, buyer: company } : { seller: company, buyer: relation };
}

/**
 * Writes the UBL 2.1 Invoice (or CreditNote) of a coded document following EN 16931: header, parties, payment
 * means, VAT breakdown, totals and a line per coding line carrying its ledger account (cbc:AccountingCost) and
 * further coding (item attributes), with the original embedded. Refuses when a mandatory term is missing.
 */
export function buildUbl(source: UblSource): ({ ok: true } & UblResult) | { ok: false; key: UblRefusalKey } {
  const refusal = ublRefusalOf(source);
  if (refusal) return { ok: false, key: refusal };
  const currency = (source.Currency.trim() || 'EUR').toUpperCase();
  const total = source.Lines.reduce(
    (sum, line) => sum + centsOf(line.NetAmount) + centsOf(line.VatAmount),
    0,
  );
  const { kind, sign } = directionOf(source.InvoiceType, total);
  const lines = source.Lines.map((line) => prepareLine(line, sign));
  const breakdown = vatBreakdownOf(lines);
  const countries = countriesOf(source);
  // Not subject to VAT: no party may show a VAT identifier (BR-O-02).
  const withVatIdentifier = !lines.some((line) => line.Category === 'O');
  const fallbackName = xmlSafeText(source.Description).trim() || xmlSafeText(source.DocumentNumber).trim();
  const root = element(
    kind,
    { xmlns: RootNamespaces[kind], 'xmlns:cac': Cac, 'xmlns:cbc': Cbc },
    leaf('cbc:UBLVersionID', '2.1'),
    leaf('cbc:CustomizationID', UblCustomizationId),
    leaf('cbc:ProfileID', UblProfileId),
    leaf('cbc:ID', source.DocumentNumber.trim()),
    leaf('cbc:IssueDate', source.DocumentDate),
    kind === 'Invoice' ? optionalLeaf('cbc:DueDate', source.DueDate) : null,
    leaf(
      kind === 'Invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode',
      kind === 'Invoice' ? '380' : '381',
    ),
    optionalLeaf('cbc:Note', source.Description),
    leaf('cbc:DocumentCurrencyCode', currency),
    source.PurchaseOrderNumber.trim()
      ? element('cac:OrderReference', {}, leaf('cbc:ID', source.PurchaseOrderNumber.trim()))
      : null,
    attachment(source),
    element(
      'cac:AccountingSupplierParty',
      {},
      partyElement(source.Seller, { country: countries.seller, withVatIdentifier }),
    ),
    element(
      'cac:AccountingCustomerParty',
      {},
      partyElement(source.Buyer, { country: countries.buyer, withVatIdentifier }),
    ),
    lines.some((line) => line.Category === 'K')
      ? intraCommunityDelivery(source, source.Buyer, countries.buyer)
      : null,
    paymentMeans(source, kind),
    source.PaymentTerm.trim()
      ? element('cac:PaymentTerms', {}, leaf('cbc:Note', source.PaymentTerm.trim()))
      : null,
    taxTotal(breakdown, currency),
    monetaryTotal(lines, breakdown, currency),
    lines.map((line) => lineElement(line, kind, currency, fallbackName || `Line ${line.Line.LineNumber}`)),
  );
  return { ok: true, Kind: kind, Xml: serializeXml(root), FileName: ublFileNameOf(source.DocumentNumber) };
}
