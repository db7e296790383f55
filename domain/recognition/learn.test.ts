import type { Candidate } from './candidates';
import { extractFields } from './extract';
import { applyLessons, lessonsFromCorrections, lessonYields } from './learn';
import { pageOf } from './testPages';

// A vendor that prints its invoice number beside "Ref." and the order date beside "Datum" above the invoice date.
const vendorInvoice = (number: string, orderDate: string, invoiceDate: string, ourNumber: string) =>
  pageOf(1, [
    [0.05, [0.6, 'Drukkerij Van Dam B.V.']],
    [0.1, 'Klantnummer: 5512', [0.6, 'Ref.'], [0.7, number]],
    [0.12, 'Datum', [0.3, orderDate]],
    [0.14, 'Verzonden op', [0.3, invoiceDate]],
    [0.16, 'Factuur', [0.3, ourNumber]],
    [0.5, 'Totaal', [0.8, '€ 121,00']],
  ]);

describe('learning from corrections', () => {
  it('learns an amount printed twice where its own label stands, not in the only invoice line', () => {
    const page = pageOf(1, [
      [0.05, [0.6, 'Drukkerij Van Dam B.V.']],
      [0.3, 'Omschrijving', [0.5, 'Aantal'], [0.8, 'Bedrag']],
      [0.32, 'Folders', [0.5, '1'], [0.8, '€ 100,00']],
      [0.5, [0.5, 'Totaal (excl. btw):'], [0.8, '€ 100,00']],
      [0.52, [0.5, 'Btw 21%'], [0.8, '€ 21,00']],
      [0.54, [0.5, 'Totaal'], [0.8, '€ 121,00']],
    ]);
    const [net] = lessonsFromCorrections(
      [page],
      { NetAmount: 100 },
      {
        NetAmount: { Value: 100, Confidence: 0.9, Page: 1, Box: [0.8, 0.32, 0.1, 0.015], Source: 'Text' },
      },
    );
    expect(net).toMatchObject({ Field: 'NetAmount', Page: 1 });
    expect(net.Box[1]).toBeCloseTo(0.5, 2);
  });

  it('finds where a corrected value is printed, in any format, and records the label beside it', () => {
    const page = vendorInvoice('DVD-88001', '01-03-2024', '05-03-2024', 'X');
    const recognized = extractFields([page]).Fields;
    const lessons = lessonsFromCorrections(
      [page],
      { Number: 'DVD-88001', Date: '2024-03-05', GrossAmount: 121 },
      recognized,
    );
    expect(lessons).toEqual([
      { Field: 'Number', Label: 'ref.', Page: 1, Box: expect.any(Array), Format: 'AAA-99999', Hits: 1 },
      {
        Field: 'Date',
        Label: 'verzonden op',
        Page: 1,
        Box: expect.any(Array),
        Format: 'dd-mm-yyyy',
        Hits: 1,
      },
      { Field: 'GrossAmount', Label: 'totaal', Page: 1, Box: expect.any(Array), Format: '999,99', Hits: 1 },
    ]);
    expect(lessons[0].Box[0]).toBeCloseTo(0.7, 2);
  });

  it('reads the vendor next document right with the lesson where the generic reading was wrong', () => {
    const first = vendorInvoice('DVD-88001', '01-03-2024', '05-03-2024', 'A1');
    const lessons = lessonsFromCorrections(
      [first],
      { Number: 'DVD-88001', Date: '2024-03-05' },
      extractFields([first]).Fields,
    );
    const next = vendorInvoice('DVD-88017', '11-04-2024', '15-04-2024', 'B2');

    const generic = extractFields([next]).Fields;
    expect(generic.Number?.Value).not.toBe('DVD-88017');
    expect(generic.Date?.Value).toBe('2024-04-11');

    const learned = extractFields([next], { lessons }).Fields;
    expect(learned.Number).toMatchObject({ Value: 'DVD-88017', Source: 'Learned' });
    expect(learned.Date).toMatchObject({ Value: '2024-04-15', Source: 'Learned' });
    expect(learned.Number?.Confidence).toBeGreaterThan(generic.Number?.Confidence ?? 0);
    expect(applyLessons([next], lessons, generic).Number?.Value).toBe('DVD-88017');
  });

  it('reads a date beside its learned label "Date:", never beside a longer label that ends with it ("Due date:")', () => {
    // Spreadsheet invoices: the labels in one column, the dates in the next, in whatever form each cell was typed.
    const invoice = (date: string, due: string) =>
      pageOf(1, [
        [0.05, 'Hollis Garden Maintenance', [0.75, 'INVOICE']],
        [0.1, [0.55, 'INVOICE #'], [0.75, '2025-047']],
        [0.12, [0.55, 'DATE:'], [0.75, date]],
        [0.14, [0.55, 'DUE DATE:'], [0.75, due]],
        [0.5, [0.55, 'TOTAL'], [0.75, '£120.00']],
      ]);
    const first = invoice('20 March 2025', '03/04/2025');
    const lessons = lessonsFromCorrections([first], { Date: '2025-03-20' }, extractFields([first]).Fields);
    expect(lessons[0]).toMatchObject({ Field: 'Date', Label: 'date' });

    const next = invoice('19/08/2025', '2 September 2025');
    expect(extractFields([next], { lessons }).Fields.Date?.Value).toBe('2025-08-19');
  });

  it('keeps the amounts that add up when a learned place of an amount now holds a line of the table', () => {
    // One line taught the net where the line's amount stands (the unlabelled subtotal repeats it).
    const first = pageOf(1, [
      [0.05, [0.6, 'Studio Verhoef']],
      [0.32, 'Prints', [0.8, '406.34']],
      [0.35, [0.8, '406.34']],
      [0.37, 'VAT 20 %', [0.8, '81.27']],
      [0.39, 'Total', [0.8, '487.61']],
    ]);
    const lessons = lessonsFromCorrections(
      [first],
      { NetAmount: 406.34, VatAmount: 81.27, GrossAmount: 487.61 },
      extractFields([first]).Fields,
    );
    const next = pageOf(1, [
      [0.05, [0.6, 'Studio Verhoef']],
      [0.32, 'Annual accounts', [0.8, '608.14']],
      [0.34, 'Garden maintenance', [0.8, '511.35']],
      [0.36, 'Garden maintenance', [0.8, '522.81']],
      [0.38, [0.8, '1,642.30']],
      [0.4, 'VAT 20 %', [0.8, '328.46']],
      [0.42, 'Total', [0.8, '1,970.76']],
    ]);
    const learned = extractFields([next], { lessons }).Fields;
    expect(learned.NetAmount?.Value).toBe(1642.3);
    expect(learned.VatAmount?.Value).toBe(328.46);
    expect(learned.GrossAmount?.Value).toBe(1970.76);
  });

  it('teaches the place the verifier pointed at when the value is printed more than once', () => {
    // The total is printed beside "Totaal" and again, alone, at the foot of the page.
    const page = pageOf(1, [
      [0.1, 'Factuur', [0.3, 'F-1']],
      [0.5, 'Totaal', [0.8, '€ 121,00']],
      [0.9, [0.1, '121,00']],
    ]);
    const footer = page.Words.find((word) => word.Text === '121,00' && word.Box[1] > 0.8);
    if (!footer) throw new Error('the footer amount is on the page');
    const unpointed = lessonsFromCorrections([page], { GrossAmount: 121 }, {});
    expect(unpointed[0]).toMatchObject({ Label: 'totaal' });
    const [lesson] = lessonsFromCorrections([page], { GrossAmount: 121 }, {}, [
      { Field: 'GrossAmount', Page: 1, Box: footer.Box },
    ]);
    expect(lesson.Page).toBe(1);
    expect(lesson.Box[1]).toBeCloseTo(footer.Box[1], 3);
    expect(lesson.Box[0]).toBeCloseTo(0.1, 2);
  });

  it('teaches nothing for a value that is not on the page', () => {
    const page = vendorInvoice('DVD-1', '01-03-2024', '05-03-2024', 'X');
    expect(lessonsFromCorrections([page], { Number: 'NOT-THERE-9' }, {})).toEqual([]);
  });
});

