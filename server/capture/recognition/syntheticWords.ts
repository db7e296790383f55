/**
 * The words the synthetic invoices print (syntheticInvoices.ts): per language, the labels real invoices use for each
 * field and for the numbers that stand beside them and must not be taken for them (customer, order, delivery note),
 * the headings of the buyer's and the seller's blocks, legal forms and registration numbers.
 */
export type Language = 'nl' | 'en' | 'de' | 'fr';

export type LanguageWords = {
  number: string[];
  date: string[];
  due: string[];
  net: string[];
  vat: (rate: string) => string[];
  gross: string[];
  /** Headers of the table of totals: net, VAT, gross, side by side above their values. */
  totalsHeader: [string[], string[], string[]];
  iban: string[];
  vatNumber: string[];
  buyerHeading: string[];
  buyerVat: string[];
  sellerHeading: string[];
  soldBy: string[];
  /** The labels of a party's rows in an e-invoice's visualisation: its number and its name. */
  partyRows: [string, string];
  title: string[];
  customer: string[];
  order: string[];
  delivery: string[];
  reference: string[];
  /** "Please pay … to …": the payment sentence, with the IBAN, the reference and the seller. */
  paySentence: (iban: string, reference: string, seller: string) => string[];
  months: string[];
  items: [string, string, string, string[]];
  bank: string[];
  taxNumber: string;
};

