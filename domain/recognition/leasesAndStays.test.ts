import { extractFields } from './extract';
import { pageOf } from './testPages';
import { valuesOf, withLetterhead } from './testReading';
import type { PageWords } from './types';

const vendorOf = (page: PageWords, buyer: string) =>
  extractFields([page], { ownCompany: { Name: buyer } }).Fields.RelationName?.Value;

describe("a lessor's, a landlord's or a hotel's invoice: its own number", () => {
  it.each([
    ['Af: voorschotfactuur 25/0220 van 20/06/2025 (30 % zaalhuur)', '-1.344,00'],
    ['Het voorschot volgens voorschotfactuur 25/0220 werd op 04/07/2025 ontvangen', ''],
    ['Diese Rechnung ersetzt die Dauerrechnung Nr. 25/0220.', ''],
    ['La présente facture annule et remplace la facture n° 25/0220 du 01/10/2025.', ''],
  ])('is not the earlier invoice of "%s"', (sentence, amount) => {
    const page = pageOf(1, [
      [0.05, 'PAKHUIS 7'],
      [0.15, [0.6, 'Factuurnummer'], [0.8, '25/0441']],
      [0.17, [0.6, 'Factuurdatum'], [0.8, '26/09/2025']],
      [0.5, [0.05, sentence], [0.85, amount]],
      [0.6, [0.55, 'Te betalen'], [0.85, 'EUR 19.741,98']],
    ]);
    expect(valuesOf(page).Number).toBe('25/0441');
  });

  it('is not the invoice a sentence replaces where it wraps before the label ("… und ersetzt die" / "Dauerrechnung Nr.")', () => {
    const page = pageOf(1, [
      [0.05, 'KESSLER IMMOBILIENVERWALTUNG'],
      [0.15, [0.6, 'Rechnungs-Nr.'], [0.8, '2026-18168']],
      [0.17, [0.6, 'Datum'], [0.8, '10.12.2025']],
      [0.5, [0.1, 'Diese Dauerrechnung gilt für alle Monate des Jahres 2026 und ersetzt die']],
      [0.515, [0.1, 'Dauerrechnung Nr. 2025-17649 vom 11.12.2024. Leistungszeitraum ist der Kalendermonat.']],
      [0.6, [0.55, 'Monatlicher Rechnungsbetrag'], [0.85, '20.282,85 €']],
    ]);
    expect(valuesOf(page)).toMatchObject({ Number: '2026-18168', Date: '2025-12-10' });
  });

  it('is the guest\'s folio where a box labels it "FOLIO" alone', () => {
    const page = pageOf(1, [
      [0.05, 'HÔTEL LE MARAIS ÉTOILE'],
      [0.15, [0.75, 'FOLIO']],
      [0.19, [0.75, '107755']],
      [0.21, [0.5, 'Chambre'], [0.6, '305'], [0.75, 'Caissier'], [0.85, '08']],
      [0.6, [0.55, 'Solde dû'], [0.85, '537,20 €']],
    ]);
    expect(valuesOf(page).Number).toBe('107755');
  });

  it('is not a Spanish register\'s "Folio"', () => {
    const page = pageOf(1, [
      [0.05, 'Transportes Ribera S.L.'],
      [0.15, [0.6, 'Factura nº'], [0.8, 'A-2025-0412']],
      [0.6, [0.55, 'Total factura'], [0.85, '1.210,00 €']],
      [0.93, 'Inscrita en el Registro Mercantil de Valencia, Tomo 6826, Libro 0, Folio 78, Hoja V-77563'],
    ]);
    expect(valuesOf(page).Number).toBe('A-2025-0412');
  });
});

