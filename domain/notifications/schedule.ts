import type { NotificationFrequency } from '../entities/enums';

/** The hour (server local time) at which scheduled digests go out. */
export const DigestHour = 7;

const Monday = 1;
const isWorkday = (day: number) => day >= 1 && day <= 5;

// Built from calendar parts so a daylight-saving change never shifts the hour.
const digestMomentOn = (year: number, month: number, day: number) => new Date(year, month, day, DigestHour);

/**
 * The most recent scheduled digest moment at or before `now`: 07:00 of the latest day the frequency
 * sends on (Daily: every day, Workdays: Monday–Friday, Weekly: Monday). Null for Direct (sent when a
 * document arrives, not on a clock) and Never.
 */
export function latestDigestMoment(frequency: NotificationFrequency, now: Date): Date | null {
  if (frequency === 'Direct' || frequency === 'Never') return null;
  const sendsOn = (day: number) =>
    frequency === 'Daily' || (frequency === 'Workdays' ? isWorkday(day) : day === Monday);
  let moment = digestMomentOn(now.getFullYear(), now.getMonth(), now.getDate());
  if (moment > now) moment = digestMomentOn(moment.getFullYear(), moment.getMonth(), moment.getDate() - 1);
  while (!sendsOn(moment.getDay()))
    moment = digestMomentOn(moment.getFullYear(), moment.getMonth(), moment.getDate() - 1);
  return moment;
}

/**
 * Whether a scheduled digest is due: its latest moment has passed since the last one was settled. A
 * server that was down at 07:00 catches up once when it is back, never once per missed day.
 */
export function isDigestDue(frequency: NotificationFrequency, lastSent: Date | null, now: Date): boolean {
  const latest = latestDigestMoment(frequency, now);
  return latest !== null && (lastSent === null || lastSent < latest);
}
