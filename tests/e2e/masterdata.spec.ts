import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type Locale, login } from './session';

// Issue 9, the master-data screens: finding a vendor by typing, a refused IBAN under its field, and how the
// vendor list looks at 1280 and 800 px in Dutch and English (screenshots in test-results/ to look at).

/** The API as the signed-in page's user: an access token from the session's refresh cookie. */
async function apiOf(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await page.request.get(url, { headers })).json(),
    post: async (url: string, data: unknown) => (await page.request.post(url, { headers, data })).json(),
  };
}

/** The company the vendor screen opens with the first time: the first by name. */
async function firstCompany(page: Page): Promise<string> {
  const companies: Array<{ Id: string; Name: string; DisplayName: string; IsDeleted: boolean }> = await (
    await apiOf(page)
  ).get('/api/Company');
  const shown = companies
    .filter((company) => !company.IsDeleted)
    .map((company) => ({ Id: company.Id, Label: company.DisplayName || company.Name }))
    .sort((a, b) => a.Label.localeCompare(b.Label));
  return shown[0].Id;
}

const errorText = (locale: Locale, key: string): string =>
  JSON.parse(fs.readFileSync(`locales/${locale}/Errors.json`, 'utf8'))[key];

test.describe('vendors', () => {
  test('a vendor is found by typing three letters of its name, and opens from the keyboard', async ({
    page,
  }) => {
    await login(page, { locale: 'en-US' });
    const run = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const name = `Kwibus Transport ${run}`;
    const api = await apiOf(page);
    const created = await api.post('/api/Relation', {
      CompanyId: await firstCompany(page),
      IsVendor: true,
      Relation: { ErpCode: `E2E${run}`, Name: name, City: 'Zwolle', IbanNumbers: [] },
    });
    expect(created.RelationCreateId).toBeTruthy();

    await page.goto('/vendors');
    await expect(page.getByTestId('masterdata-row').first()).toBeVisible();
    await page.keyboard.press('/');
    await expect(page.getByTestId('masterdata-search')).toBeFocused();
    await page.keyboard.type('kwi');
    const row = page.getByTestId('masterdata-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vendors\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // Escape goes back to the list with the search kept; what it shows exports to Excel.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(page.getByTestId('masterdata-search')).toHaveValue('kwi');
    const download = page.waitForEvent('download');
    await page.getByTestId('masterdata-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  });

  test('a new vendor with an invalid IBAN is refused with the message under the IBAN', async ({ page }) => {
    await login(page, { locale: 'en-US' });
    await page.goto('/vendors');
    await page.getByTestId('relation-new').click();
    await expect(page).toHaveURL(/\/vendors\/new\?companyId=/);
    await page.getByTestId('field-Name').fill('Onjuiste Bank BV');
    await page.getByTestId('iban-0').fill('NL00ABNA0417164300');
    await page.keyboard.press('Control+s');
    const message = errorText('en-US', 'Validation_Iban_Not_Valid');
    await expect(page.getByTestId('iban-list')).toContainText(message);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/vendors\/new/);
  });

  test("a posting template's vendor field asks the server for three typed letters", async ({ page }) => {
    await login(page, { locale: 'en-US' });
    const run = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const name = `Kwibus Koeriers ${run}`;
    await (await apiOf(page)).post('/api/Relation', {
      CompanyId: await firstCompany(page),
      IsVendor: true,
      Relation: { ErpCode: `E2K${run}`, Name: name, IbanNumbers: [] },
    });
    await page.goto('/posting-templates/new');
    await page.getByTestId('template-target').click();
    await page.getByRole('option', { name: 'Vendor' }).click();
    const vendor = page.getByTestId('template-relation').getByRole('combobox');
    await vendor.click();
    // The first 50 vendors are not all of them, so typing searches the server.
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.type('kwi');
    await page.getByRole('option', { name: new RegExp(run) }).click();
    await expect(vendor).toHaveValue(`E2K${run} - ${name}`);
  });

  for (const locale of ['nl-NL', 'en-US'] as const) {
    test(`the vendor list and a vendor look right at 1280 and 800 px in ${locale}`, async ({ page }) => {
      await login(page, { locale });
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/vendors');
        await expect(page.getByTestId('masterdata-row').first()).toBeVisible();
        await expect(page.getByTestId('relations-table')).toHaveCSS('opacity', '1');
        // Nothing runs off the side of the page; a wide table scrolls inside its own frame.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/masterdata-vendors-${locale}-${width}.png` });
      }
      await page.getByTestId('masterdata-row').first().click();
      await expect(page.getByTestId('masterdata-save')).toBeVisible();
      await page.screenshot({ path: `test-results/masterdata-vendor-${locale}-800.png`, fullPage: true });
    });
  }
});

test.describe('the other master-data screens', () => {
  test('tags, the period table, posting templates, code lists and purchase orders open with their data', async ({
    page,
  }) => {
    await login(page, { locale: 'nl-NL' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/tags');
    await expect(page.getByTestId('tag-new')).toBeVisible();
    await page.screenshot({ path: 'test-results/masterdata-tags-nl-NL-1280.png' });
    await page.goto('/period-table');
    await expect(page.getByTestId('period-add')).toBeVisible();
    await page.screenshot({ path: 'test-results/masterdata-periods-nl-NL-1280.png' });
    await page.goto('/customers');
    await expect(page.getByTestId('masterdata-row').first()).toBeVisible();
    await page.getByTestId('masterdata-row').first().press('Enter');
    await expect(page.getByTestId('field-Name')).toBeVisible();
    await page.screenshot({ path: 'test-results/masterdata-customer-nl-NL-1280.png', fullPage: true });
    await page.goto('/posting-templates');
    await expect(page.getByTestId('template-new')).toBeVisible();
    await page.screenshot({ path: 'test-results/masterdata-templates-nl-NL-1280.png' });
    await page.goto('/code-lists?list=VatCode');
    await expect(page.getByTestId('masterdata-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/masterdata-codes-nl-NL-1280.png' });
    await page.getByTestId('masterdata-row').first().click();
    await expect(page.getByTestId('erp-code-edit-row')).toBeVisible();
    await page.screenshot({ path: 'test-results/masterdata-code-edit-nl-NL-1280.png' });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('erp-code-edit-row')).toHaveCount(0);
    await page.getByTestId('code-list-PurchaseOrder').click();
    await page.getByTestId('masterdata-row').first().click();
    await expect(page.getByTestId('order-code')).toBeVisible();
    await expect(page.getByTestId('order-line').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/masterdata-order-nl-NL-1280.png', fullPage: true });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('orders-table')).toBeVisible();
  });
});
