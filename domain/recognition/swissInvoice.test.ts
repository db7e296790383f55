import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A Swiss invoice: amounts in francs with an apostrophe between the thousands, the UID with its VAT suffix. */
function swissInvoice(language: 'de' | 'fr', totals: [string, string, string], terms: string) {
  const [net, vat, gross] = totals;
  const labels =
    language === 'de'
      ? ['Total exkl. MWST', 'MWST 8,1 %', 'Total inkl. MWST', 'MWST-Nr.:', 'MWST']
      : ['Total HT', 'TVA 8,1 %', 'Montant total', 'N° TVA :', 'TVA'];
  return pageOf(1, [
    [0.03, 'Menuiserie Rochat Sàrl'],
    [0.3, [0.65, 'Date'], [0.8, '14.05.2026']],
    [0.35, language === 'de' ? 'Rechnung Nr. R260393' : 'Facture n° R260393'],
    [0.5, [0.55, labels[0]], [0.75, net]],
    [0.52, [0.55, labels[1]], [0.75, vat]],
    [0.54, [0.55, labels[2]], [0.75, gross]],
    [0.58, terms],
    [0.6, 'IBAN CH82 6831 3136 7546 5659 6'],
    [0.62, `${labels[3]} CHE-964.651.860 ${labels[4]}`],
  ]);
}

describe('a Swiss invoice', () => {
  it('reads francs written with an apostrophe, and the VAT number with its suffix', () => {
    const page = swissInvoice(
      'de',
      ['CHF 16’359.62', 'CHF 1’325.15', 'CHF 17’684.77'],
      'Zahlbar bis 13.06.2026 ohne Abzug.',
    );
    const { Fields } = extractFields([page]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      16359.62, 1325.15, 17684.77,
    ]);
    expect(Fields.Currency?.Value).toBe('CHF');
    expect(Fields.RelationVatNumber?.Value).toBe('CHE964651860MWST');
    expect(Fields.IbanNumber?.Value).toBe('CH8268313136754656596');
  });

  it('reads the apostrophe OCR took for a degree sign ("17°684.77")', () => {
    const page = swissInvoice(
      'fr',
      ['16°359.62', '1°325.15', 'CHF 17°684.77'],
      'Payable dans les 30 jours, net.',
    );
    const { Fields } = extractFields([page], { source: 'Ocr' });
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      16359.62, 1325.15, 17684.77,
    ]);
    expect(Fields.RelationVatNumber?.Value).toBe('CHE964651860TVA');
  });

  it('reads the French due date after a typographic apostrophe ("Payable jusqu’au 13.06.2026")', () => {
    const page = swissInvoice('fr', ['100.00', '8.10', '108.10'], 'Payable jusqu’au 13.06.2026, net.');
    expect(extractFields([page]).Fields.DueDate?.Value).toBe('2026-06-13');
  });

  it('reads "Date d’échéance" with a typographic apostrophe as the due date\'s label', () => {
    const page = pageOf(1, [
      [0.1, 'Facture n° 42'],
      [0.12, 'Date : 01/06/2026'],
      [0.14, 'Date d’échéance : 01/07/2026'],
    ]);
    expect(extractFields([page]).Fields.DueDate?.Value).toBe('2026-07-01');
  });
});
