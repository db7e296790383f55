import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { corpusPath } from '../corpora/path';
import { login } from './session';

// The document screens against the demo environment (spec 001 §2-§4, §9).
const corpus = corpusPath('invoice-pdfs/invoice2data/compare');

async function overviewCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('overview-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function chooseImportCompany(page: Page, name: RegExp) {
  await page.goto('/import');
  await page.getByTestId('import-company').click();
  await page.getByRole('option', { name }).click();
}

// A fresh environment without the demo documents still gets enough purchase invoices to walk through.
async function ensurePurchaseInvoices(page: Page, needed: number) {
  await page.goto('/purchase-invoices');
  await expect(page.getByTestId('overview-count')).toBeVisible();
  const missing = needed - (await overviewCount(page));
  if (missing <= 0) return;
  const files = fs
    .readdirSync(corpus)
    .filter((name) => name.endsWith('.pdf'))
    .slice(0, missing)
    .map((name) => path.join(corpus, name));
  await chooseImportCompany(page, /Demo Foods/);
  await page.getByTestId('import-file-input').setInputFiles(files);
  await page.getByTestId('import-upload').click();
  await expect(page.getByTestId('import-result-ok')).toHaveCount(files.length, { timeout: 45_000 });
}

async function rowIds(page: Page): Promise<string[]> {
  await expect(page.getByTestId('overview-row').first()).toBeVisible();
  return page
    .getByTestId('overview-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
}

async function headerOrder(page: Page): Promise<string[]> {
  return page
    .locator('th[data-testid^="column-"]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-testid') ?? ''));
}

test.describe('document overview', () => {
  test('filter, sort and column choice survive a reload', async ({ page }) => {
    await login(page);
    await page.goto('/purchase-invoices');
    await expect(page.getByTestId('overview-title')).toBeVisible();

    await page.getByTestId('filter-document-number').fill('F');
    await page.getByTestId('filter-document-number').press('Enter');
    await expect(page.getByTestId('filter-active-count')).toBeVisible();

    await page.getByTestId('sort-GrossAmount').click();
    await expect(page.getByTestId('column-GrossAmount')).toHaveAttribute('aria-sort', 'descending');
    await page.getByTestId('sort-GrossAmount').click();
    await expect(page.getByTestId('column-GrossAmount')).toHaveAttribute('aria-sort', 'ascending');

    await page.getByTestId('column-chooser').click();
    await page.getByTestId('column-toggle-DueDate').click();
    await page.getByTestId('column-up-GrossAmount').click();
    await page.getByTestId('column-chooser').click();
    await expect(page.getByTestId('column-DueDate')).toHaveCount(0);
    const order = await headerOrder(page);
    expect(order.indexOf('column-GrossAmount')).toBeLessThan(order.indexOf('column-NetAmount'));

    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.some((key) => key.includes('PurchaseInvoice_Overview_Filter'))).toBe(true);
    expect(keys.some((key) => key.includes('PurchaseInvoice_Overview_CurrentPage'))).toBe(true);

    await page.reload();
    await expect(page.getByTestId('filter-document-number')).toHaveValue('F');
    await expect(page.getByTestId('column-GrossAmount')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('column-DueDate')).toHaveCount(0);
    expect(await headerOrder(page)).toEqual(order);
  });
});

test.describe('document detail', () => {
  test('next three times and previous once follow the overview order', async ({ page }) => {
    await login(page);
    await ensurePurchaseInvoices(page, 5);
    await page.goto('/purchase-invoices');
    const ids = await rowIds(page);
    expect(ids.length).toBeGreaterThanOrEqual(5);

    await page.getByTestId('overview-row').first().click();
    const detail = page.getByTestId('document-detail');
    await expect(detail).toHaveAttribute('data-id', ids[0]);
    // Another spec may have imported an e-invoice dated today, which sorts first and shows its preview first.
    await expect(page.getByTestId('page-viewer').or(page.getByTestId('einvoice-preview-slot'))).toBeVisible();
    for (const index of [1, 2, 3]) {
      await page.keyboard.press(index === 2 ? 'j' : 'ArrowRight');
      await expect(detail).toHaveAttribute('data-id', ids[index]);
      await expect(page).toHaveURL(new RegExp(`/purchase-invoice/${ids[index]}$`));
    }
    await page.getByTestId('detail-previous').click();
    await expect(detail).toHaveAttribute('data-id', ids[2]);
    await expect(page.getByTestId('detail-position')).toHaveText(/^3\b/);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/purchase-invoices$/);
    expect(await rowIds(page)).toEqual(ids);
  });

  test('the original downloads with its own name', async ({ page }) => {
    await login(page);
    await ensurePurchaseInvoices(page, 1);
    await page.goto('/purchase-invoices');
    await page.getByTestId('overview-row').first().press('Enter');
    await expect(page.getByTestId('document-detail')).toBeVisible();

    const answer = page.waitForResponse((response) =>
      /\/api\/File\/GetOriginalDocument\//i.test(response.url()),
    );
    const download = page.waitForEvent('download');
    await page.getByTestId('download-original').click();
    const { FileName } = (await (await answer).json()) as { FileName: string };
    const file = await download;
    expect(file.suggestedFilename()).toBe(FileName);
    const saved = await file.path();
    expect(fs.statSync(saved).size).toBeGreaterThan(0);
  });

  test('a ledger entry lookup without a number refuses and lands on the default route', async ({ page }) => {
    await login(page);
    await page.goto('/purchase-invoice?CompanyId=00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/(purchase-invoices|dashboard)$/);
    await expect(page.getByText(/document was not found|document is niet gevonden/i)).toBeVisible();
  });
});

test.describe('import', () => {
  test('a corrupt PDF shows a clear error and leaves no document behind', async ({ page }) => {
    await login(page);
    await page.goto('/purchase-invoices');
    await expect(page.getByTestId('overview-count')).toBeVisible();
    const before = await overviewCount(page);

    await chooseImportCompany(page, /Demo Services/);
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'broken-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nthis is not a pdf body\n'),
    });
    await page.getByTestId('import-upload').click();
    const error = page.getByTestId('import-result-error');
    await expect(error).toContainText('broken-invoice.pdf');
    await expect(page.getByTestId('import-error-message')).toHaveText(/damaged|beschadigd/i);
    await expect(page.getByTestId('import-result-ok')).toHaveCount(0);

    await page.goto('/purchase-invoices');
    await expect(page.getByTestId('overview-count')).toBeVisible();
    expect(await overviewCount(page)).toBe(before);
  });
});
