import { PeriodPresets, presetOf, presetPeriod } from './presets';
import { periodError } from './request';

describe('the period presets', () => {
  it('name whole calendar months, quarters and years around today', () => {
    expect(presetPeriod('ThisMonth', '2024-02-14')).toEqual({ FromDate: '2024-02-01', ToDate: '2024-02-29' });
    expect(presetPeriod('LastMonth', '2024-03-31')).toEqual({ FromDate: '2024-02-01', ToDate: '2024-02-29' });
    expect(presetPeriod('ThisQuarter', '2024-05-20')).toEqual({
      FromDate: '2024-04-01',
      ToDate: '2024-06-30',
    });
    expect(presetPeriod('ThisQuarter', '2024-12-01')).toEqual({
      FromDate: '2024-10-01',
      ToDate: '2024-12-31',
    });
    expect(presetPeriod('ThisYear', '2024-07-04')).toEqual({ FromDate: '2024-01-01', ToDate: '2024-12-31' });
  });

  it('go back into the previous year for last month in January', () => {
    expect(presetPeriod('LastMonth', '2025-01-10')).toEqual({ FromDate: '2024-12-01', ToDate: '2024-12-31' });
  });

  it('leave custom dates to the user, and answer nothing for a day that is no date', () => {
    expect(presetPeriod('Custom', '2024-01-01')).toBeNull();
    expect(presetPeriod('ThisMonth', '2024-02-30')).toBeNull();
  });

  it('are all valid periods', () => {
    for (const today of ['2024-01-01', '2024-02-29', '2024-12-31'])
      for (const preset of PeriodPresets) {
        const period = presetPeriod(preset, today);
        if (period) expect(periodError(period.FromDate, period.ToDate)).toBeNull();
      }
  });

  it('are recognised from their dates; other dates are custom', () => {
    expect(presetOf({ FromDate: '2024-04-01', ToDate: '2024-06-30' }, '2024-05-20')).toBe('ThisQuarter');
    expect(presetOf({ FromDate: '2024-05-01', ToDate: '2024-05-31' }, '2024-05-20')).toBe('ThisMonth');
    expect(presetOf({ FromDate: '2024-05-01', ToDate: '2024-05-20' }, '2024-05-20')).toBe('Custom');
  });
});
