import { getPreference, preferenceKey, setPreference } from './preferences';

describe('local preferences per customer and user (spec 000 §9)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each customer and user apart', () => {
    const anna = { customerId: 'c1', userId: 'u1' };
    const bram = { customerId: 'c1', userId: 'u2' };
    setPreference('DarkMode', true, anna);
    expect(getPreference('DarkMode', false, anna)).toBe(true);
    expect(getPreference('DarkMode', false, bram)).toBe(false);
    expect(preferenceKey(anna, 'DarkMode')).not.toBe(
      preferenceKey({ customerId: 'c2', userId: 'u1' }, 'DarkMode'),
    );
  });

  it('gives the fallback for unreadable values and without a signed-in user', () => {
    const owner = { customerId: 'c1', userId: 'u1' };
    localStorage.setItem(preferenceKey(owner, 'Columns.users'), '{broken');
    expect(getPreference('Columns.users', ['Name'], owner)).toEqual(['Name']);
    expect(getPreference('DarkMode', false, null)).toBe(false);
  });
});
