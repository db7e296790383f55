import { extractFields } from './extract';
import { ocrNameRepaired } from './ocrNames';
import { pageOf } from './testPages';

describe('a company name read by OCR', () => {
  it.each([
    ['Ingenieurbiiro Richter', 'de', 'Ingenieurbüro Richter'],
    ['Miiller & Sohn GmbH', 'de', 'Müller & Sohn GmbH'],
    ['Ingenieurbiiro Seidel.', 'de', 'Ingenieurbüro Seidel'],
    ['Hawaii Reisen GmbH', 'de', 'Hawaii Reisen GmbH'],
    ['Skiing Holidays Ltd', 'en', 'Skiing Holidays Ltd'],
    ['Fratelli Bros.', 'en', 'Fratelli Bros.'],
    ['Sportverein Lindau e.V.', 'de', 'Sportverein Lindau e.V.'],
    ['Smith & Co.', 'en', 'Smith & Co.'],
    ['Gastro-GroBhandel Pichler GmbH', 'de', 'Gastro-Großhandel Pichler GmbH'],
    ['McBride Logistics GmbH', 'de', 'McBride Logistics GmbH'],
    ['DeBeer Handels GmbH', 'de', 'DeBeer Handels GmbH'],
    ['ProBau Weiß GmbH', 'de', 'ProBau Weiß GmbH'],
    ['Autohaus WeiB GmbH', 'de', 'Autohaus Weiß GmbH'],
    ['Kodwise Sp. z 0.0.', 'pl', 'Kodwise Sp. z o.o.'],
    ['Trans-Pol Logistyka Sp. z 0.0.', null, 'Trans-Pol Logistyka Sp. z o.o.'],
  ] as const)('reads "%s" (%s) as "%s"', (read, language, printed) => {
    expect(ocrNameRepaired(read, language)).toBe(printed);
  });

  it('repairs the vendor name of a German document read by OCR, and of no text layer', () => {
    const page = pageOf(1, [
      [0.05, 'Ingenieurbiiro Richter GmbH'],
      [0.2, 'Rechnung Nr. 2026-014', [0.7, 'Datum: 03.02.2026']],
      [0.5, [0.5, 'Nettobetrag'], [0.8, '100,00 €']],
      [0.52, [0.5, 'zzgl. 19 % USt.'], [0.8, '19,00 €']],
      [0.54, [0.5, 'Rechnungsbetrag'], [0.8, '119,00 €']],
      [0.6, 'Zahlbar bis zum 17.02.2026 ohne Abzug. Mit freundlichen Grüßen'],
    ]);
    expect(extractFields([page], { source: 'Ocr' }).Fields.RelationName?.Value).toBe(
      'Ingenieurbüro Richter GmbH',
    );
    expect(extractFields([page]).Fields.RelationName?.Value).toBe('Ingenieurbiiro Richter GmbH');
  });

  it("takes no other label's value for the payee's name when OCR joined the label to the next column", () => {
    const page = pageOf(1, [
      [0.05, 'LE FOURNISSEUR SAS', [0.6, 'FACTURE N° : F20260023']],
      [0.08, "35 rue d'ici, 75018 PARIS", [0.6, 'Date : 31/01/2026']],
      [0.7, [0.6, 'NET A PAYER'], [0.85, '104,90 EUR']],
      [0.8, 'Bénéficiaire MOYEN DE PAIEMENT : VIREMENT'],
      [0.82, 'IBAN : FR76 3000 6000 0112 3456 7890 189'],
    ]);
    expect(extractFields([page], { source: 'Ocr' }).Fields.RelationName?.Value).toBe('LE FOURNISSEUR SAS');
  });
});
