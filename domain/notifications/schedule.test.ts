import { isDigestDue, latestDigestMoment } from './schedule';

// Local times, as the server reads its clock: 6 January 2025 is a Monday.
const at = (day: number, hour: number, minute = 0) => new Date(2025, 0, day, hour, minute);
const Monday = 6;
const Wednesday = 8;
const Saturday = 11;
const Sunday = 12;

describe('latestDigestMoment', () => {
  it('is 07:00 today for Daily once 07:00 has passed, else 07:00 yesterday', () => {
    expect(latestDigestMoment('Daily', at(Wednesday, 7))).toEqual(at(Wednesday, 7));
    expect(latestDigestMoment('Daily', at(Wednesday, 6, 59))).toEqual(at(Wednesday - 1, 7));
    expect(latestDigestMoment('Daily', at(Sunday, 9))).toEqual(at(Sunday, 7));
  });

  it('skips the weekend for Workdays: Saturday and Sunday fall back to Friday 07:00', () => {
    expect(latestDigestMoment('Workdays', at(Wednesday, 8))).toEqual(at(Wednesday, 7));
    expect(latestDigestMoment('Workdays', at(Saturday, 12))).toEqual(at(Saturday - 1, 7));
    expect(latestDigestMoment('Workdays', at(Sunday, 23))).toEqual(at(Saturday - 1, 7));
    expect(latestDigestMoment('Workdays', at(Monday + 7, 6))).toEqual(at(Saturday - 1, 7));
    expect(latestDigestMoment('Workdays', at(Monday + 7, 7))).toEqual(at(Monday + 7, 7));
  });

  it('is Monday 07:00 for Weekly', () => {
    expect(latestDigestMoment('Weekly', at(Monday, 7, 30))).toEqual(at(Monday, 7));
    expect(latestDigestMoment('Weekly', at(Sunday, 20))).toEqual(at(Monday, 7));
    expect(latestDigestMoment('Weekly', at(Monday, 6, 59))).toEqual(at(Monday - 7, 7));
  });

  it('has no clock for Direct and Never', () => {
    expect(latestDigestMoment('Direct', at(Monday, 8))).toBeNull();
    expect(latestDigestMoment('Never', at(Monday, 8))).toBeNull();
  });

  it('stays at 07:00 across a daylight-saving change (30 March 2025 in the Netherlands)', () => {
    const moment = latestDigestMoment('Daily', new Date(2025, 2, 31, 6));
    expect(moment?.getHours()).toBe(7);
    expect(moment?.getDate()).toBe(30);
  });
});

describe('isDigestDue', () => {
  it('is due for Daily when the last one went out before today 07:00', () => {
    expect(isDigestDue('Daily', at(Wednesday - 1, 7, 2), at(Wednesday, 7, 5))).toBe(true);
    expect(isDigestDue('Daily', at(Wednesday, 7, 2), at(Wednesday, 16))).toBe(false);
    expect(isDigestDue('Daily', at(Wednesday - 1, 7, 2), at(Wednesday, 6, 55))).toBe(false);
  });

  it('is due at once for a user who never had one', () => {
    expect(isDigestDue('Daily', null, at(Wednesday, 3))).toBe(true);
    expect(isDigestDue('Weekly', null, at(Wednesday, 3))).toBe(true);
  });

  it('sends nothing for Workdays over the weekend once Friday’s went out', () => {
    const friday = at(Saturday - 1, 7, 1);
    expect(isDigestDue('Workdays', friday, at(Saturday, 7, 5))).toBe(false);
    expect(isDigestDue('Workdays', friday, at(Sunday, 7, 5))).toBe(false);
    expect(isDigestDue('Workdays', friday, at(Monday + 7, 7, 5))).toBe(true);
  });

  it('sends Weekly once a week on Monday', () => {
    const monday = at(Monday, 7, 1);
    expect(isDigestDue('Weekly', monday, at(Monday + 1, 7, 5))).toBe(false);
    expect(isDigestDue('Weekly', monday, at(Sunday, 22))).toBe(false);
    expect(isDigestDue('Weekly', monday, at(Monday + 7, 7))).toBe(true);
  });

  it('catches up once after the server was down at 07:00, not once per missed day', () => {
    const lastWeek = at(Monday - 7, 7, 1);
    expect(isDigestDue('Daily', lastWeek, at(Wednesday, 11))).toBe(true);
    expect(isDigestDue('Daily', at(Wednesday, 11), at(Wednesday, 11, 5))).toBe(false);
  });

  it('is never due for Direct and Never', () => {
    expect(isDigestDue('Direct', null, at(Monday, 8))).toBe(false);
    expect(isDigestDue('Never', null, at(Monday, 8))).toBe(false);
  });
});
