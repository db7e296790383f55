import {
  codeFromPaste,
  columnWidths,
  type DropdownItem,
  displayText,
  filterItems,
  findByFirstColumn,
  isBlooperWord,
  searchText,
} from './dropdownItem';

const items: DropdownItem[] = [
  { Id: 1, FirstColumn: '1000', SecondColumn: 'Cash' },
  { Id: 2, FirstColumn: '1100', SecondColumn: 'Bank - ING' },
  { Id: 3, FirstColumn: 'NL', SecondColumn: '' },
];

describe('dropdown item texts', () => {
  it('shows the trimmed first column alone when there is no second column', () => {
    expect(displayText({ Id: 1, FirstColumn: '  EUR ' })).toBe('EUR');
    expect(displayText({ Id: 1, FirstColumn: 'EUR', SecondColumn: '   ' })).toBe('EUR');
  });

  it('shows the trimmed second column alone when the first-column flag is off', () => {
    expect(
      displayText({ Id: 1, FirstColumn: '8000', SecondColumn: ' Turnover ', DisplayFirstColumn: false }),
    ).toBe('Turnover');
  });

  it("shows 'first - second' otherwise", () => {
    expect(displayText({ Id: 1, FirstColumn: ' 8000 ', SecondColumn: ' Turnover ' })).toBe('8000 - Turnover');
  });

  it('searches on the display text in lower case', () => {
    expect(searchText({ Id: 1, FirstColumn: 'AB', SecondColumn: 'Cash Desk' })).toBe('ab - cash desk');
    expect(filterItems(items, 'BANK').map((item) => item.Id)).toEqual([2]);
    expect(filterItems(items, '')).toHaveLength(3);
  });
});

describe('dropdown typed and pasted text', () => {
  it('finds an item by its first column ignoring case', () => {
    expect(findByFirstColumn(items, 'nl')?.Id).toBe(3);
    expect(findByFirstColumn(items, '10')).toBeUndefined();
    expect(findByFirstColumn(items, '  ')).toBeUndefined();
  });

  it("takes the part before ' - ' of pasted text as the code", () => {
    expect(codeFromPaste(items, '1100 - Bank - ING')).toBe('1100');
    expect(codeFromPaste(items, 'XYZ - Unknown')).toBe('XYZ');
    expect(codeFromPaste(items, 'plain')).toBe('plain');
  });

  it('keeps pasted text whole when it is a known code', () => {
    const withDashCode: DropdownItem[] = [
      ...items,
      { Id: 9, FirstColumn: 'A - B', SecondColumn: 'Odd code' },
    ];
    expect(codeFromPaste(withDashCode, 'A - B')).toBe('A - B');
  });
});

describe('dropdown column widths', () => {
  it('uses at most 12 characters of 8 px plus 20 for a column minimum width', () => {
    const long: DropdownItem[] = [{ Id: 1, FirstColumn: 'A'.repeat(40), SecondColumn: 'abc' }];
    expect(columnWidths(long)).toEqual({ first: 12 * 8 + 20, second: 3 * 8 + 20 });
  });

  it('measures only the first 50 items', () => {
    const many: DropdownItem[] = Array.from({ length: 60 }, (_, index) => ({
      Id: index,
      FirstColumn: index < 50 ? 'AB' : 'ABCDEFGH',
    }));
    expect(columnWidths(many).first).toBe(2 * 8 + 20);
  });
});

describe('dropdown blooper', () => {
  it('recognises blueper! and blooper! in any case', () => {
    expect(isBlooperWord('Blooper!')).toBe(true);
    expect(isBlooperWord('blueper!')).toBe(true);
    expect(isBlooperWord('blooper')).toBe(false);
  });
});
