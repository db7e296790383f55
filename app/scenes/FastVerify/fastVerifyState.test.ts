import { testItem } from '../../../domain/verify/testItem';
import {
  confirmItems,
  DefaultSort,
  isConfident,
  keepPresent,
  nextSort,
  scoreTone,
  selectConfident,
  shownValue,
  sortItems,
  toggleRow,
  withEdit,
} from './fastVerifyState';

describe('score colour', () => {
  it('is teal from the company minimum, yellow from 0.5, red below', () => {
    expect(scoreTone(0.85, 0.85)).toBe('teal');
    expect(scoreTone(0.849, 0.85)).toBe('yellow');
    expect(scoreTone(0.5, 0.85)).toBe('yellow');
    expect(scoreTone(0.49, 0.85)).toBe('red');
    expect(scoreTone(0.7, 0.6)).toBe('teal');
  });
});

describe('confident rows', () => {
  it('reach the minimum score, are not held by someone else and have no suspected duplicate', () => {
    expect(isConfident(testItem('a', 0.9))).toBe(true);
    expect(isConfident(testItem('b', 0.8))).toBe(false);
    expect(
      isConfident(
        testItem('c', 0.8, {
          FastVerifyResult: { ...testItem('c', 0.8).FastVerifyResult, MinimumScore: 0.75 },
        }),
      ),
    ).toBe(true);
    expect(isConfident(testItem('d', 0.99, { IsBlocked: true }))).toBe(false);
    const duplicate = {
      DocumentId: 'x',
      DocumentType: 'PurchaseInvoice',
      Reason: 'SameNumber' as const,
      Number: 'F',
      Date: null,
      GrossAmount: 1,
      RelationName: '',
      Status: 'Imported',
    };
    expect(isConfident(testItem('e', 0.99, { Duplicates: [duplicate] }))).toBe(false);
  });

  it('"select all confident" selects exactly the confident rows, and a second press clears them', () => {
    const items = [testItem('a', 0.9), testItem('b', 0.4), testItem('c', 0.95)];
    const first = selectConfident(items, new Set(['b']));
    expect([...first].sort()).toEqual(['a', 'c']);
    expect(selectConfident(items, first).size).toBe(0);
  });
});

describe('selection', () => {
  it('toggles a row and never selects one held by someone else', () => {
    const row = testItem('a', 0.9);
    expect([...toggleRow(new Set(), row)]).toEqual(['a']);
    expect([...toggleRow(new Set(['a']), row)]).toEqual([]);
    expect([...toggleRow(new Set(), testItem('b', 0.9, { IsBlocked: true }))]).toEqual([]);
  });

  it('forgets rows that left the list', () => {
    expect([...keepPresent(new Set(['a', 'gone']), [testItem('a', 0.9)])]).toEqual(['a']);
  });
});

describe('edits', () => {
  it('shows the edit over the stored value and drops an edit set back to it', () => {
    const row = testItem('a', 0.5);
    const edited = withEdit({}, row, 'GrossAmount', 130);
    expect(shownValue(row, edited, 'GrossAmount')).toBe(130);
    expect(shownValue(row, edited, 'NetAmount')).toBe(100);
    expect(withEdit(edited, row, 'GrossAmount', 121)).toEqual({});
  });

  it('sends the selected rows in list order with the copy seen and their changes', () => {
    const items = [testItem('a', 0.9), testItem('b', 0.5), testItem('c', 0.9)];
    const edits = withEdit({}, items[1], 'Number', 'F-99');
    expect(confirmItems(items, new Set(['c', 'b']), edits)).toEqual([
      { Id: 'b', LastUpdate: items[1].LastUpdate, Changes: { Number: 'F-99' } },
      { Id: 'c', LastUpdate: items[2].LastUpdate },
    ]);
  });
});

describe('sorting', () => {
  const items = [
    testItem('a', 0.7, { GrossAmount: 50 }),
    testItem('b', 0.9, { GrossAmount: 500 }),
    testItem('c', 0.8, { GrossAmount: 5 }),
  ];
  const name = () => '';

  it('orders by score, most confident first, by default', () => {
    expect(sortItems(items, DefaultSort, name).map((item) => item.Id)).toEqual(['b', 'c', 'a']);
  });

  it('orders amounts as numbers and turns the direction on a second click', () => {
    const sort = nextSort(DefaultSort, 'GrossAmount');
    expect(sort).toEqual({ column: 'GrossAmount', ascending: false });
    expect(sortItems(items, sort, name).map((item) => item.Id)).toEqual(['b', 'a', 'c']);
    expect(sortItems(items, nextSort(sort, 'GrossAmount'), name).map((item) => item.Id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(nextSort(DefaultSort, 'Relation')).toEqual({ column: 'Relation', ascending: true });
  });
});
