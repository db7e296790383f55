import { columnLetter, csvRows, headerIndex, tableOf } from './table';

const rows = (...records: string[][]) => csvRows(records);

describe('columnLetter', () => {
  it('names columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('the header row', () => {
  it('is the first row when it names known fields', () => {
    expect(
      headerIndex(rows(['Crediteurnummer', 'Naam', 'IBAN'], ['1001', 'Jansen', 'NL91ABNA0417164300'])),
    ).toBe(0);
  });

  it('is found below a title and an empty line', () => {
    const table = tableOf(rows(['Crediteurenlijst per 31-12-2025'], [''], ['Code', 'Naam'], ['1', 'Jansen']));
    expect(table.columns).toEqual(['Code', 'Naam']);
    expect(table.rows).toEqual([{ row: 4, cells: ['1', 'Jansen'] }]);
  });

  it('is a row of unknown texts without digits when no field is named', () => {
    expect(tableOf(rows(['Foo', 'Bar'], ['1', 'x'])).columns).toEqual(['Foo', 'Bar']);
  });

  it('is absent when the first row holds data: the columns are then A, B, C', () => {
    const table = tableOf(rows(['1001', 'Jansen', 'Utrecht'], ['1002', 'Smit', 'Zeist']));
    expect(table.columns).toEqual(['A', 'B', 'C']);
    expect(table.rows.map((row) => row.row)).toEqual([1, 2]);
  });
});

describe('tableOf', () => {
  it('names empty and repeated headers uniquely and widens to the widest row', () => {
    const table = tableOf(rows(['Code', '', 'Naam', 'Naam'], ['1', '', 'A', 'B', 'extra']));
    expect(table.columns).toEqual(['Code', 'B', 'Naam', 'Naam (2)', 'E']);
  });

  it('leaves empty rows out but keeps the row numbers of the file', () => {
    const table = tableOf(rows(['Code', 'Naam'], ['1', 'A'], ['', ''], ['2', 'B']));
    expect(table.rows.map((row) => row.row)).toEqual([2, 4]);
  });
});
