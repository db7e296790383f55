import { extractFields } from './extract';
import { applyLessons, lessonsFromCorrections } from './learn';
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

  it('teaches nothing for a value that is not on the page', () => {
    const page = vendorInvoice('DVD-1', '01-03-2024', '05-03-2024', 'X');
    expect(lessonsFromCorrections([page], { Number: 'NOT-THERE-9' }, {})).toEqual([]);
  });
});
