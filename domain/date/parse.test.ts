import fc from 'fast-check';
import { addDays, toIsoDate } from './calendar';
import { DateJokeMessageKey } from './jokes';
import { type DateParseOptions, parseDateText, parsePrintedDate, shortDateWindow } from './parse';

const nl: DateParseOptions = { today: '2024-06-15', locale: 'nl-NL' };
const us: DateParseOptions = { today: '2024-06-15', locale: 'en-US' };
const date = (value: string) => ({ kind: 'date', date: value });

describe('parseDateText', () => {
  it('accepts - . and / as separators, day first outside en-US', () => {
    expect(parseDateText('12-03-2024', nl)).toEqual(date('2024-03-12'));
    expect(parseDateText('12.03.2024', nl)).toEqual(date('2024-03-12'));
    expect(parseDateText('12/3/2024', nl)).toEqual(date('2024-03-12'));
  });

  it('reads month first for en-US', () => {
    expect(parseDateText('3/12/2024', us)).toEqual(date('2024-03-12'));
    expect(parseDateText('03122024', us)).toEqual(date('2024-03-12'));
  });

  it('reads two-digit years as 20xx', () => {
    expect(parseDateText('12-3-24', nl)).toEqual(date('2024-03-12'));
    expect(parseDateText('120399', nl)).toEqual(date('2099-03-12'));
  });

  it('reads year-first ISO text in any locale', () => {
    expect(parseDateText('2024-03-12', us)).toEqual(date('2024-03-12'));
  });

  it('reads d as today and empty text as no date', () => {
    expect(parseDateText('D', nl)).toEqual(date('2024-06-15'));
    expect(parseDateText('  ', nl)).toEqual({ kind: 'empty' });
  });

  it('reads one or two digits as a day of the current month', () => {
    expect(parseDateText('3', nl)).toEqual(date('2024-06-03'));
    expect(parseDateText('31', nl)).toEqual({ kind: 'invalid' });
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseDateText('29-02-2024', nl)).toEqual(date('2024-02-29'));
    expect(parseDateText('29-02-2023', nl)).toEqual({ kind: 'invalid' });
    expect(parseDateText('29-2', { today: '2023-06-15', locale: 'nl-NL' })).toEqual({ kind: 'invalid' });
    expect(parseDateText('29-2', nl)).toEqual(date('2024-02-29'));
  });

  it('refuses malformed text', () => {
    for (const text of ['12-', '1-2-3-4', '123', '12345', '32-1-2024', '1-13-2024', '1-1-202', 'x1-1']) {
      expect(parseDateText(text, nl)).toEqual({ kind: 'invalid' });
    }
  });

  it('places short input in the last 12 months when no future months are allowed', () => {
    expect(parseDateText('12-3', nl)).toEqual(date('2024-03-12'));
    expect(parseDateText('16/6', nl)).toEqual(date('2023-06-16'));
    expect(parseDateText('1506', nl)).toEqual(date('2024-06-15'));
  });

  it('reads short en-US input month first', () => {
    expect(parseDateText('3/12', us)).toEqual(date('2024-03-12'));
    expect(parseDateText('0312', us)).toEqual(date('2024-03-12'));
  });

  it('lets short input reach futureMonths ahead', () => {
    expect(parseDateText('1-9', { ...nl, futureMonths: 3 })).toEqual(date('2024-09-01'));
    expect(parseDateText('1-9', nl)).toEqual(date('2023-09-01'));
  });

  it('never places short input before the minimum date', () => {
    expect(parseDateText('1-4', { ...nl, minimumDate: '2024-05-01' })).toEqual(date('2025-04-01'));
    expect(parseDateText('1-6', { ...nl, minimumDate: '2024-05-01' })).toEqual(date('2024-06-01'));
  });

  it('turns joke words into playful message keys', () => {
    expect(parseDateText('Never', nl)).toEqual({ kind: 'joke', messageKey: 'Date_Joke_Never' });
    expect(parseDateText('nooit', nl)).toEqual({ kind: 'joke', messageKey: 'Date_Joke_Never' });
    expect(parseDateText('ooit', nl)).toEqual({ kind: 'joke', messageKey: 'Date_Joke_Someday' });
    expect(parseDateText('zsm', nl)).toEqual({ kind: 'joke', messageKey: 'Date_Joke_Asap' });
    expect(parseDateText('mañana', nl)).toEqual({ kind: 'joke', messageKey: 'Date_Joke_Manana' });
    expect(Object.keys(DateJokeMessageKey)).toHaveLength(4);
  });
});

