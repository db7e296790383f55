import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  isLeapYear,
  isoDateOf,
  parseIsoDate,
  toIsoDate,
} from './calendar';
import { monthName } from './monthNames';

describe('calendar', () => {
  it('knows leap years and month lengths', () => {
    expect([2024, 2000, 2023, 1900].map(isLeapYear)).toEqual([true, true, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 13)).toBe(0);
  });

  it('writes and reads ISO dates, refusing days that do not exist', () => {
    expect(toIsoDate({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29');
    expect(toIsoDate({ year: 2023, month: 2, day: 29 })).toBeNull();
    expect(parseIsoDate('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(parseIsoDate('2024-04-31')).toBeNull();
    expect(parseIsoDate('2024-3-5')).toBeNull();
  });

  it('adds days and months across year ends, clamping month ends', () => {
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-15', -12)).toBe('2023-03-15');
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
  });

  it('takes the local calendar date of a moment', () => {
    expect(isoDateOf(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
  });

  it('names months in Dutch and English', () => {
    expect(monthName(3, 'nl-NL')).toBe('maart');
    expect(monthName(3, 'en-US')).toBe('March');
    expect(() => monthName(13, 'en-US')).toThrow(RangeError);
  });
});
