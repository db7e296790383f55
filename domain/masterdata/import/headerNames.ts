import type { CodeList } from '../codeLists';
import { type ImportTarget, importFieldNames, isCodeListTarget } from './targets';

// The column headers Dutch and English bookkeeping exports (Exact, AFAS, Twinfield, SnelStart, Excel lists)
// use for each field, written as `headerKey` compares them.

/** A header as compared: no accents, case, spaces or punctuation; "nr", "no" and "number" read as "nummer". */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/%/g, 'percentage')
    .replace(/[^a-z0-9]+/g, '')
    .replace(/(nr|no|number|num)$/, 'nummer');
}

const relationNames: Record<string, string[]> = {
  Name: [
    'naam',
    'name',
    'bedrijfsnaam',
    'company name',
    'relatienaam',
    'organisatie',
    'organisation',
    'organization',
    'firma',
    'firmanaam',
  ],
  SearchName: ['zoeknaam', 'search name', 'zoekcode', 'search code', 'korte naam', 'short name'],
  AddressName: ['adresnaam', 'address name', 't.a.v.', 'attention'],
  StreetAndNumber: [
    'adres',
    'address',
    'straat',
    'street',
    'straat en huisnummer',
    'straat + huisnummer',
    'street and number',
    'adresregel 1',
    'address line 1',
    'bezoekadres',
  ],
  PostOfficeBox: ['postbus', 'po box', 'p.o. box', 'post office box'],
  Postcode: ['postcode', 'postal code', 'zip', 'zipcode', 'zip code', 'pc'],
  City: ['plaats', 'woonplaats', 'vestigingsplaats', 'plaatsnaam', 'stad', 'city', 'town'],
  PhoneNumber: ['telefoon', 'telefoonnummer', 'tel', 'tel.nr.', 'phone', 'phone number', 'telephone'],
  Country: ['land', 'landcode', 'country', 'country code'],
  ContactName: ['contactpersoon', 'contact', 'contact name', 'contactnaam', 'contact person'],
  ContactFirstName: ['voornaam', 'voornaam contactpersoon', 'contact first name', 'first name'],
  ContactLastName: ['achternaam', 'achternaam contactpersoon', 'contact last name', 'last name', 'surname'],
  ContactPhoneNumber: [
    'telefoon contactpersoon',
    'contact telefoon',
    'contact phone',
    'contact phone number',
  ],
  ContactEmailAddress: ['e-mail contactpersoon', 'contact e-mail', 'contact email', 'contact email address'],
  ContactFunction: ['functie', 'functie contactpersoon', 'function', 'job title', 'contact function'],
  EmailAddress: [
    'e-mail',
    'email',
    'e-mailadres',
    'emailadres',
    'email address',
    'e-mail address',
    'mail',
    'factuur e-mail',
    'invoice e-mail',
  ],
  DefaultCurrency: ['valuta', 'valutacode', 'munteenheid', 'currency', 'currency code', 'default currency'],
  DefaultLedgerCode: [
    'grootboekrekening',
    'grootboek',
    'grootboeknummer',
    'standaard grootboekrekening',
    'tegenrekening',
    'kostenrekening',
    'omzetrekening',
    'ledger account',
    'ledger',
    'ledger code',
    'gl account',
    'default ledger',
    'default ledger account',
  ],
  DefaultPaymentTermCode: [
    'betalingstermijn',
    'betaaltermijn',
    'betalingsconditie',
    'betalingsvoorwaarde',
    'payment term',
    'payment terms',
    'payment term code',
    'payment condition',
  ],
  DefaultPaymentMethodCode: [
    'betaalwijze',
    'betalingswijze',
    'betaalmethode',
    'payment method',
    'payment method code',
  ],
  DefaultVatCode: ['btw-code', 'btw code', 'btw', 'vat code', 'tax code', 'default vat code'],
  DefaultVatCategory: ['btw-categorie', 'vat category'],
  VatCategory: ['btw-categorie', 'vat category'],
  DefaultVatScenarioCode: ['btw-scenario', 'vat scenario', 'vat scenario code'],
  DefaultDescription: ['standaardomschrijving', 'omschrijving', 'description', 'default description'],
  VatNumber: [
    'btw-nummer',
    'btw-nr',
    'btw nummer',
    'btw-id',
    'btw-identificatienummer',
    'omzetbelastingnummer',
    'vat number',
    'vat no',
    'vat id',
    'vat registration number',
    'tax number',
    'tax id',
    'ust-idnr',
  ],
  IbanNumbers: [
    'iban',
    'iban-nummer',
    'iban number',
    'ibans',
    'iban numbers',
    'rekeningnummer',
    'bankrekening',
    'bankrekeningnummer',
    'bank account',
    'bank account number',
    'account number',
  ],
  ChamberOfCommerceNumber: [
    'kvk',
    'kvk-nummer',
    'kvk nummer',
    'kamer van koophandel',
    'kamer van koophandel nummer',
    'chamber of commerce',
    'chamber of commerce number',
    'coc',
    'coc number',
    'kbo',
    'kbo-nummer',
    'ondernemingsnummer',
    'company registration number',
    'registration number',
  ],
  BicCode: ['bic', 'bic-code', 'swift', 'swift code', 'swift/bic', 'bic/swift'],
  CreditorsAccount: ['crediteurenrekening', 'creditors account', 'creditors ledger'],
  UseElectronicFundsTransfer: ['elektronisch betalen', 'electronic funds transfer', 'eft'],
  VendorTypeCode: ['leverancierstype', 'soort leverancier', 'vendor type', 'supplier type'],
  IsBlocked: ['geblokkeerd', 'blokkeren', 'inactief', 'blocked', 'inactive'],
  DebtorNumber: ['debtor', 'debtor number'],
  DefaultPurchaseOrderCode: [
    'inkoopordernummer',
    'ordernummer',
    'purchase order',
    'purchase order code',
    'po number',
  ],
  IsConfidential: ['vertrouwelijk', 'confidential'],
  ContractManagementId: ['contract', 'contract id', 'contractnummer'],
  GAccountPercentage: [
    'g-rekening',
    'g-rekening percentage',
    'percentage g-rekening',
    'g account',
    'g account percentage',
  ],
  UsesAmericanDateFormat: ['amerikaanse datumnotatie', 'american date format'],
};

