import { expect, test } from '@playwright/test';
import { login } from './session';

// Issue 13, electronic templates: a template made on its screen, with a product code as a tag and a ledger account
// from the company's list, shows in the list as Active (screenshots in test-results/ to look at).

for (const locale of ['en-US', 'nl-NL'] as const) {
  test(`an electronic template is made on its screen and listed as Active in ${locale}`, async ({ page }) => {
    await login(page, { locale });
    const name = `Energie ${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/electronic-templates');
    await expect(page.getByTestId('etemplates-table')).toBeVisible();
    await page.getByTestId('etemplate-new').click();
    await page.getByTestId('etemplate-name').fill(name);
    await page.getByTestId('etemplate-relation').getByRole('combobox').click();
    await page.getByRole('option').first().click();
    // The tags field: typing a comma makes the tag.
    const codes = page.getByTestId('etemplate-line-codes').locator('xpath=self::input | .//input').first();
    await codes.fill('GAS');
    await codes.press(',');
    await page.getByTestId('etemplate-line-ledger').getByRole('combobox').click();
    await page.getByRole('option').first().click();
    await page.screenshot({ path: `test-results/etemplate-edit-${locale}.png`, fullPage: true });
    await page.getByTestId('masterdata-save').click();
    await expect(page).toHaveURL(/\/electronic-templates\/[0-9a-f-]{36}$/);
    await page.goto('/electronic-templates');
    const row = page.getByTestId('masterdata-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(locale === 'nl-NL' ? 'Actief' : 'Active');
    await page.screenshot({ path: `test-results/etemplate-list-${locale}.png` });
  });
}
