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

/** An invoice with a Swiss QR bill under it: the table's sums, then the receipt and the payment part side by side. */
function qrBillInvoice(reference: string, total = 'Rechnungstotal') {
  return pageOf(1, [
    [0.05, 'Elektro Zimmermann AG'],
    [0.34, 'Rechnung Nr. 5469'],
    [0.36, [0.7, 'Cham 9.6.2025']],
    [0.42, [0.3, 'Summe'], [0.78, "CHF 7'879.48"]],
    [0.46, [0.3, 'MwSt.'], [0.78, '8.1%']],
    [0.48, [0.3, 'MwSt. Betrag'], [0.78, 'CHF 638.25']],
    [0.5, [0.3, total], [0.78, "CHF 8'517.73"]],
    [0.66, [0.02, 'Empfangsschein'], [0.32, 'Zahlteil'], [0.55, 'Konto / Zahlbar an']],
    [0.68, [0.55, 'CH73 3149 5283 8304 7805 2']],
    [0.7, [0.02, 'CH73 3149 5283 8304 7805 2'], [0.55, 'Elektro Zimmermann AG']],
    [0.74, [0.55, 'Referenz']],
    [0.76, [0.02, 'Referenz'], [0.55, reference]],
    [0.78, [0.02, reference]],
    [0.82, [0.02, 'Zahlbar durch'], [0.55, 'Zahlbar durch']],
    [0.84, [0.02, 'Wohnbaugenossenschaft Sonnhalde'], [0.55, 'Wohnbaugenossenschaft Sonnhalde']],
    [0.9, [0.02, 'Währung'], [0.12, 'Betrag'], [0.32, 'Währung'], [0.42, 'Betrag']],
    [0.92, [0.02, 'CHF'], [0.12, '8 517.73'], [0.32, 'CHF'], [0.42, '8 517.73']],
  ]);
}

describe('an invoice with a Swiss QR bill', () => {
  it('takes "Rechnungstotal" for the gross and the "Summe" above the VAT for the net', () => {
    const { Fields } = extractFields([qrBillInvoice('45 76378 46168 92672 53477 36537')]);
    expect([Fields.NetAmount?.Value, Fields.VatAmount?.Value, Fields.GrossAmount?.Value]).toEqual([
      7879.48, 638.25, 8517.73,
    ]);
    expect(Fields.IbanNumber?.Value).toBe('CH7331495283830478052');
  });

  it('reads a QR reference printed as a group of two and five groups of five', () => {
    const { Fields } = extractFields([qrBillInvoice('45 76378 46168 92672 53477 36537')]);
    expect(Fields.PaymentReference?.Value).toBe('457637846168926725347736537');
  });

  it('ends a QR reference at its check digit, and a creditor reference at its own, before what OCR read after', () => {
    const qr = extractFields([qrBillInvoice('45 76378 46168 92672 53477 36537 1234')], { source: 'Ocr' });
    expect(qr.Fields.PaymentReference?.Value).toBe('457637846168926725347736537');
    const rf = extractFields([qrBillInvoice('RF89 4484 7')], { source: 'Ocr' });
    expect(rf.Fields.PaymentReference?.Value).toBe('RF894484');
  });

  it('reads the check digits of a creditor reference that OCR read as "O" ("RFO3 503")', () => {
    const { Fields } = extractFields([qrBillInvoice('RFO3 503')], { source: 'Ocr' });
    expect(Fields.PaymentReference?.Value).toBe('RF03503');
  });
});
