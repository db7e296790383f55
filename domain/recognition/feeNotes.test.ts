import { extractFields } from './extract';
import { documentLines } from './layout';
import { nameCandidates } from './sellerName';
import { pageOf } from './testPages';
import { valuesOf } from './testReading';

describe("a professional's fee note", () => {
  it('is numbered in its subject line: "Betreft: declaratie 20250391", not by its file reference', () => {
    const page = pageOf(1, [
      [0.05, 'W O L T E R S  B O E R S M A', [0.45, 'Bakkerij Hoefnagels B.V.']],
      [0.2, [0.45, 'Utrecht, 3 juni 2025']],
      [0.22, [0.45, 'Ons kenmerk'], [0.58, '20241103/JPW']],
      [0.26, [0.45, 'Betreft: declaratie 20250391']],
      [0.5, [0.45, 'Totaal te voldoen'], [0.85, '€ 12.911,72']],
    ]);
    expect(valuesOf(page).Number).toBe('20250391');
  });

  it('is numbered by "Fee Note No.", "Honorarnote Nr." and "Note d\'honoraires n°"', () => {
    for (const [label, number] of [
      ['Fee Note No.', '02526'],
      ['Honorarnote Nr.', '2025/0412'],
      ["NOTE D'HONORAIRES N°", '25/0118'],
      ['Declaratienummer', '2025-0417'],
    ]) {
      const page = pageOf(1, [
        [0.05, 'Keane Moran', [0.6, 'Brennan Craft Foods Limited']],
        [0.2, [0.55, label], [0.75, number]],
        [0.22, [0.55, 'Client Code'], [0.75, 'BRE047']],
        [0.5, [0.55, 'Total due'], [0.85, '€19,454.00']],
      ]);
      expect(valuesOf(page).Number).toBe(number);
    }
  });

  it('is not the earlier invoice it deducts or carries forward', () => {
    for (const earlier of [
      'abzüglich Akontorechnung Nr. 2025-020 vom 15.04.2025',
      'abzüglich 1. Abschlagsrechnung Nr. 2025-020 vom 15.04.2025',
      '(Vorschussrechnung Nr. 2025-020, darin 19 % USt 190,00 €)',
      'Prior balance (Invoice No. 2025-020 dated 06/08/2026)',
      'Rechnungskorrektur zu unserer Honorarnote Nr. 2025-020 vom 5. Dezember 2025',
    ]) {
      const page = pageOf(1, [
        [0.05, 'Sihlwerk Architekten AG'],
        [0.2, [0.1, 'Rechnung Nr.'], [0.3, 'Datum']],
        [0.22, [0.1, '2026-150'], [0.3, '08.05.2026']],
        [0.5, [0.1, earlier], [0.85, '41.000,00']],
        [0.6, [0.1, 'Total inkl. MWST'], [0.85, '32.392,56']],
      ]);
      expect(valuesOf(page).Number).toBe('2026-150');
    }
  });

  it('is not the invoice a schedule lists above "this invoice"', () => {
    const page = pageOf(1, [
      [0.05, 'Liffey Catering Interiors Limited'],
      [0.15, [0.05, 'Invoice No.'], [0.3, 'LCI-25-0114']],
      [0.17, [0.05, 'Invoice Date'], [0.3, '8 Dec 2025']],
      [0.3, [0.05, 'Payment schedule'], [0.45, 'Invoice'], [0.6, 'Date'], [0.8, 'Ex VAT']],
      [0.32, [0.05, 'Stage 1 – deposit on order (30%)'], [0.45, 'LCI-25-0097'], [0.6, '13 Oct 2025']],
      [0.34, [0.05, 'Stage 2 – delivery and installation'], [0.45, 'this invoice'], [0.8, '€69,931.02']],
      [0.6, [0.55, 'Amount due'], [0.85, '€87,199.51']],
    ]);
    expect(valuesOf(page).Number).toBe('LCI-25-0114');
  });

  it("is dated by its letter's date line, not by the first day of a time sheet's column", () => {
    const page = pageOf(1, [
      [0.05, 'Wolters Boersma Advocaten N.V.', [0.45, 'Bakkerij Hoefnagels B.V.']],
      [0.2, [0.45, 'Utrecht, 3 juni 2025']],
      [0.24, [0.45, 'Betreft: declaratie 20250391']],
      [0.3, [0.05, 'Datum'], [0.2, 'Door'], [0.3, 'Werkzaamheden'], [0.85, 'Uren']],
      [0.32, [0.05, '01-05-2025'], [0.2, 'NV'], [0.3, 'indienen producties'], [0.85, '4,00']],
      [0.34, [0.05, '02-05-2025'], [0.2, 'JPW'], [0.3, 'revisie concept-brief'], [0.85, '3,00']],
      [0.36, [0.05, '05-05-2025'], [0.2, 'SÖ'], [0.3, 'concept-vaststellingsovereenkomst'], [0.85, '0,20']],
      [0.6, [0.45, 'Totaal te voldoen'], [0.85, '€ 12.911,72']],
    ]);
    expect(valuesOf(page).Date).toBe('2025-06-03');
  });
});

