import { expect, type Page, test } from '@playwright/test';
import { login } from './session';

// Issue 10 §8–§9: an administrator shapes the environment's status filters, and the new workflow screens
// (customize environment, status-actions, document flow, default texts) look right in both languages.

async function packingSlipFilters(page: Page): Promise<string[]> {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  const response = await page.request.get('/api/Document/GetOverviewStatusFilters/PackingSlip', {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json();
}

test('a status filter taken off packing slips is no longer offered there, until the default is restored', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, { locale: 'en-US' });
  await page.goto('/customize-environment');
  await page
    .getByTestId('customize-page')
    .filter({ hasText: /Status filters/ })
    .click();
  await expect(page).toHaveURL(/\/customize-environment\/status-filters$/);
  // "Scanned" on packing slips: nothing else in the browser tests uses it.
  const scanned = page
    .getByTestId('status-filter-row')
    .filter({ has: page.getByText('Scanned', { exact: true }).first() })
    .first();
  await scanned.getByTestId('filter-type-PackingSlip').uncheck();
  await expect(page.getByTestId('draft-unsaved')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('draft-unsaved')).toHaveCount(0);
  expect(await packingSlipFilters(page)).not.toContain('Scanned');

  await page.getByTestId('draft-restore').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => packingSlipFilters(page)).toContain('Scanned');
});

for (const locale of ['nl-NL', 'en-US'] as const) {
  test(`the workflow screens look right at 1280 and 800 px in ${locale}`, async ({ page }) => {
    // Ten screens loaded and photographed: on a busy 2-core machine that took 1.7–2 minutes.
    test.slow();
    await login(page, { locale });
    const screens = [
      ['/customize-environment', 'customize-pages'],
      ['/customize-environment/status-actions', 'status-actions-table'],
      ['/customize-environment/statuses', 'statuses-table'],
      ['/document-flow', 'flow-transitions'],
      ['/default-texts', 'default-texts-table'],
    ] as const;
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, testId] of screens) {
        await page.goto(path);
        await expect(page.getByTestId(testId)).toBeVisible();
        const name = path.replace(/^\//, '').replaceAll('/', '-');
        await page.screenshot({ path: `test-results/${name}-${locale}-${width}.png` });
      }
    }
  });
}
