import { z } from 'zod';

/** A bookkeeping period (spec 002 §3 Period) with whether it is closed. */
export const PeriodInput = z
  .object({
    Code: z.string().trim().min(1, 'Validation_Required').max(20, 'Validation_Maximum_Length%%20'),
    StartDate: z.iso.date('Validation_Required'),
    EndDate: z.iso.date('Validation_Required'),
    IsClosed: z.boolean().default(false),
  })
  .refine((period) => period.StartDate <= period.EndDate, {
    path: ['EndDate'],
    message: 'Validation_Date_Not_Before',
  });
export type PeriodInput = z.input<typeof PeriodInput>;
export type Period = z.output<typeof PeriodInput> & { Id: string; CompanyId: string };

type Span = { Code: string; StartDate: string; EndDate: string };

/** The first stored period that overlaps `period` (another code), or null. */
export function overlappingPeriod<T extends Span>(period: Span, others: readonly T[]): T | null {
  return (
    others.find(
      (other) =>
        other.Code !== period.Code && other.StartDate <= period.EndDate && period.StartDate <= other.EndDate,
    ) ?? null
  );
}

/** The period a date falls in, or null. */
export function periodOf<T extends Span>(date: string, periods: readonly T[]): T | null {
  return periods.find((period) => period.StartDate <= date && date <= period.EndDate) ?? null;
}

/** Twelve monthly periods of a year, coded YYYY-MM: what a new company starts with. */
export function monthlyPeriods(year: number): Array<Omit<z.output<typeof PeriodInput>, 'IsClosed'>> {
  return Array.from({ length: 12 }, (_, index) => {
    const month = String(index + 1).padStart(2, '0');
    const last = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
    return {
      Code: `${year}-${month}`,
      StartDate: `${year}-${month}-01`,
      EndDate: `${year}-${month}-${last}`,
    };
  });
}
