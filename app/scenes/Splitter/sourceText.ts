import type { Source } from '../../../domain/intake/source';

/** A date and time in the user's language, short. */
export function dateTime(value: string, locale: string): string {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(moment);
}

/** How long ago, in the largest whole unit (minutes, hours, days): "5 min", "3 h", "2 d". */
export function age(value: string, now: Date, locale: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 60_000));
  const format = (amount: number, unit: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(amount);
  if (Number.isNaN(minutes)) return '';
  if (minutes < 60) return format(minutes, 'minute');
  if (minutes < 60 * 24) return format(Math.floor(minutes / 60), 'hour');
  return format(Math.floor(minutes / (60 * 24)), 'day');
}

/** Who or what the source came from: the sender, else the first original's file name, else its subject. */
export function sourceOrigin(source: Source): string {
  const file = source.SourceOriginalBlobNames[0]?.split('/').at(-1) ?? '';
  return source.EmailSenderName || source.SenderEmail || file || source.Subject;
}