const vendorCodeNames = [
  'code',
  'erp code',
  'crediteurnummer',
  'crediteur',
  'crediteurcode',
  'leveranciersnummer',
  'leveranciernummer',
  'leverancierscode',
  'leveranciercode',
  'relatienummer',
  'relatiecode',
  'vendor code',
  'vendor number',
  'vendor id',
  'supplier code',
  'supplier number',
  'supplier id',
  'creditor number',
  'creditor code',
  'nummer',
  'id',
];
const customerCodeNames = [
  'code',
  'erp code',
  'klantnummer',
  'klantcode',
  'debiteurnummer',
  'debiteur',
  'debiteurcode',
  'relatienummer',
  'relatiecode',
  'customer code',
  'customer number',
  'customer id',
  'nummer',
  'id',
];

const targetNames: Partial<Record<ImportTarget, Record<string, string[]>>> = {
  Vendor: {
    ErpCode: vendorCodeNames,
    Name: ['leveranciersnaam', 'leveranciernaam', 'crediteurnaam', 'vendor name', 'supplier name'],
    CustomerCode: [
      'customer code',
      'klantnummer',
      'ons klantnummer',
      'our customer number',
      'customer number at vendor',
    ],
  },
  Customer: {
    Code: customerCodeNames,
    Name: ['klantnaam', 'debiteurnaam', 'customer name'],
  },
};

