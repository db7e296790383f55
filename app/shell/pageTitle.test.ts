import { cutTitle, pageTitle } from './pageTitle';
import { transitionBetween } from './transition';

describe('page title (spec 000 §2, §9)', () => {
  it('is the product name plus the route name', () => {
    expect(pageTitle('Users')).toBe('Ledgerline - Users');
  });

  it('cuts titles over 30 characters and adds an ellipsis', () => {
    expect(cutTitle('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutTitle('Authenticatiebeheer en rapportagetoegang')).toBe('Authenticatiebeheer en rapport…');
  });
});

describe('page transitions', () => {
  it('slides between a parent and its child path, and fades otherwise', () => {
    expect(transitionBetween('/users', '/users/42')).toBe('slide-forward');
    expect(transitionBetween('/users/42', '/users')).toBe('slide-back');
    expect(transitionBetween('/users', '/companies')).toBe('fade');
    expect(transitionBetween(null, '/users')).toBe('fade');
  });
});