export const Words: Record<Language, LanguageWords> = {
  nl: {
    number: ['Factuurnummer', 'Factuurnr.', 'Factuur nr:', 'Nota nr.', 'Factuur', 'Nummer'],
    date: ['Factuurdatum', 'Datum', 'Datum factuur'],
    due: ['Vervaldatum', 'Uiterste betaaldatum', 'Te betalen voor'],
    net: ['Subtotaal', 'Totaal excl. btw', 'Bedrag excl. btw', 'Totaal (excl. btw)', 'Netto bedrag'],
    vat: (rate) => [`Btw ${rate}%`, `${rate}% btw`, `Btw ${rate} %`, `BTW (${rate}%)`],
    gross: ['Totaal incl. btw', 'Te betalen', 'Totaalbedrag', 'Totaal (incl. btw)', 'Factuurbedrag'],
    totalsHeader: [
      ['Totaal excl. btw', 'Netto'],
      ['Btw', 'Btw-bedrag'],
      ['Totaal incl. btw', 'Te betalen'],
    ],
    iban: ['IBAN', 'Rekeningnummer', 'IBAN:', 'Bankrekening', 'IBAN-nr.', 'Rekening'],
    vatNumber: ['Btw-nr.', 'BTW-nummer', 'Btw-id', 'Btw'],
    buyerHeading: ['Factuuradres', 'Klant', 'Aan', 'Factuur aan'],
    buyerVat: ['Btw-nummer klant', 'Uw btw-nummer', 'Btw-nr.'],
    sellerHeading: ['Van', 'Leverancier', 'Afzender'],
    soldBy: ['Verkocht door:', 'Verkoper:', 'Leverancier:'],
    partyRows: ['Nummer', 'Naam'],
    title: ['Factuur', 'FACTUUR'],
    customer: ['Klantnummer', 'Klantnr.', 'Debiteurnummer', 'Relatienummer'],
    order: ['Uw referentie', 'Uw ordernr.', 'Inkoopordernummer', 'Uw bestelnummer'],
    delivery: ['Pakbonnummer', 'Leveringsbon', 'Ordernummer'],
    reference: ['Betalingskenmerk', 'Betalingskenmerk:', 'Kenmerk'],
    paySentence: (iban, reference, seller) => [
      `Wij verzoeken u het bedrag over te maken op ${iban} t.n.v. ${seller}`,
      `o.v.v. betalingskenmerk ${reference}.`,
    ],
    months: 'januari februari maart april mei juni juli augustus september oktober november december'.split(
      ' ',
    ),
    items: ['Omschrijving', 'Aantal', 'Prijs', ['Bedrag', 'Bedrag excl. btw', 'Totaal']],
    bank: ['ING Bank', 'Rabobank', 'ABN AMRO'],
    taxNumber: 'Btw-id',
  },
  en: {
    number: ['Invoice number', 'Invoice no.', 'Invoice #', 'Invoice No:', 'No.', 'Inv. No.', 'Invoice ID'],
    date: ['Invoice date', 'Date', 'Date of issue'],
    due: ['Due date', 'Payment due', 'Pay by'],
    net: ['Subtotal', 'Total excl. VAT', 'Net amount', 'Total (excl. VAT)', 'Sub-total', 'Net total'],
    vat: (rate) => [`VAT ${rate}%`, `VAT @ ${rate}%`, `${rate}% VAT`, `VAT (${rate}%)`],
    gross: ['Total', 'Amount due', 'Total incl. VAT', 'Total (incl. VAT)', 'Balance due', 'Invoice total'],
    totalsHeader: [
      ['Net', 'Subtotal'],
      ['VAT', 'Tax'],
      ['Total', 'Amount due'],
    ],
    iban: ['IBAN', 'IBAN:', 'Account number', 'Bank account', 'IBAN no.'],
    vatNumber: ['VAT no.', 'VAT number', 'VAT Reg. No.'],
    buyerHeading: ['Bill to', 'Invoice to', 'Customer', 'Billed to'],
    buyerVat: ['Customer VAT', 'Your VAT number', 'VAT no.'],
    sellerHeading: ['From', 'Supplier', 'Seller'],
    soldBy: ['Sold by:', 'Sold By', 'Seller:'],
    partyRows: ['Number', 'Name'],
    title: ['Invoice', 'INVOICE', 'Tax invoice'],
    customer: ['Customer no.', 'Customer ID', 'Account no.', 'Client no.'],
    order: ['Your reference', 'PO number', 'Purchase order', 'Your order no.'],
    delivery: ['Delivery note', 'Delivery no.', 'Packing slip no.'],
    reference: ['Payment reference', 'Payment reference:', 'Payment ref.'],
    paySentence: (iban, reference, seller) => [
      `Please transfer the amount to ${iban} in the name of ${seller},`,
      `quoting payment reference ${reference}.`,
    ],
    months: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
    items: ['Description', 'Qty', 'Price', ['Amount', 'Amount excl. VAT', 'Total', 'Net']],
    bank: ['Barclays Bank', 'HSBC', 'NatWest'],
    taxNumber: 'Tax ref.',
  },
  de: {
    number: [
      'Rechnungsnummer',
      'Rechnungs-Nr.',
      'Rechnung Nr.',
      'Belegnummer',
      'Beleg-Nr.',
      'Rechnungsnr.',
      'Nr.',
    ],
    date: ['Rechnungsdatum', 'Datum', 'Belegdatum'],
    due: ['Fälligkeitsdatum', 'Fällig am', 'Zahlbar bis'],
    net: ['Nettobetrag', 'Summe netto', 'Zwischensumme', 'Netto-Betrag', 'Warenwert', 'Nettosumme'],
    vat: (rate) => [
      `MwSt. ${rate}%`,
      `USt ${rate} %`,
      `${rate}% MwSt.`,
      `zzgl. ${rate}% USt.`,
      `Umsatzsteuer ${rate}%`,
    ],
    gross: ['Gesamtbetrag', 'Rechnungsbetrag', 'Zu zahlen', 'Brutto-Betrag', 'Endbetrag', 'Gesamtsumme'],
    totalsHeader: [
      ['Netto', 'Nettobetrag'],
      ['MwSt.', 'USt-Betrag'],
      ['Brutto', 'Gesamtbetrag'],
    ],
    iban: ['IBAN', 'IBAN:', 'Bankverbindung', 'IBAN-Nr.', 'Konto', 'IBAN Nr:'],
    vatNumber: ['USt-IdNr.', 'USt-ID', 'Umsatzsteuer-ID'],
    buyerHeading: ['Rechnungsempfänger', 'Kunde', 'Rechnungsadresse', 'Rechnung an'],
    buyerVat: ['Ihre USt-IdNr.', 'Kunden-USt-ID', 'USt-IdNr.'],
    sellerHeading: ['Verkäufer', 'Lieferant', 'Absender', 'Rechnungssteller'],
    soldBy: ['Verkauft von:', 'Verkäufer:', 'Lieferant:'],
    partyRows: ['Nummer', 'Name'],
    title: ['Rechnung', 'RECHNUNG'],
    customer: ['Kundennummer', 'Kunden-Nr.', 'Kd.-Nr.', 'Kundennr.'],
    order: ['Ihre Bestellung', 'Bestell-Nr.', 'Ihre Bestellnummer', 'Bestellnummer'],
    delivery: ['Lieferschein-Nr.', 'Lieferscheinnummer', 'Lieferschein'],
    reference: ['Verwendungszweck', 'Verwendungszweck:', 'Zahlungsreferenz'],
    paySentence: (iban, reference, seller) => [
      `Bitte überweisen Sie den Betrag auf das Konto ${iban} (${seller})`,
      `unter Angabe des Verwendungszwecks ${reference}.`,
    ],
    months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
    items: ['Bezeichnung', 'Menge', 'Preis', ['Betrag', 'Gesamt', 'Netto', 'Betrag netto']],
    bank: ['Sparkasse Köln', 'Commerzbank', 'Deutsche Bank'],
    taxNumber: 'Steuernummer',
  },
  fr: {
    number: [
      'N° de facture',
      'Facture n°',
      'Numéro de facture',
      'Facture N°',
      'Numéro',
      'N° facture',
      'Réf. facture',
    ],
    date: ['Date de facture', 'Date', "Date d'émission"],
    due: ["Date d'échéance", 'Échéance', 'À payer avant le'],
    net: ['Total HT', 'Montant HT', 'Sous-total', 'Total H.T.', 'Montant hors taxes', 'Total hors TVA'],
    vat: (rate) => [
      `TVA ${rate}%`,
      `TVA (${rate} %)`,
      `TVA ${rate} %`,
      `TVA à ${rate}%`,
      `Montant TVA ${rate}%`,
    ],
    gross: ['Total TTC', 'Net à payer', 'Montant TTC', 'Total T.T.C.', 'Total à payer'],
    totalsHeader: [
      ['Total HT', 'Montant HT'],
      ['TVA', 'Total TVA'],
      ['Total TTC', 'Net à payer'],
    ],
    iban: ['IBAN', 'IBAN :', 'IBAN:', 'Compte', 'Banque IBAN'],
    vatNumber: ['N° TVA', 'TVA intracommunautaire', 'N° de TVA'],
    buyerHeading: ['Facturé à', 'Client', 'Destinataire', 'Adresse de facturation'],
    buyerVat: ['TVA client', 'Votre n° TVA', 'N° TVA'],
    sellerHeading: ['Vendeur', 'Fournisseur', 'Émetteur'],
    soldBy: ['Vendu par :', 'Vendeur :', 'Fournisseur :'],
    partyRows: ['Numéro', 'Nom'],
    title: ['Facture', 'FACTURE'],
    customer: ['N° client', 'Code client', 'Client n°', 'Réf. client'],
    order: ['Votre commande', 'N° de commande', 'Bon de commande', 'Votre référence'],
    delivery: ['Bon de livraison', 'N° BL', 'Numéro de dossier'],
    reference: ['Référence de paiement', 'Référence de paiement :', 'Réf. paiement'],
    paySentence: (iban, reference, seller) => [
      `Merci de régler par virement sur le compte ${iban} (${seller})`,
      `en indiquant la référence de paiement ${reference}.`,
    ],
    months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
    items: ['Désignation', 'Qté', 'Prix', ['Montant', 'Montant HT', 'Total HT', 'Total']],
    bank: ['Crédit Agricole', 'BNP Paribas', 'Société Générale'],
    taxNumber: 'APE',
  },
};