describe('a lesson yields to a surer generic reading', () => {
  // The vendor printed its invoice date alone at the top right: the lesson knows only its place.
  const first = pageOf(1, [
    [0.05, [0.7, '05-03-2024']],
    [0.3, 'Drukkerij Van Dam B.V.'],
    [0.5, 'Totaal', [0.8, '€ 121,00']],
  ]);
  const lessons = lessonsFromCorrections([first], { Date: '2024-03-05' }, extractFields([first]).Fields);

  it('learns a place without a label', () => {
    expect(lessons).toEqual([expect.objectContaining({ Field: 'Date', Label: '' })]);
  });

  it('keeps the date beside its label when the learned place now holds another date', () => {
    const next = pageOf(1, [
      [0.05, [0.7, '01-04-2024']],
      [0.1, 'Factuurdatum', [0.3, '15-04-2024']],
      [0.3, 'Drukkerij Van Dam B.V.'],
    ]);
    expect(extractFields([next], { lessons }).Fields.Date).toMatchObject({
      Value: '2024-04-15',
      Source: 'Text',
    });
  });

  it('reads the learned place when no label says otherwise', () => {
    const next = pageOf(1, [
      [0.02, 'Afgedrukt', [0.2, '01-04-2024']],
      [0.05, [0.7, '15-04-2024']],
      [0.3, 'Drukkerij Van Dam B.V.'],
    ]);
    expect(extractFields([next]).Fields.Date?.Value).toBe('2024-04-01');
    expect(extractFields([next], { lessons }).Fields.Date).toMatchObject({
      Value: '2024-04-15',
      Source: 'Learned',
    });
  });

  it('yields when the learned value fails a check of the document, never when both read the same', () => {
    const learned = { ...lessonCandidateOf('2024-04-20'), positional: false };
    const generic = lessonCandidateOf('2024-04-15');
    expect(lessonYields(learned, generic, false)).toBe(true);
    expect(lessonYields(learned, generic, true)).toBe(false);
    expect(lessonYields({ ...learned, positional: true }, { ...generic, label: 'Factuurdatum' }, true)).toBe(
      true,
    );
    expect(lessonYields({ ...learned, positional: true }, generic, true)).toBe(false);
    expect(lessonYields({ ...learned, positional: true }, { ...learned, label: 'Datum' }, true)).toBe(false);
  });
});

/** A date candidate as the extraction weighs them. */
function lessonCandidateOf(value: string): Candidate {
  return {
    field: 'Date',
    value,
    score: 0.9,
    page: 1,
    box: [0.1, 0.1, 0.1, 0.01],
    format: 'dd-mm-yyyy',
    buyer: false,
    line: 0,
  };
}