describe("a professional's name", () => {
  it('is not a sentence\'s "… company\'s corporation tax return"', () => {
    const page = pageOf(1, [
      [0.05, 'K E A N E  M O R A N'],
      [0.3, "Preparation of the company's corporation tax return (Form CT1) for the period"],
      [0.7, 'Keane Moran & Co.'],
    ]);
    const names = nameCandidates(documentLines([page]), []).map((name) => String(name.value));
    expect(names.filter((name) => name.endsWith('corporation'))).toEqual([]);
  });

  it('is not the client a cost was advanced for: "voor rekening van de cliënt (art. 28, 5° W.BTW)"', () => {
    const page = pageOf(1, [
      [0.05, 'D E  S M E T · V A N H O V E', [0.55, 'Vercauteren Bouw BV']],
      [0.2, [0.1, 'Factuurnummer'], [0.3, '2025/0361']],
      [0.3, 'Gerechtskosten, voorgeschoten in naam en voor rekening van de cliënt (art. 28, 5° W.BTW)'],
      [0.5, [0.55, 'Te betalen'], [0.85, 'EUR 3.392,06']],
      [0.93, 'DSVC Advocaten BV · Doorniksesteenweg 112, 8500 Kortrijk · BTW BE 0890.858.787'],
    ]);
    const { Fields } = extractFields([page], { ownCompany: { Name: 'Vercauteren Bouw BV' } });
    expect(Fields.RelationName?.Value).toBe('DSVC Advocaten BV');
  });

  it('is a partnership of lawyers ("PartG mbB"), not its register\'s court ("Partnerschaftsregister AG")', () => {
    const page = pageOf(1, [
      [0.05, 'B R A N D T  O E H L S C H L Ä G E R'],
      [0.2, [0.55, 'Rechnungs-Nr.'], [0.7, '26-01238']],
      [0.5, [0.55, 'Gesamtbetrag'], [0.85, '9.838,29 €']],
      [0.93, 'Brandt Oehlschläger Rechtsanwälte PartG mbB    Partnerschaftsregister AG München PR 2417'],
    ]);
    expect(valuesOf(page).RelationName).toBe('Brandt Oehlschläger Rechtsanwälte PartG mbB');
  });

  it("is a person's name in the foot without the trade after its comma", () => {
    const page = pageOf(1, [
      [0.05, 'Maître Benoît LALLEMAND'],
      [0.2, [0.1, 'Facture n°'], [0.3, '2026/01182']],
      [0.5, [0.55, 'Total TVAC'], [0.85, '269,75 €']],
      [0.93, 'Benoît Lallemand, huissier de justice · Rue de Fer 27, 5000 Namur · Tél. 081 55 42 70'],
    ]);
    expect(valuesOf(page).RelationName).toBe('Benoît Lallemand');
  });
});

describe('a reverse-charged instalment', () => {
  it('charges no VAT where the tax the buyer owes is named in brackets before the 0,00', () => {
    const page = pageOf(1, [
      [0.05, 'Guérin Plomberie Sanitaire SARL', [0.6, 'TVA FR 76 348266073']],
      [0.2, [0.1, 'FACTURE N°'], [0.3, 'F2026-0149']],
      [0.5, [0.1, 'Montant HT de la situation'], [0.85, '57 114,08 €']],
      [0.52, [0.1, 'TVA : autoliquidation (20 % due par le preneur, soit 11 422,82 €)'], [0.85, '0,00 €']],
      [0.54, [0.1, 'Net à payer'], [0.85, '57 114,08 €']],
    ]);
    expect(valuesOf(page).VatAmount).toBe(0);
  });
});
