import { expect, test } from '@playwright/test';
import { login } from './session';

// The ERP action overview and a company's ERP connection, walked in the browser with the demo environment.

test('the Scan menu leads to the ERP actions, which list every action with filters and a refresh', async ({
  page,
}) => {
  await login(page);
  await page.getByTestId('menu-scan').hover();
  await page.getByRole('menuitem', { name: /^(ERP actions|ERP-acties)$/ }).click();
  await expect(page).toHaveURL(/\/erp-action-overview$/);
  await expect(page.getByTestId('erp-actions-table')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('¿');
  // Keyboard: the filters are reached with Tab, R refreshes.
  await page.getByTestId('erp-actions-state').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.locator('body').press('r');
  await page.screenshot({ path: test.info().outputPath('erp-action-overview.png'), fullPage: true });
});

test('a company page says how its ERP is connected', async ({ page }) => {
  await login(page);
  await page.goto('/companies');
  await page.getByTestId('companies-table').locator('a[href^="/companies/"]').first().click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  const connection = page.locator(
    '[data-testid="erp-connection"], [data-testid="erp-connection-none"], [data-testid="erp-connection-missing"]',
  );
  await expect(connection).toBeVisible();
  await expect(connection).not.toContainText('¿');
  await page.screenshot({ path: test.info().outputPath('company-erp.png'), fullPage: true });
});