const codeListNames: Record<string, string[]> = {
  Description: [
    'omschrijving',
    'oms',
    'omschr',
    'description',
    'naam',
    'name',
    'benaming',
    'rekeningnaam',
    'account name',
    'titel',
    'title',
  ],
  DefaultDescription: ['standaardomschrijving', 'boekingsomschrijving', 'default description'],
  IsBlocked: ['geblokkeerd', 'inactief', 'vervallen', 'non-actief', 'blocked', 'inactive'],
  AccountType: [
    'soort',
    'type',
    'rekeningsoort',
    'rekeningtype',
    'balans/winst-en-verlies',
    'balans/resultaat',
    'b/w',
    'account type',
  ],
  VatCode: ['btw-code', 'btw code', 'btw', 'vat code', 'tax code'],
  Percentage: [
    'percentage',
    '%',
    'perc',
    'tarief',
    'btw-percentage',
    'btw-tarief',
    'vat percentage',
    'vat rate',
    'tax rate',
    'rate',
  ],
  Category: ['categorie', 'category', 'btw-categorie', 'vat category', 'dagboeksoort', 'journal type'],
  ScenarioCode: ['scenario', 'scenariocode', 'btw-scenario', 'vat scenario'],
  Days: ['dagen', 'aantal dagen', 'termijn', 'termijn in dagen', 'days', 'net days'],
  Unit: ['eenheid', 'verpakkingseenheid', 'unit', 'uom', 'unit of measure'],
  UnitPrice: ['prijs', 'stukprijs', 'eenheidsprijs', 'inkoopprijs', 'price', 'unit price', 'purchase price'],
  LedgerCode: [
    'grootboekrekening',
    'grootboek',
    'grootboeknummer',
    'ledger account',
    'ledger',
    'ledger code',
    'gl account',
  ],
  Symbol: ['symbool', 'teken', 'symbol', 'sign'],
};

const dimensionNames = [
  'kostenplaats',
  'kostendrager',
  'dimensie',
  'cost centre',
  'cost center',
  'cost unit',
  'dimension',
];
const codeNamesByList: Record<CodeList, string[]> = {
  GeneralLedger: [
    'grootboekrekening',
    'grootboeknummer',
    'grootboek',
    'rekening',
    'rekeningnummer',
    'ledger account',
    'ledger',
    'gl account',
    'account',
    'account code',
    'account number',
  ],
  VatCode: ['btw-code', 'btw code', 'btw', 'vat code', 'tax code'],
  VatScenario: ['btw-scenario', 'scenario', 'vat scenario'],
  PaymentTerm: ['betalingstermijn', 'betalingsconditie', 'payment term'],
  PaymentMethod: ['betaalwijze', 'betaalmethode', 'payment method'],
  Currency: ['valuta', 'valutacode', 'currency', 'currency code', 'iso'],
  Journal: ['dagboek', 'dagboekcode', 'journal', 'journal code'],
  Dimension1: dimensionNames,
  Dimension2: dimensionNames,
  Dimension3: dimensionNames,
  Dimension4: dimensionNames,
  Dimension5: dimensionNames,
  Project: ['project', 'projectcode', 'projectnummer', 'project code', 'project number'],
  Article: [
    'artikel',
    'artikelcode',
    'artikelnummer',
    'article',
    'article code',
    'item',
    'item code',
    'sku',
    'product code',
  ],
  Asset: ['activum', 'activa', 'vaste activa', 'asset', 'asset code', 'asset number'],
};

/** The header keys that suggest a field of a target, the field's own name first. */
export function headerKeysOf(target: ImportTarget, field: string): string[] {
  const names = isCodeListTarget(target)
    ? field === 'Code'
      ? [...codeNamesByList[target], 'code', 'nummer', 'id']
      : (codeListNames[field] ?? [])
    : [...(targetNames[target]?.[field] ?? []), ...(relationNames[field] ?? [])];
  return [...new Set([field, ...names].map(headerKey))];
}

/** Every header key any field of any target answers to: how a header row is told from a data row. */
export const knownHeaderKeys: ReadonlySet<string> = new Set(
  (['Vendor', 'Customer', ...Object.keys(codeNamesByList)] as ImportTarget[]).flatMap((target) =>
    importFieldNames(target).flatMap((field) => headerKeysOf(target, field)),
  ),
);
