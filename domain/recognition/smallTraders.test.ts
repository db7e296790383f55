import { pageOf } from './testPages';
import { largeWords, valuesOf, withLetterhead } from './testReading';
import type { PageWords } from './types';

/** The page as OCR reads it: every word with its confidence. */
const asOcr = (page: PageWords): PageWords => ({
  ...page,
  Words: page.Words.map((word) => ({ ...word, Confidence: 0.93 })),
});

describe('the vendor of a small trader', () => {
  it('is the registered firm of the foot, not the brand of the letter head its web site spells', () => {
    const page = pageOf(1, [
      [0.06, 'Event catering & private dining'],
      [0.08, 'The Old Bakehouse, 27 North Street, Bristol BS3 1HW'],
      [0.1, '0117 496 0523 · hello@larkspurkitchen.co.uk'],
      [0.2, 'Avon Gorge Architects LLP'],
      [0.22, '4 Queen Square'],
      [0.3, [0.6, 'Invoice No.'], [0.8, '1060']],
      [0.32, [0.6, 'Date'], [0.8, '4 March 2025']],
      [0.6, [0.6, 'Total'], [0.85, '£5,061.85']],
      [0.7, 'Please pay by bank transfer to Larkspur Catering Ltd, sort code 20-25-28, account 96915495.'],
      [0.74, 'Holly Bishop, Larkspur Kitchen'],
      [
        0.95,
        'Larkspur Catering Ltd · Registered in England and Wales, company no. 04458876 · VAT no. GB 920 2663 50',
      ],
    ]);
    const read = valuesOf(withLetterhead(largeWords('Larkspur Kitchen', 0.1, 0.02), page));
    expect(read.RelationName).toBe('Larkspur Catering Ltd');
  });

  it('is the foundation a course brand is "een initiatief van", up to the dot that ends its name', () => {
    const page = pageOf(1, [
      [0.06, 'BHV · EHBO · reanimatie & AED'],
      [0.08, [0.7, 'cursussen@ehbo-academie-eemland.nl']],
      [0.2, 'Hoveniersbedrijf Van Dijk & Zn.'],
      [0.3, [0.6, 'Factuurnummer'], [0.8, 'EA25-0159']],
      [0.32, [0.6, 'Factuurdatum'], [0.8, '20-06-2025']],
      [0.6, [0.6, 'Totaal'], [0.85, '€ 2.490,02']],
      [
        0.95,
        'EHBO Academie Eemland is een initiatief van Stichting Eerste Hulp Opleidingen Eemland · KvK 77781403 · CRKBO-geregistreerde instelling',
      ],
    ]);
    const read = valuesOf(withLetterhead(largeWords('EHBO Academie Eemland', 0.1, 0.03), page));
    expect(read.RelationName).toBe('Stichting Eerste Hulp Opleidingen Eemland');
  });

  it('is the association a lodge is "géré par", not the lodge', () => {
    const page = pageOf(1, [
      [0.06, 'GÎTE DE GROUPE · SALLES DE SÉMINAIRE'],
      [0.08, [0.7, 'reservations@relaisduval.be']],
      [0.2, [0.6, 'Dumont Logistics SRL']],
      [0.3, [0.1, 'Facture n°'], [0.3, 'RV25-0139']],
      [0.32, [0.1, 'Date'], [0.3, '22/08/2025']],
      [0.6, [0.6, 'Total TVAC'], [0.85, '6.829,39 €']],
      [
        0.95,
        "Le Relais du Val – centre d'hébergement géré par : Accueil et Nature en Famenne ASBL – Rue du Hableau 14 – 5580 Rochefort",
      ],
      [0.97, 'N° d’entreprise / TVA BE 0896.471.030 – RPM Liège, division Dinant'],
    ]);
    const read = valuesOf(withLetterhead(largeWords('Le Relais du Val', 0.1, 0.03), page));
    expect(read.RelationName).toBe('Accueil et Nature en Famenne ASBL');
  });

  it('is a partnership "GbR" whose VAT number follows on its line', () => {
    const page = pageOf(1, [
      [0.1, [0.6, 'Plöck 44 · 69117 Heidelberg']],
      [0.2, 'Weingut Lang'],
      [0.3, [0.1, 'Honorarrechnung Nr.'], [0.3, 'HK-2026-025']],
      [0.32, [0.1, 'Rechnungsdatum'], [0.3, '28.01.2026']],
      [0.6, [0.6, 'Gesamtbetrag'], [0.85, '22.741,92 €']],
      [0.93, 'Hahn + Krüger Architekten GbR', [0.5, 'USt-IdNr. DE 755 097 891']],
      [0.95, 'Gesellschafter: Judith Hahn, Felix Krüger'],
    ]);
    const read = valuesOf(withLetterhead(largeWords('hahn + krüger', 0.1, 0.04), page));
    expect(read.RelationName).toBe('Hahn + Krüger Architekten GbR');
  });

  it('is an Austrian "OG" of its foot, but a floor "2. OG" names no firm', () => {
    const page = pageOf(1, [
      [0.05, [0.5, 'Transporte Hofbauer GmbH']],
      [0.07, [0.5, 'Gewerbepark 7, 2. OG']],
      [0.09, [0.5, '4614 Marchtrenk']],
      [0.3, [0.5, 'Rechnung'], [0.7, 'FS-10703']],
      [0.32, [0.5, 'Datum'], [0.7, '18.01.2026']],
      [0.6, [0.6, 'Gesamtbetrag'], [0.85, 'EUR 3.095,42']],
      [
        0.95,
        'Leitner Fahrausbildung OG · Linzer Straße 42 · 4600 Wels · Firmenbuch FN 183122y, Landesgericht Wels · UID-Nr. ATU39508733',
      ],
    ]);
    const read = valuesOf(withLetterhead(largeWords('FAHRSCHULE LEITNER', 0.1, 0.12), page));
    expect(read.RelationName).toBe('Leitner Fahrausbildung OG');
  });

  it('is a French sole trader whose name ends in "EI"', () => {
    const page = pageOf(1, [
      [0.06, 'traduction & relecture'],
      [0.14, 'DE', [0.6, 'POUR']],
      [0.16, 'Marie Lefèvre EI', [0.6, 'Éditions du Lierre SARL']],
      [0.18, '27 rue Solférino', [0.6, '12 rue des Arts']],
      [0.2, 'marie@motspassants.fr'],
      [0.3, [0.6, 'Facture'], [0.8, 'MP-2026-012']],
      [0.32, [0.6, 'Date'], [0.8, '28/01/2026']],
      [0.6, [0.6, 'Total'], [0.85, '1 913,74 €']],
      [0.95, 'Marie Lefèvre EI – Entrepreneur individuel – SIRET 699 832 341 00092 – APE 7430Z'],
    ]);
    const read = valuesOf(withLetterhead(largeWords('Mots Passants', 0.1, 0.03), page));
    expect(read.RelationName).toBe('Marie Lefèvre EI');
  });

  it("is the registered name of the foot where OCR read its line's middle dots as colons", () => {
    const page = pageOf(1, [
      [0.08, 'Zijlweg 84 · 2013 DK Haarlem · studio@sannedewit.nl'],
      [0.2, 'Uitgeverij De Vuurtoren B.V.'],
      [0.3, [0.5, 'Factuurnummer'], [0.7, '2026-045']],
      [0.32, [0.5, 'Factuurdatum'], [0.7, '8 juni 2026']],
      [0.6, [0.6, 'Totaal'], [0.85, '€ 4.978,97']],
      [0.95, [0.25, 'Sanne de Wit Illustratie & Ontwerp : KvK 52113016 : btw-id NL855197398B55']],
      [0.97, [0.3, 'IBAN NL32 KNAB 9796 5108 37 (Knab) : www.sannedewit.nl']],
    ]);
    const letterhead = largeWords('Sanne de Wit | illustratie & ontwerp', 0.1, 0.03);
    const read = valuesOf(asOcr(withLetterhead(letterhead, page)));
    expect(read.RelationName).toBe('Sanne de Wit Illustratie & Ontwerp');
  });
});

