import { toDateOnly } from './dateOnly';

describe('toDateOnly', () => {
  it('treats exactly 22:00 and 23:00 UTC as the next day (Dutch midnight)', () => {
    expect(toDateOnly('2024-07-14T22:00:00Z')).toBe('2024-07-15');
    expect(toDateOnly('2024-01-14T23:00:00.000Z')).toBe('2024-01-15');
    expect(toDateOnly(new Date(Date.UTC(2023, 11, 31, 23)))).toBe('2024-01-01');
  });

  it('keeps the UTC date for any other time', () => {
    expect(toDateOnly('2024-07-14T22:00:01Z')).toBe('2024-07-14');
    expect(toDateOnly('2024-07-14T21:00:00Z')).toBe('2024-07-14');
    expect(toDateOnly('2024-07-14T00:00:00Z')).toBe('2024-07-14');
  });

  it('passes plain dates through and refuses unreadable input', () => {
    expect(toDateOnly('2024-02-29')).toBe('2024-02-29');
    expect(toDateOnly('2023-02-29')).toBeNull();
    expect(toDateOnly('not a date')).toBeNull();
  });
});