describe('short date window (property)', () => {
  const todays = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2000-01-01', offset));
  const dayMonth = fc
    .record({ day: fc.integer({ min: 1, max: 31 }), month: fc.integer({ min: 1, max: 12 }) })
    .filter(({ day, month }) => toIsoDate({ year: 2024, month, day }) !== null);
  const styles = fc.constantFrom('-', '.', '/', '');

  it('lands every valid day and month typed without a year inside the window', () => {
    fc.assert(
      fc.property(
        todays,
        dayMonth,
        styles,
        fc.integer({ min: 0, max: 12 }),
        (today, { day, month }, separator, futureMonths) => {
          const pad = (value: number) => (separator === '' ? String(value).padStart(2, '0') : String(value));
          const result = parseDateText(`${pad(day)}${separator}${pad(month)}`, {
            today,
            locale: 'nl-NL',
            futureMonths,
          });
          const { from, until } = shortDateWindow(today, futureMonths);
          if (day === 29 && month === 2 && result.kind === 'invalid') return;
          expect(result.kind).toBe('date');
          if (result.kind !== 'date') return;
          expect(result.date >= from && result.date <= until).toBe(true);
          expect(result.date.slice(5)).toBe(
            `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          );
        },
      ),
    );
  });

  it('never lands before the minimum date', () => {
    fc.assert(
      fc.property(todays, dayMonth, fc.integer({ min: -400, max: 400 }), (today, { day, month }, shift) => {
        const minimumDate = addDays(today, shift);
        const result = parseDateText(`${day}-${month}`, { today, locale: 'nl-NL', minimumDate });
        expect(result.kind).toBe('date');
        if (result.kind === 'date') expect(result.date >= minimumDate).toBe(true);
      }),
    );
  });
});

describe('parsePrintedDate', () => {
  it.each([
    ['19-04-2014', '2014-04-19', 'dd-mm-yyyy'],
    ['19.04.14', '2014-04-19', 'dd.mm.yy'],
    ['2014-04-19', '2014-04-19', 'yyyy-mm-dd'],
    ['04/19/2014', '2014-04-19', 'mm/dd/yyyy'],
    ['19 april 2014', '2014-04-19', 'd mmmm yyyy'],
    ['3. März 2014', '2014-03-03', 'd mmmm yyyy'],
    ['1er mars 2014', '2014-03-01', 'd mmmm yyyy'],
    ['20 oct. 2015', '2015-10-20', 'd mmmm yyyy'],
    ['03-Aug-2014', '2014-08-03', 'd mmmm yyyy'],
    ['Aug 3, 2014', '2014-08-03', 'mmmm d, yyyy'],
    ['December 31st, 2017', '2017-12-31', 'mmmm d, yyyy'],
    ['19th July 2026', '2026-07-19', 'd mmmm yyyy'],
    ['2nd March 2025', '2025-03-02', 'd mmmm yyyy'],
    ['1 er juillet 2025', '2025-07-01', 'd mmmm yyyy'],
    ['12 février 2024', '2024-02-12', 'd mmmm yyyy'],
    ['12 de marzo de 2026', '2026-03-12', 'd mmmm yyyy'],
    ['1º de abril del 2026', '2026-04-01', 'd mmmm yyyy'],
    ['3 dic. 2025', '2025-12-03', 'd mmmm yyyy'],
    ['12 marzo 2026', '2026-03-12', 'd mmmm yyyy'],
    ['5 settembre 2026', '2026-09-05', 'd mmmm yyyy'],
    ['30 giu 2026', '2026-06-30', 'd mmmm yyyy'],
    ['5 de março de 2026', '2026-03-05', 'd mmmm yyyy'],
    ['11 de dezembro de 2026', '2026-12-11', 'd mmmm yyyy'],
    ['26 marca 2026', '2026-03-26', 'd mmmm yyyy'],
    ['3 października 2026', '2026-10-03', 'd mmmm yyyy'],
    ['30 września 2026', '2026-09-30', 'd mmmm yyyy'],
  ])('reads %s as %s', (text, date, format) => {
    expect(parsePrintedDate(text)).toEqual({ date, format });
  });

  it('reads numbers month first when asked', () => {
    expect(parsePrintedDate('03/08/2014', true)?.date).toBe('2014-03-08');
    expect(parsePrintedDate('03/08/2014')?.date).toBe('2014-08-03');
  });

  it('refuses what is no date', () => {
    for (const text of ['31-02-2014', '12345', '1.234,56', 'foo 3 2014', '19-04', '2014', '99-99-9999']) {
      expect(parsePrintedDate(text)).toBeNull();
    }
  });
});