export const Rates: Record<Language, [number, number]> = {
  nl: [21, 9],
  en: [20, 5],
  de: [19, 7],
  fr: [20, 5.5],
};

export const LegalForms: Record<Language, string[]> = {
  nl: ['B.V.', 'BV', 'V.O.F.', 'N.V.'],
  en: ['Ltd', 'Ltd.', 'Limited', 'Inc.', 'LLC', 'PLC'],
  de: ['GmbH', 'AG', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)', 'e.K.'],
  fr: ['SARL', 'SAS', 'SA', 'S.A.', 'EURL', 'SASU'],
};

export const NameWords = [
  'Noord',
  'Atlas',
  'Vertex',
  'Kraan',
  'Helios',
  'Brouwer',
  'Lindqvist',
  'Orion',
  'Delta',
  'Müller',
  'Lefèvre',
  'Harbour',
  'Zeeland',
  'Alpen',
  'Provence',
  'Kestrel',
  'Van Dijk',
  'De Wit',
  'Von Berg',
  'Le Blanc',
];
export const NameKinds = [
  'Techniek',
  'Logistics',
  'Handel',
  'Systems',
  'Consulting',
  'Services',
  'Bouw',
  'Média',
];

export const Streets: Record<Language, string[]> = {
  nl: ['Hoofdstraat', 'Kerkstraat', 'Stationsweg', 'Industrieweg'],
  en: ['High Street', 'Station Road', 'Mill Lane', 'Church Street'],
  de: ['Marktplatz', 'Bahnhofstraße', 'Hauptstraße', 'Industriestr.'],
  fr: ['Rue de la Gare', 'Avenue Foch', 'Chemin des Vignes', 'Boulevard Victor Hugo'],
};
export const Cities: Record<Language, string[]> = {
  nl: ['Utrecht', 'Amersfoort', 'Zwolle', 'Breda'],
  en: ['Leeds', 'York', 'Bristol', 'Norwich'],
  de: ['Köln', 'Bonn', 'München', 'Hamburg'],
  fr: ['Lyon', 'Nantes', 'Lille', 'Bordeaux'],
};
