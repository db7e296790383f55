import type { Period } from '../../../domain/masterdata/index';
import { nextPeriodDraft, nextYear } from './periodDraft';

const period = (Code: string, StartDate: string, EndDate: string): Period => ({
  Id: Code,
  CompanyId: 'c',
  Code,
  StartDate,
  EndDate,
  IsClosed: false,
});

describe('period table suggestions', () => {
  it('suggests the month after the last period', () => {
    const periods = [
      period('2026-01', '2026-01-01', '2026-01-31'),
      period('2026-12', '2026-12-01', '2026-12-31'),
    ];
    expect(nextPeriodDraft(periods)).toEqual({
      Code: '2027-01',
      StartDate: '2027-01-01',
      EndDate: '2027-01-31',
      IsClosed: false,
    });
  });

  it('suggests the current month for a company without periods, February ending on its last day', () => {
    expect(nextPeriodDraft([], new Date(Date.UTC(2028, 1, 10)))).toMatchObject({
      Code: '2028-02',
      EndDate: '2028-02-29',
    });
  });

  it('offers the year after the last period to generate, or this year', () => {
    expect(nextYear([period('2026-12', '2026-12-01', '2026-12-31')])).toBe(2027);
    expect(nextYear([], new Date(Date.UTC(2026, 5, 1)))).toBe(2026);
  });
});
