import { extractFields } from './extract';
import { pageOf } from './testPages';

// The Nordic invoices' own labels — the banks' payment references, the invoice and due dates — whatever language the
// rest is guessed to be in.
describe('Nordic invoices', () => {
  it('reads a Norwegian KID number', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Faktura 2026-118'],
        [0.4, 'Beløp å betale', [0.6, '1 250,00']],
        [0.45, 'KID-nummer', [0.6, '1234567890128']],
        [0.5, 'Kontonummer', [0.6, '1503 12 34567']],
      ]),
    ]);
    expect(Fields.PaymentReference?.Value).toBe('1234567890128');
  });

  it.each([
    ['KID', '1234567890128', '1234567890127'],
    ['OCR-nummer', '1234567897', '1234567898'],
    ['Viitenumero', '12345614', '12345615'],
  ])(
    'trusts a reference under "%s" whose check digit fails less than one whose check holds',
    (label, right, wrong) => {
      const read = (reference: string) =>
        extractFields([
          pageOf(1, [
            [0.05, 'Faktura 2026-118'],
            [0.45, label, [0.6, reference]],
          ]),
        ]).Fields.PaymentReference;
      const [good, bad] = [read(right), read(wrong)];
      expect([good?.Value, bad?.Value]).toEqual([right, wrong]);
      expect(bad?.Confidence).toBeLessThan(good?.Confidence ?? 0);
    },
  );

  it('reads a Swedish OCR number and a Finnish viitenumero printed in groups', () => {
    const swedish = extractFields([
      pageOf(1, [
        [0.05, 'Faktura 5501'],
        [0.45, 'OCR:', [0.6, '55012026']],
      ]),
    ]);
    const finnish = extractFields([
      pageOf(1, [
        [0.05, 'Invoice 118'],
        [0.45, 'Viitenumero', [0.6, '123 45614']],
      ]),
    ]);
    expect([swedish.Fields.PaymentReference?.Value, finnish.Fields.PaymentReference?.Value]).toEqual([
      '55012026',
      '12345614',
    ]);
  });

  it('reads a Danish payment slip code line, with or without its label, and trusts one whose check fails less', () => {
    const unlabelled = extractFields([
      pageOf(1, [
        [0.05, 'Faktura 2026-41'],
        [0.4, 'At betale', [0.6, '3.125,00']],
        [0.9, '+71< 000000012345674 +85123456<'],
      ]),
    ]);
    const labelled = (code: string) =>
      extractFields([
        pageOf(1, [
          [0.05, 'Faktura 2026-41'],
          [0.45, 'FIK-kode:', [0.6, code]],
        ]),
      ]).Fields.PaymentReference;
    expect(unlabelled.Fields.PaymentReference?.Value).toBe('+71<000000012345674+85123456<');
    const right = labelled('+71<000000012345674+85123456<');
    const wrong = labelled('+71<000000012345675+85123456<');
    expect([right?.Value, wrong?.Value]).toEqual([
      '+71<000000012345674+85123456<',
      '+71<000000012345675+85123456<',
    ]);
    expect(wrong?.Confidence).toBeLessThan(right?.Confidence ?? 0);
  });

  it('reads a Danish payment id under its label', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Faktura 2026-41'],
        [0.45, 'Betalings-id', [0.6, '000000012345674']],
      ]),
    ]);
    expect(Fields.PaymentReference?.Value).toBe('000000012345674');
  });

  it('leaves "kids" in a description alone', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.05, 'Invoice 2026-7'],
        [0.4, 'Kids t-shirts 120 pieces', [0.7, '480.00']],
      ]),
    ]);
    expect(Fields.PaymentReference).toBeUndefined();
  });

  it('reads the invoice and due dates under their Norwegian and Swedish labels', () => {
    const norwegian = extractFields([
      pageOf(1, [
        [0.05, 'Faktura'],
        [0.2, 'Fakturanummer:', [0.6, '38']],
        [0.23, 'Fakturadato:', [0.6, '2. november 2017']],
        [0.26, 'Forfallsdato:', [0.6, '16. november 2017']],
      ]),
    ]);
    const swedish = extractFields([
      pageOf(1, [
        [0.05, 'Faktura 5501'],
        [0.2, 'Fakturadatum', [0.6, '2026-03-02']],
        [0.23, 'Förfallodatum', [0.6, '2026-04-01']],
      ]),
    ]);
    expect([norwegian.Fields.Date?.Value, norwegian.Fields.DueDate?.Value]).toEqual([
      '2017-11-02',
      '2017-11-16',
    ]);
    expect([swedish.Fields.Date?.Value, swedish.Fields.DueDate?.Value]).toEqual(['2026-03-02', '2026-04-01']);
  });

  it('reads a vendor whose Nordic legal form ends or opens its name, Finnish ones in title case', () => {
    const vendorOf = (name: string) =>
      extractFields([
        pageOf(1, [
          [0.04, name],
          [0.07, 'Mannerheimintie 12, 00100 Helsinki'],
          [0.2, 'Kunde Holding'],
          [0.3, 'Laskun numero', [0.6, '2026-118']],
          [0.4, 'Maksettava yhteensä', [0.6, '1 250,00']],
        ]),
      ]).Fields.RelationName;
    const names = ['Esimerkki Oy', 'Kesko Oyj', 'Oy Esimerkki Ab', 'Equinor ASA', 'Volvo Aktiebolag'];
    const read = names.map(vendorOf);
    expect(read.map((field) => field?.Value)).toEqual(names);
    for (const field of read) expect(field?.Confidence).toBeGreaterThanOrEqual(0.7);
  });

  it('does not take a German "Ab" or a lower-case "oy" for a legal form', () => {
    const { Fields } = extractFields([
      pageOf(1, [
        [0.04, 'Lieferung Ab Werk Bremen'],
        [0.07, 'Boy oy toys'],
        [0.3, 'Rechnungsnummer', [0.6, '4711']],
      ]),
    ]);
    // The first line may still be offered as a weak guess, but never as a name with a legal form.
    expect(Fields.RelationName?.Confidence ?? 0).toBeLessThan(0.5);
  });

  it('takes the company under a Nordic billing heading for the buyer, not the vendor', () => {
    const vendorUnder = (heading: string) =>
      extractFields([
        pageOf(1, [
          [0.04, heading],
          [0.06, 'Virtanen Holding Oy'],
          [0.08, 'Kauppakatu 3, 33100 Tampere'],
          [0.3, 'Laskun numero', [0.6, '2026-118']],
          [0.92, 'Esimerkki Oy · Mannerheimintie 12, 00100 Helsinki'],
        ]),
      ]).Fields.RelationName?.Value;
    expect(['Laskutusosoite', 'Asiakas', 'Fakturaadress', 'Köpare', 'Kjøper'].map(vendorUnder)).toEqual(
      Array(5).fill('Esimerkki Oy'),
    );
  });

  it('reads the customer of a Nordic sales invoice under its heading, or after it on the same line', () => {
    const own = { Name: 'Esimerkki Oy', VatNumber: 'FI12345671', Ibans: [] };
    const customerOf = (address: [number, string][]) =>
      extractFields(
        [
          pageOf(1, [
            [0.04, 'Esimerkki Oy'],
            [0.06, 'Mannerheimintie 12, 00100 Helsinki'],
            ...address,
            [0.3, 'Laskun numero', [0.6, '2026-118']],
          ]),
        ],
        { ownCompany: own, salesInvoice: true },
      ).Fields.RelationName?.Value;
    const under = (heading: string) =>
      customerOf([
        [0.16, heading],
        [0.18, 'Virtanen Holding Oy'],
        [0.2, 'Kauppakatu 3'],
      ]);
    const after = (heading: string) =>
      customerOf([
        [0.18, `${heading} Virtanen Holding Oy`],
        [0.2, 'Kauppakatu 3'],
      ]);
    expect([under('Laskutusosoite'), under('Kund'), under('Faktureringsadresse'), after('Asiakas:')]).toEqual(
      Array(4).fill('Virtanen Holding Oy'),
    );
  });

  it('reads a Norwegian VAT number whose check holds, with its MVA', () => {
    const vat = (printed: string) =>
      extractFields([
        pageOf(1, [
          [0.04, 'Fjordkraft Handel AS'],
          [0.06, `Org.nr. ${printed}`],
          [0.3, 'Faktura 2026-118'],
        ]),
      ]).Fields.RelationVatNumber?.Value;
    expect([vat('NO 974 760 673 MVA'), vat('NO 974 760 674 MVA')]).toEqual(['NO974760673MVA', undefined]);
  });
});
