import { isMonthFirst } from './dateOrder';
import { extractFields } from './extract';
import { pageOf } from './testPages';

describe('the order of day and month in slash dates', () => {
  it('follows a date that reads only one way', () => {
    expect(isMonthFirst('Date: 01/13/2025 Due: 02/01/2025', 'en')).toBe(true);
    expect(isMonthFirst('Date: 13/01/2025 Due: 02/01/2025', 'en')).toBe(false);
  });

  it('reads the order in which the due date is a usual term after the document date', () => {
    // April 6 and May 6 (30 days), not June 4 and June 5 (one day): pounds do not make it day first.
    expect(isMonthFirst('Date: 04/06/2025 Total £2,698.28 05/06/2025 £2,698.28', 'en')).toBe(true);
    // 1 April and 1 May, not January 4 and 5: dollars do not make it month first.
    expect(isMonthFirst('Invoice date 01/04/2025 due 01/05/2025 $ 120.00', 'en')).toBe(false);
    // A month end: 10 January and 31 January.
    expect(isMonthFirst('Datum 10/01/2025 Vervaldatum 31/01/2025', 'nl')).toBe(false);
  });

  it('falls back to dollars on an English page when the dates decide nothing', () => {
    expect(isMonthFirst('Date: 04/06/2025 Total $ 120.00', 'en')).toBe(true);
    expect(isMonthFirst('Date: 04/06/2025 Total € 120,00', 'en')).toBe(false);
    expect(isMonthFirst('Datum: 04/06/2025', 'nl')).toBe(false);
  });

  it('reads the document date and due date of a page in that order', () => {
    const page = pageOf(1, [
      [0.05, 'Blue Fern Catering Services Ltd'],
      [0.2, 'Invoice: F202500412'],
      [0.22, 'Date: 04/06/2025'],
      [0.5, [0.6, 'Total:'], [0.8, '£2,698.28']],
      [0.53, [0.6, 'Payment Term']],
      [0.55, [0.6, 'Date'], [0.8, 'Amount']],
      [0.57, [0.52, '05/06/2025'], [0.8, '£2,698.28']],
    ]);
    const { Fields } = extractFields([page]);
    expect([Fields.Date?.Value, Fields.DueDate?.Value]).toEqual(['2025-04-06', '2025-05-06']);
  });
});
