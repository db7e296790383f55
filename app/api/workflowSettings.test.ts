import { createAppI18n } from '../i18n/createI18n';
import { json } from '../test/fetchStub';
import { inWorkflowOrder, reloadLocale } from './workflowSettings';

/** The texts a reload reads: shipped files and the API, the Custom source holding what is stored now. */
function stubTexts(stored: Record<string, string>) {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    paths.push(path);
    if (path.includes('source=Custom')) return json(200, stored);
    if (path.includes('source=Navigation'))
      return json(200, { Document_Status_Pending: 'Pending', ...stored });
    return json(200, {});
  });
  vi.stubGlobal('fetch', fetch);
  return paths;
}

describe('reloading a locale after its custom wording changed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a name put back to its default at once, telling every screen of the language on screen', async () => {
    const i18n = createAppI18n('en-US', {
      'en-US': {
        Custom: { Document_Status_Pending: 'Awaiting approval' },
        Navigation: { Document_Status_Pending: 'Awaiting approval' },
      },
    });
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    stubTexts({});
    await reloadLocale(i18n, 'en-US');
    expect(i18n.t('Document_Status_Pending')).toBe('Pending');
    expect(changed).toHaveBeenCalledWith('en-US');
  });

  it('shows a new name at once', async () => {
    const i18n = createAppI18n('en-US', { 'en-US': { Navigation: { Document_Status_Pending: 'Pending' } } });
    stubTexts({ Document_Status_Pending: 'Awaiting approval' });
    await reloadLocale(i18n, 'en-US');
    expect(i18n.t('Document_Status_Pending')).toBe('Awaiting approval');
  });

  it('reloads another locale only when it was loaded before, without switching to it', async () => {
    const i18n = createAppI18n('en-US', { 'en-US': { Navigation: {} } });
    const paths = stubTexts({ Document_Status_Pending: 'Ter goedkeuring' });
    await reloadLocale(i18n, 'nl-NL');
    expect(paths).toEqual([]);

    i18n.addResourceBundle('nl-NL', 'Navigation', { Document_Status_Pending: 'In afwachting' });
    await reloadLocale(i18n, 'nl-NL');
    expect(paths).toContain('/api/Translations/GetBySource?locale=nl-NL&source=Custom');
    expect(i18n.language).toBe('en-US');
    expect(i18n.getFixedT('nl-NL')('Document_Status_Pending')).toBe('Ter goedkeuring');
  });
});

describe('the order of the statuses on the customize pages', () => {
  it('follows a document through the workflow, whatever order the server lists them in', () => {
    const listed = ['Posted', 'Pending', 'Blocked', 'None', 'Imported', 'Ready'].map((Status) => ({
      Status,
    }));
    expect(inWorkflowOrder(listed).map((entry) => entry.Status)).toEqual([
      'None',
      'Imported',
      'Pending',
      'Ready',
      'Posted',
      'Blocked',
    ]);
  });

  it('puts a status it does not know at the end and leaves the list it was given alone', () => {
    const listed = [{ Status: 'Someday' }, { Status: 'Archived' }];
    expect(inWorkflowOrder(listed).map((entry) => entry.Status)).toEqual(['Archived', 'Someday']);
    expect(listed[0].Status).toBe('Someday');
  });
});
