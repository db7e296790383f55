import { type CodingLine, roundCodingLine } from './codingDocument';

describe('roundCodingLine', () => {
  it('keeps amounts with 2 decimals and quantity and unit price with 3', () => {
    const line: CodingLine = {
      Id: '1',
      NetAmount: 10.005,
      VatAmount: 2.104,
      SplitType: 'Fixed',
      SplitValue: 10.005,
      Quantity: 1.2345,
      UnitPrice: 8.1049,
    };
    expect(roundCodingLine(line)).toEqual({
      ...line,
      NetAmount: 10.01,
      VatAmount: 2.1,
      SplitValue: 10.01,
      Quantity: 1.235,
      UnitPrice: 8.105,
    });
  });

  it('leaves missing numbers missing', () => {
    const line: CodingLine = { Id: '1', NetAmount: 1, VatAmount: 0, SplitType: 'Rest', SplitValue: null };
    expect(roundCodingLine(line)).toMatchObject({
      SplitValue: null,
      Quantity: undefined,
      UnitPrice: undefined,
    });
  });
});
