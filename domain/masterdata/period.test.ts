import { monthlyPeriods, overlappingPeriod, PeriodInput, periodOf } from './period';

describe('periods', () => {
  it('needs an end on or after its start', () => {
    const result = PeriodInput.safeParse({ Code: '2026-01', StartDate: '2026-01-31', EndDate: '2026-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['EndDate'],
      message: 'Validation_Date_Not_Before',
    });
  });

  it('finds another period that overlaps, touching days included', () => {
    const stored = monthlyPeriods(2026);
    expect(
      overlappingPeriod({ Code: 'X', StartDate: '2026-01-31', EndDate: '2026-02-02' }, stored)?.Code,
    ).toBe('2026-01');
    expect(
      overlappingPeriod({ Code: '2026-01', StartDate: '2026-01-01', EndDate: '2026-01-31' }, stored),
    ).toBeNull();
    expect(
      overlappingPeriod({ Code: 'Y', StartDate: '2027-01-01', EndDate: '2027-01-31' }, stored),
    ).toBeNull();
  });

  it('makes twelve months with their real last days, and finds the period of a date', () => {
    const year = monthlyPeriods(2028);
    expect(year).toHaveLength(12);
    expect(year[1]).toEqual({ Code: '2028-02', StartDate: '2028-02-01', EndDate: '2028-02-29' });
    expect(periodOf('2028-12-31', year)?.Code).toBe('2028-12');
    expect(periodOf('2029-01-01', year)).toBeNull();
  });
});