describe("a lessor's, a landlord's or a hotel's invoice: its date and amounts", () => {
  it('is not dated by the day its amount will be debited ("sera prélevé le 1er octobre 2025")', () => {
    const page = pageOf(1, [
      [0.05, 'CABINET LEMAIRE'],
      [0.2, [0.05, 'Facture n°'], [0.25, '2025-01385']],
      [0.22, [0.05, 'Date'], [0.25, '15/09/2025']],
      [0.24, [0.05, 'Échéance'], [0.25, '01/10/2025']],
      [0.6, [0.55, 'Total TTC à payer'], [0.85, '17 615,21 €']],
      [0.64, [0.05, 'Ce montant sera prélevé le 1er octobre 2025 sur votre compte.']],
    ]);
    expect(valuesOf(page).Date).toBe('2025-09-15');
  });

  it("sums rows at several rates: the bill's totals, not the largest rate's row of the summary", () => {
    const page = pageOf(1, [
      [0.05, 'Kaiserblick Hotelbetriebs GmbH'],
      [0.15, [0.6, 'Rechnung'], [0.8, '2025/004896']],
      [0.5, [0.45, 'Summe netto'], [0.85, '€ 9.312,16']],
      [0.52, [0.45, 'Umsatzsteuer'], [0.85, '€ 1.099,34']],
      [0.54, [0.45, 'Rechnungsbetrag'], [0.85, '€ 10.411,50']],
      [0.6, [0.05, 'Steuersatz'], [0.35, 'Netto'], [0.5, 'USt'], [0.65, 'Brutto']],
      [0.62, [0.05, '20 % USt'], [0.35, '1.771,25'], [0.5, '354,25'], [0.65, '2.125,50']],
      [0.64, [0.05, '10 % USt'], [0.35, '7.450,91'], [0.5, '745,09'], [0.65, '8.196,00']],
      [0.66, [0.05, 'Ortstaxe (nicht steuerbar)'], [0.35, '90,00'], [0.5, '0,00'], [0.65, '90,00']],
    ]);
    const read = valuesOf(page);
    expect([read.NetAmount, read.VatAmount, read.GrossAmount]).toEqual([9312.16, 1099.34, 10411.5]);
  });
});

describe("a lessor's, a landlord's or a hotel's invoice: its accounts and VAT number", () => {
  it('is not the account a refund is paid into ("überweisen wir Ihnen … auf Ihr Konto IBAN …")', () => {
    const page = pageOf(1, [
      [0.05, 'Limmatquai Hotel AG'],
      [0.15, [0.6, 'Gutschrift Nr.'], [0.8, '2025-31647']],
      [0.5, [0.05, "Den Betrag von CHF 2'612.00 überweisen wir Ihnen innert 10 Tagen auf Ihr Konto IBAN"]],
      [
        0.515,
        [0.05, 'CH59 0023 0207 7198 9283 5 (UBS Switzerland AG). Die übrigen Zimmer bleiben reserviert.'],
      ],
      [0.93, 'Limmatquai Hotel AG · Zürcher Kantonalbank · IBAN CH09 0070 0281 7269 9110 8'],
    ]);
    expect(valuesOf(page).IbanNumber).toBe('CH0900700281726991108');
  });

  it('is no SEPA creditor identifier ("ICS du bailleur FR47ZZZ571173")', () => {
    const page = pageOf(1, [
      [0.05, 'SCI Les Terrasses du Rhône'],
      [0.15, [0.6, 'Facture n°'], [0.8, '2025-01385']],
      [0.5, [0.05, 'Prélèvement SEPA, ICS du bailleur FR47ZZZ571173, RUM TRH-2018-00548-01.']],
    ]);
    expect(valuesOf(page).RelationVatNumber).toBeUndefined();
  });
});