describe('the dates of a small trader', () => {
  it("is the letter's date line under the window, not the day of the shoot in the text", () => {
    const page = pageOf(1, [
      [0.1, 'Charlotte Berger · Körtestraße 19 · 10967 Berlin'],
      [0.14, 'Buchhandlung Seitenweise e.K.'],
      [0.16, [0.6, 'Rechnungsnummer'], [0.75, 'SL26-113']],
      [0.18, 'Bergmannstraße 88', [0.6, 'Kundennummer'], [0.75, '34885']],
      [0.26, [0.75, 'Berlin, 8. Mai 2026']],
      [0.3, 'Für das Shooting vom 28.04.2026 berechne ich Ihnen:'],
      [0.6, [0.6, 'Gesamtbetrag'], [0.85, '1.326,94 €']],
    ]);
    expect(valuesOf(page).Date).toBe('2026-05-08');
  });

  it('is due on the day "Wir bitten um Überweisung bis zum" names', () => {
    const page = pageOf(1, [
      [0.1, 'Hahn + Krüger Architekten GbR'],
      [0.3, [0.1, 'Honorarrechnung Nr.'], [0.3, 'HK-2026-025']],
      [0.32, [0.1, 'Rechnungsdatum'], [0.3, '28.01.2026']],
      [0.6, [0.6, 'Gesamtbetrag'], [0.85, '22.741,92 €']],
      [0.7, 'Wir bitten um Überweisung bis zum 27.02.2026 auf das unten genannte Konto.'],
    ]);
    expect(valuesOf(page).DueDate).toBe('2026-02-27');
  });
});
