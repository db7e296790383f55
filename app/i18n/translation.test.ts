import { UNTRANSLATED_MARKER } from '../../domain/i18n/marker';
import { createAppI18n } from './createI18n';
import { translateMessage } from './translateMessage';

describe('translation lookup (spec 000 §5)', () => {
  const i18n = createAppI18n('en-US', {
    'en-US': {
      Custom: { Save: 'Store it' },
      Page: { Save: 'Page save', Title: 'Page title' },
      Navigation: { Save: 'Nav save', Title: 'Nav title', Users: 'Users' },
      Shared: { Users: 'Shared users', Login_Locked: 'Locked for {{0}} seconds' },
      VerifyNew: { Only_Verify: 'From verify-new' },
    },
  });

  it('falls back through custom, page, navigation, shared and verify-new in that order', () => {
    expect(i18n.t('Save')).toBe('Store it');
    expect(i18n.t('Title')).toBe('Page title');
    expect(i18n.t('Users')).toBe('Users');
    expect(i18n.t('Login_Locked', { 0: '5' })).toBe('Locked for 5 seconds');
    expect(i18n.t('Only_Verify')).toBe('From verify-new');
  });

  it('marks untranslated text with the prefix', () => {
    expect(i18n.t('Not_There')).toBe(`${UNTRANSLATED_MARKER}Not_There`);
  });

  it('reads a message with %% as a key followed by parameters', () => {
    const exists = (key: string) => i18n.exists(key);
    expect(translateMessage(i18n.t, exists, 'Login_Locked%%42')).toBe('Locked for 42 seconds');
  });

  it('shows a message that is not a known key as raw text', () => {
    const exists = (key: string) => i18n.exists(key);
    expect(translateMessage(i18n.t, exists, 'Disk full on server')).toBe('Disk full on server');
  });
});
