import { extractFields } from './extract';
import { pageOf } from './testPages';

type Line = Parameters<typeof pageOf>[1][number];

const read = (lines: Line[]) => extractFields([pageOf(1, lines)]).Fields;

/** A small business's invoice with one total and a line under it. */
const withNotice = (notice: string) =>
  read([
    [0.05, 'Fotostudio Lichtblick'],
    [0.1, 'Gartenweg 3, 01067 Dresden'],
    [0.2, [0.6, 'Rechnung 2024-015']],
    [0.22, [0.6, 'Datum: 14.06.2024']],
    [0.5, 'Gesamtbetrag', [0.7, '480,00 €']],
    [0.55, notice],
  ]);

describe('an invoice that charges no VAT', () => {
  it.each([
    'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
    'Steuerschuldnerschaft des Leistungsempfängers',
    'BTW verlegd',
    'Btw is verlegd naar de afnemer.',
    'Vrijgesteld van btw (art. 11 Wet OB)',
    'Reverse charge: VAT to be accounted for by the recipient',
    'VAT exempt',
    'TVA non applicable, art. 293 B du CGI',
    'Autoliquidation',
    'Exonération de TVA, article 262 ter I du CGI',
  ])('"%s": VAT 0, lit on the notice, and the net the total', (notice) => {
    const fields = withNotice(notice);
    expect(fields.GrossAmount?.Value).toBe(480);
    expect(fields.NetAmount?.Value).toBe(480);
    expect(fields.VatAmount).toMatchObject({
      Value: 0,
      Page: 1,
      Box: [0.1, 0.55, expect.any(Number), 0.012],
    });
    expect(fields.VatAmount?.Confidence).toBeLessThan(0.7);
  });

  it.each(['Alle Preise ohne MwSt.', 'Geen btw-nummer bekend', 'Prijzen excl. btw'])(
    '"%s" says no such thing: the VAT and the net stay unread',
    (notice) => {
      const fields = withNotice(notice);
      expect([fields.GrossAmount?.Value, fields.NetAmount, fields.VatAmount]).toEqual([
        480,
        undefined,
        undefined,
      ]);
    },
  );

  it('gives the net as the total when only the net is printed', () => {
    const fields = read([
      [0.05, 'Consultancy Peters'],
      [0.2, [0.6, 'Factuur 2024-015']],
      [0.5, 'Totaal excl. btw', [0.7, '1.000,00']],
      [0.55, 'Btw verlegd naar afnemer'],
    ]);
    expect([fields.NetAmount?.Value, fields.VatAmount?.Value, fields.GrossAmount?.Value]).toEqual([
      1000, 0, 1000,
    ]);
  });

  it('keeps a VAT amount that is printed', () => {
    const fields = read([
      [0.05, 'Consultancy Peters'],
      [0.2, [0.6, 'Factuur 2024-015']],
      [0.5, 'Subtotaal', [0.7, '1.000,00']],
      [0.52, 'Btw 21%', [0.7, '210,00']],
      [0.54, 'Totaal', [0.7, '1.210,00']],
      [0.6, 'Btw verlegd voor de onderaanneming (regel 3)'],
    ]);
    expect([fields.NetAmount?.Value, fields.VatAmount?.Value, fields.GrossAmount?.Value]).toEqual([
      1000, 210, 1210,
    ]);
  });

  it("reads no amount from the number of a law's article beside the VAT label", () => {
    const fields = read([
      [0.05, 'Atelier Moreau'],
      [0.2, [0.6, 'Facture FA-2024-77']],
      [0.5, 'TVA non applicable, art. 293 B du CGI'],
      [0.52, 'Btw: zie art. 11 Wet OB'],
    ]);
    expect(fields.VatAmount).toBeUndefined();
  });
});