describe("a lessor's, a landlord's or a hotel's invoice: its issuer", () => {
  it('is the landlord a manager invoices for "in naam en voor rekening van", set in a block under it', () => {
    const page = pageOf(1, [
      [0.05, 'S C H E L D E P O O R T'],
      [
        0.15,
        [0.05, 'Factuur uitgereikt door Scheldepoort Vastgoedbeheer BV in'],
        [0.6, 'Verhaeghe Consult BV'],
      ],
      [0.17, [0.05, 'naam en voor rekening van de verhuurder:'], [0.6, 't.a.v. de boekhouding']],
      [0.19, [0.05, 'Immo Meir Kantoren NV']],
      [0.21, [0.05, 'Frankrijklei 120, 2000 Antwerpen'], [0.6, 'Meir 44 bus 3']],
      [0.3, [0.05, 'Factuurnummer'], [0.25, '2025/01578']],
      [0.6, [0.55, 'Te betalen'], [0.85, '€ 23.094,33']],
      [0.93, 'Scheldepoort Vastgoedbeheer BV · Mechelsesteenweg 212, 2018 Antwerpen · BTW BE 0571.547.754'],
    ]);
    expect(vendorOf(page, 'Verhaeghe Consult BV')).toBe('Immo Meir Kantoren NV');
  });

  it('is a French company whose form leads its name ("SAS Hôtelière du Temple au capital de …")', () => {
    const page = pageOf(1, [
      [0.05, 'HÔTEL LE MARAIS ÉTOILE', [0.6, 'FACTURE']],
      [0.15, [0.05, 'Valmont Ingénierie SAS'], [0.6, 'Folio'], [0.75, '107755']],
      [0.6, [0.55, 'Total TTC'], [0.85, '826,20 €']],
      [0.93, 'SAS Hôtelière du Temple au capital de 150 000 € · RCS Paris 661 914 101 · TVA FR 25 661914101'],
    ]);
    expect(vendorOf(page, 'Valmont Ingénierie SAS')).toBe('SAS Hôtelière du Temple');
  });

  it.each([
    [
      'the group it belongs to',
      'billing@moselle-digital.lu',
      'Kirchberg Cloud Services S.à r.l. · RCS Luxembourg B237579 · VAT LU26042410',
      'Business permit 10537529/1 · a company of the Moselle Digital Group (Moselle Digital Group S.A., RCS B179663)',
      'Kirchberg Cloud Services S.à r.l.',
    ],
    [
      'its franchisor',
      'findel@rentavia.lu',
      'Agence Rentavia exploitée par Garage Weber & Fils S.à r.l., franchisé indépendant de Rentavia International SA',
      'RCS Luxembourg B137499 · TVA LU30093526',
      'Garage Weber & Fils S.à r.l.',
    ],
    [
      'the owner of the car park it runs',
      'parking@kiem.lu',
      'Luxparc Exploitation S.à r.l. · 2, rue Alphonse Weicker, L-2721 Luxembourg · RCS Luxembourg B249072',
      "Parking Kiem exploité pour le compte de Kiem Office Towers S.A., propriétaire de l'immeuble",
      'Luxparc Exploitation S.à r.l.',
    ],
  ])('is not %s', (_, mail, foot, under, issuer) => {
    const page = pageOf(1, [
      [0.05, 'M O S E L L E   D I G I T A L'],
      [0.07, [0.6, mail]],
      [0.15, [0.05, 'Aldrin Fund Administration S.A.'], [0.6, 'Invoice number'], [0.8, 'KCS-25-17158']],
      [0.6, [0.55, 'Total incl. VAT'], [0.85, 'EUR 6,689.71']],
      [0.92, foot],
      [0.94, under],
    ]);
    expect(vendorOf(page, 'Aldrin Fund Administration S.A.')).toBe(issuer);
  });

  it('ends "a trading name of … Limited." at the sentence\'s full stop', () => {
    const page = pageOf(1, [
      [0.05, "FENNELLY'S KITCHEN"],
      [0.15, [0.6, 'Invoice No.'], [0.8, 'INV-25-0618']],
      [0.6, [0.55, 'Balance due'], [0.85, '€4,182.10']],
      [
        0.93,
        "Fennelly's Kitchen is a trading name of Fennelly Catering Services Limited. Registered in Ireland No. 360439.",
      ],
    ]);
    expect(valuesOf(page).RelationName).toBe('Fennelly Catering Services Limited');
  });
});

describe('what OCR makes of a letter head and an account', () => {
  it('reads a name set in spaced capitals whole where OCR parts its words like columns ("KEANE   MORAN")', () => {
    // OCR's boxes: each letter as wide as it is high and more, the space between the words wider than a column gap.
    const head = [
      { Text: 'KEANE', Box: [0.08, 0.047, 0.116, 0.02] as [number, number, number, number] },
      { Text: 'MORAN', Box: [0.222, 0.047, 0.126, 0.02] as [number, number, number, number] },
    ];
    const page = withLetterhead(
      head,
      pageOf(1, [
        [0.15, [0.05, 'Brennan Craft Foods Limited'], [0.6, 'Fee Note No.'], [0.8, '02526']],
        [0.6, [0.55, 'Total due'], [0.85, '€19,454.00']],
      ]),
    );
    expect(vendorOf(page, 'Brennan Craft Foods Limited')).toBe('KEANE MORAN');
  });

  it('reads an IBAN whose country OCR gave a digit for a letter ("1E44 AIBK …")', () => {
    const page = pageOf(1, [
      [0.05, 'Keane Moran & Co.'],
      [0.15, [0.6, 'Fee Note No.'], [0.8, '02526']],
      [0.5, [0.05, 'By EFT to Keane Moran & Co., AIB, 66 South Mall, Cork : IBAN']],
      [0.52, [0.05, '1E44 AIBK 9345 2077 6360 64 - BIC AIBKIE2D.']],
    ]);
    expect(valuesOf(page).IbanNumber).toBe('IE44AIBK93452077636064');
  });
});
