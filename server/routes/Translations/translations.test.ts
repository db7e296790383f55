import fs from 'node:fs';
import path from 'node:path';
import { TranslationSources } from '../../../domain/entities/enums';
import { auditRows, buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const shippedLocales = ['nl-NL', 'en-US'] as const;

/** The shipped translation file of a locale and source, as the repository holds it. */
function shipped(locale: string, source: string): Record<string, string> {
  const file = path.join(ctx.app.deps.config.localesDir, locale, `${source}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A fresh tenant with a signed-in user holding the Translations view right. */
async function translatorTenant() {
  const tenant = await buildTenant(ctx.database);
  const translator = await tenant.user({ name: 'Translator', UserViewRights: ['Translations'] });
  return { tenant, translator, api: await signedInClient(ctx.app, translator.email) };
}

const bySource = (locale: string, source: string) =>
  `/api/Translations/GetBySource?locale=${locale}&source=${source}`;

describe('locales', () => {
  it('GetAvailableLocales answers nl-NL, en-US and aa-ER; GetDefaultLocale answers nl-NL', async () => {
    const { api } = await translatorTenant();
    expect((await api.get('/api/Translations/GetAvailableLocales')).json()).toEqual([
      'nl-NL',
      'en-US',
      'aa-ER',
    ]);
    const defaultLocale = await api.get('/api/Translations/GetDefaultLocale');
    expect(defaultLocale.headers['content-type']).toMatch(/application\/json/);
    expect(defaultLocale.json()).toBe('nl-NL');
  });
});

describe('GET /api/Translations/GetBySource', () => {
  it('answers the shipped texts of each of the five sources, the same file the server serves statically', async () => {
    const { api } = await translatorTenant();
    for (const locale of shippedLocales) {
      for (const source of TranslationSources) {
        const file = await ctx.app.inject({ method: 'GET', url: `/locales/${locale}/${source}.json` });
        expect(file.statusCode, `${locale}/${source}`).toBe(200);
        expect(file.json(), `${locale}/${source}`).toEqual(shipped(locale, source));
        const answer = await api.get(bySource(locale, source));
        expect(answer.statusCode).toBe(200);
        // The Custom source holds only the customer's own wording.
        expect(answer.json(), `${locale}/${source}`).toEqual(
          source === 'Custom' ? {} : shipped(locale, source),
        );
      }
    }
    expect(Object.keys(shipped('en-US', 'Navigation')).length).toBeGreaterThan(10);
  });

  it('lets custom wording win over the shipped text, for that locale only, until it is cleared', async () => {
    const { tenant, translator, api } = await translatorTenant();
    const [key, text] = Object.entries(shipped('en-US', 'Navigation'))[0];
    const save = await api.put('/api/Translations/Custom', {
      Locale: 'en-US',
      Key: key,
      Value: 'Our own words',
    });
    expect(save.statusCode).toBe(204);

    expect((await api.get(bySource('en-US', 'Navigation'))).json()).toEqual({
      ...shipped('en-US', 'Navigation'),
      [key]: 'Our own words',
    });
    expect((await api.get(bySource('en-US', 'Custom'))).json()).toEqual({ [key]: 'Our own words' });
    expect((await api.get(bySource('en-US', 'Errors'))).json()).toEqual(shipped('en-US', 'Errors'));
    expect((await api.get(bySource('nl-NL', 'Navigation'))).json()).toEqual(shipped('nl-NL', 'Navigation'));

    await api.put('/api/Translations/Custom', { Locale: 'en-US', Key: key, Value: '' });
    expect((await api.get(bySource('en-US', 'Navigation'))).json()[key]).toBe(text);
    expect((await api.get(bySource('en-US', 'Custom'))).json()).toEqual({});
    expect((await auditRows(ctx.database, tenant.tenantId)).map((row) => [row.action, row.userId])).toEqual([
      ['update', translator.id],
      ['delete', translator.id],
    ]);
  });

  it('answers the in-context locale aa-ER with the custom wording only (no shipped files)', async () => {
    const { api } = await translatorTenant();
    expect((await api.get(bySource('aa-ER', 'Navigation'))).json()).toEqual({});
    await api.put('/api/Translations/Custom', { Locale: 'aa-ER', Key: 'Greeting', Value: '[[Greeting]]' });
    expect((await api.get(bySource('aa-ER', 'Custom'))).json()).toEqual({ Greeting: '[[Greeting]]' });
  });

  it('answers 400 for an unknown source or locale', async () => {
    const { api } = await translatorTenant();
    const source = await api.get(bySource('en-US', 'Bogus'));
    expect(source.statusCode).toBe(400);
    expect(source.json().Errors).toEqual({ source: 'Validation_In_List' });
    const locale = await api.get('/api/Translations/GetBySource?source=Errors');
    expect(locale.statusCode).toBe(400);
    expect(Object.keys(locale.json().Errors)).toEqual(['locale']);
  });
});

describe('PUT /api/Translations/Custom', () => {
  it('answers 400 with field messages for a bad body and 403 without the Translations view right', async () => {
    const { api } = await translatorTenant();
    const bad = await api.put('/api/Translations/Custom', { Locale: 'fr-FR', Key: ' ', Value: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual({ Locale: 'Validation_In_List', Key: 'Validation_Required' });

    const tenant = await buildTenant(ctx.database);
    const plain = await tenant.user({ name: 'Plain' });
    const refused = await (await signedInClient(ctx.app, plain.email)).put('/api/Translations/Custom', {
      Locale: 'en-US',
      Key: 'Greeting',
      Value: 'Hi',
    });
    expect(refused.statusCode).toBe(403);
  });
});
