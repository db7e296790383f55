import { infixPattern, prefixRange, searchTerm } from './search';

describe('search terms', () => {
  it('cuts a customer search to its first three characters (spec 001 §5)', () => {
    expect(searchTerm('Customer', '  JANSEN ')).toBe('jan');
    expect(searchTerm('Vendor', '  JANSEN ')).toBe('jansen');
    expect(searchTerm('Customer', 'ab')).toBe('ab');
  });

  it('gives the half-open key range of a prefix', () => {
    expect(prefixRange('jan')).toEqual({ low: 'jan', high: 'jao' });
    expect(prefixRange('')).toBeNull();
  });

  it('searches inside names from three characters, wildcards taken literally', () => {
    expect(infixPattern('ba')).toBeNull();
    expect(infixPattern('bak')).toBe('%bak%');
    expect(infixPattern('50%_')).toBe('%50\\%\\_%');
  });
});
