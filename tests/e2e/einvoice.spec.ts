import { expect, type Page, test } from '@playwright/test';

// The interface kit page (public outside production) shows a one-page and a 200-line e-invoice preview.
async function openPreviews(page: Page) {
  await page.goto('/dev/kit');
  await expect(page.getByTestId('dev-kit')).toBeVisible();
  const long = page.getByTestId('einvoice-long');
  await long.scrollIntoViewIfNeeded();
  return { onePage: page.getByTestId('einvoice-one-page'), long };
}

const visiblePages = (scope: ReturnType<Page['getByTestId']>) =>
  scope.locator('[data-testid="einvoice-page"]:visible');

test.describe('Electronic invoice preview', () => {
  test('renders a 200-line invoice over several pages with Page X of Y and a working paging control', async ({
    page,
  }) => {
    const { long } = await openPreviews(page);
    await expect(page.getByTestId('einvoice-long-count-value')).toHaveText('9');
    await expect(long.getByTestId('einvoice-page-indicator')).toHaveText(/(Page|Pagina) 1 (of|van) 9/);
    await expect(visiblePages(long)).toHaveCount(1);
    await expect(long.getByTestId('einvoice-note-Lines_Next_Page')).toBeVisible();
    const sheet = visiblePages(long).first();
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(712);
    expect(box?.height).toBeGreaterThanOrEqual(980);

    const pager = long.getByTestId('einvoice-pager');
    await pager.getByRole('button', { name: /2$/ }).click();
    await expect(long.getByTestId('einvoice-page-indicator')).toHaveText(/(Page|Pagina) 2 (of|van) 9/);
    const second = visiblePages(long).first();
    await expect(second).toHaveAttribute('data-page', '2');
    await expect(second.getByTestId('einvoice-line')).toHaveCount(28);
    await expect(second.getByTestId('einvoice-line').first()).toContainText('Article 001');

    await pager.getByRole('button', { name: /9$/ }).click();
    await expect(visiblePages(long).first()).toHaveAttribute('data-page', '9');
    await expect(visiblePages(long).first().getByTestId('einvoice-line').last()).toContainText('Article 200');
  });

  test('renders a one-page invoice without page indicator or paging control', async ({ page }) => {
    const { onePage } = await openPreviews(page);
    await expect(page.getByTestId('einvoice-one-page-count-value')).toHaveText('1');
    await expect(visiblePages(onePage)).toHaveCount(1);
    await expect(onePage.getByTestId('einvoice-document-type')).toHaveText(/Invoice|Factuur/);
    await expect(onePage.getByTestId('einvoice-supplier-name')).toHaveText('SupplierOfficialName Ltd');
    await expect(onePage.getByTestId('einvoice-line')).toHaveCount(2);
    await expect(onePage.getByTestId('einvoice-generated-by')).toContainText('Ledgerline');
    await expect(onePage.getByTestId('einvoice-pager')).toHaveCount(0);
    await expect(onePage.getByTestId('einvoice-page-indicator')).toHaveCount(0);
  });

  test('prints every page of a long invoice, without the toolbar', async ({ page }) => {
    const { long } = await openPreviews(page);
    await page.emulateMedia({ media: 'print' });
    await expect(visiblePages(long)).toHaveCount(9);
    await expect(long.getByTestId('einvoice-print')).toBeHidden();
  });
});
