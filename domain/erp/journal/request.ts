import { z } from 'zod';
import { parseIsoDate } from '../../date/calendar';

export const BookingExportFormats = ['xlsx', 'csv'] as const;
export type BookingExportFormat = (typeof BookingExportFormats)[number];

const day = z
  .string('Validation_Date_Invalid')
  .refine((value) => parseIsoDate(value) !== null, 'Validation_Date_Invalid')
  .optional();

/**
 * The booking export's query: a period of the company's period table (`period`, its code) or a date range
 * (`from` and `to`, both days included) — one of the two; the format, and the locale the CSV amounts follow.
 */
export const BookingExportQuery = z
  .object({
    from: day,
    to: day,
    period: z.string('Validation_In_List').trim().max(50, 'Validation_Maximum_Length%%50').optional(),
    format: z.enum(BookingExportFormats, 'Validation_In_List').default('xlsx'),
    locale: z.enum(['nl-NL', 'en-US'], 'Validation_In_List').default('nl-NL'),
  })
  .superRefine((query, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (query.period) {
      if (query.from !== undefined) issue('from', 'Validation_Must_Be_Empty');
      if (query.to !== undefined) issue('to', 'Validation_Must_Be_Empty');
      return;
    }
    if (query.from === undefined) issue('from', 'Booking_Export_Period_Required');
    if (query.to === undefined) issue('to', 'Booking_Export_Period_Required');
    if (query.from && query.to && query.from > query.to)
      issue('from', `Validation_Date_Not_Before%%${query.to}`);
  });
export type BookingExportQuery = z.output<typeof BookingExportQuery>;

/** The days the export covers, and the period code it was asked for (if any). */
export type BookingRange = { From: string; To: string; PeriodCode: string | null };
