import type { CodeInvoiceLine } from '../../../../domain/coding';
import { deleteLine, duplicateLine, editLine, emptyLine, splitLine } from './codingLines';
import { gridCommand } from './gridKeys';

const line = (Id: string, change: Partial<CodeInvoiceLine> = {}): CodeInvoiceLine => ({
  ...emptyLine(Id),
  GeneralLedger: '4500',
  VatCode: 'VH',
  ...change,
});
const header = { NetAmount: 100, VatAmount: 21 };
const vatOf = (code: string | null | undefined) => (code === 'VH' ? 21 : code === 'V0' ? 0 : null);
const key = (key: string, extra: Partial<{ ctrlKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe('the coding line actions', () => {
  it('split a line into two halves without losing a cent', () => {
    const lines = splitLine([line('a', { NetAmount: 100.01, VatAmount: 21.01 })], 0, 'b');
    expect(lines.map((entry) => [entry.Id, entry.LineNumber, entry.NetAmount, entry.VatAmount])).toEqual([
      ['a', 1, 50, 10.5],
      ['b', 2, 50.01, 10.51],
    ]);
    expect(lines[0].NetAmount + lines[1].NetAmount).toBeCloseTo(100.01, 5);
  });

  it('split a percentage line into two halves of its percentage', () => {
    const lines = splitLine([line('a', { SplitType: 'Percentage', SplitValue: 60 })], 0, 'b');
    expect(lines.map((entry) => entry.SplitValue)).toEqual([30, 30]);
  });

  it('duplicate a line right after it, a Rest line as a None line', () => {
    const lines = duplicateLine([line('a', { SplitType: 'Rest' }), line('c')], 0, 'b');
    expect(lines.map((entry) => [entry.Id, entry.LineNumber, entry.SplitType])).toEqual([
      ['a', 1, 'Rest'],
      ['b', 2, 'None'],
      ['c', 3, 'None'],
    ]);
  });

  it('delete a line and number the rest again', () => {
    expect(
      deleteLine([line('a'), line('b'), line('c')], 1).map((entry) => [entry.Id, entry.LineNumber]),
    ).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
  });

  it('recalculate the VAT of a new net amount from the VAT code, and the Rest line takes what is left', () => {
    const lines = editLine(
      [line('a'), line('b', { SplitType: 'Rest' })],
      0,
      { NetAmount: 40 },
      header,
      vatOf,
    );
    expect(lines.map((entry) => [entry.NetAmount, entry.VatAmount])).toEqual([
      [40, 8.4],
      [60, 12.6],
    ]);
  });

  it('take the VAT percentage of a newly chosen VAT code', () => {
    const [edited] = editLine(
      [line('a', { NetAmount: 100, VatAmount: 21 })],
      0,
      { VatCode: 'V0' },
      header,
      vatOf,
    );
    expect(edited).toMatchObject({ VatCode: 'V0', VatPercentage: 0, VatAmount: 0 });
  });

  it('give a percentage line its share of the invoice', () => {
    const lines = editLine(
      [line('a'), line('b', { SplitType: 'Rest' })],
      0,
      { SplitType: 'Percentage', SplitValue: 25 },
      header,
      vatOf,
    );
    expect(lines.map((entry) => entry.NetAmount)).toEqual([25, 75]);
  });
});

describe('the coding grid keys', () => {
  it('move Enter down the same column, and add a line below the last one', () => {
    expect(gridCommand(key('Enter'), { row: 0, col: 2 }, 3)).toEqual({
      kind: 'move',
      to: { row: 1, col: 2 },
      addLine: false,
    });
    expect(gridCommand(key('Enter'), { row: 2, col: 2 }, 3)).toEqual({
      kind: 'move',
      to: { row: 3, col: 2 },
      addLine: true,
    });
  });

  it('move Shift+Enter up, not above the first line', () => {
    expect(gridCommand(key('Enter', { shiftKey: true }), { row: 1, col: 0 }, 3)).toEqual({
      kind: 'move',
      to: { row: 0, col: 0 },
      addLine: false,
    });
    expect(gridCommand(key('Enter', { shiftKey: true }), { row: 0, col: 0 }, 3)).toBeNull();
  });

  it('add a line with Ctrl+Enter or Insert, duplicate with Ctrl+D, delete with Ctrl+Delete', () => {
    const at = { row: 1, col: 0 };
    expect(gridCommand(key('Enter', { ctrlKey: true }), at, 3)).toEqual({ kind: 'add' });
    expect(gridCommand(key('Insert'), null, 0)).toEqual({ kind: 'add' });
    expect(gridCommand(key('d', { ctrlKey: true }), at, 3)).toEqual({ kind: 'duplicate' });
    expect(gridCommand(key('Delete', { ctrlKey: true }), at, 3)).toEqual({ kind: 'delete' });
  });

  it('leave Tab and other keys to the browser', () => {
    expect(gridCommand(key('Tab'), { row: 0, col: 0 }, 1)).toBeNull();
    expect(gridCommand(key('a'), { row: 0, col: 0 }, 1)).toBeNull();
    expect(gridCommand(key('Delete'), { row: 0, col: 0 }, 1)).toBeNull();
  });
});
