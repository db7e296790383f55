import { packingSlipNumbersOf } from './links';

describe('packingSlipNumbersOf', () => {
  it('lists the linked packing slips by number in natural order', () => {
    expect(packingSlipNumbersOf(['PB-10', 'PB-2', 'PB-1'])).toEqual(['PB-1', 'PB-2', 'PB-10']);
  });

  it('leaves out packing slips without a number and names a number once', () => {
    expect(packingSlipNumbersOf(['', 'PB-2', '  ', 'PB-2', ' PB-3 '])).toEqual(['PB-2', 'PB-3']);
  });

  it('is empty without links', () => {
    expect(packingSlipNumbersOf([])).toEqual([]);
  });

  it('orders numbers that differ only in case the same way every time', () => {
    expect(packingSlipNumbersOf(['pb-1', 'PB-1'])).toEqual(packingSlipNumbersOf(['PB-1', 'pb-1']));
  });
});
