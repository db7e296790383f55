import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { login } from './session';

// Issue 15: documents to pay → a payment batch → approved by a second person → the SEPA file, against the demo
// environment (its approved, unpaid invoices; admin@demo.test creates batches, approver@demo.test approves them).

/** A page of its own for a second user: a new browser context, so no session is shared. */
async function otherUser(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, { email });
  return { page, close: () => context.close() };
}

/** The rows that can be paid without a warning: a selectable row whose IBAN checks Ok. */
const payableRows = (page: Page) =>
  page
    .getByTestId('document-to-pay')
    .filter({ has: page.locator('[data-testid="iban-check"][data-check="Ok"]') })
    .filter({ has: page.locator('[data-testid="select-row"]:not([disabled])') });

test.describe.configure({ mode: 'serial' });

test('three documents to pay become a batch, another user approves it and downloads its SEPA file', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, { email: 'admin@demo.test' });
  await page.getByTestId('menu-payment-lists').hover();
  await page.getByRole('menuitem', { name: /^(Documents to pay|Te betalen documenten)$/ }).click();
  await expect(page).toHaveURL(/\/payment-batch-generate$/);
  await expect(payableRows(page).first()).toBeVisible();
  // A batch holds the documents of one company: three payable rows of the first one's company.
  const company = await payableRows(page).first().getAttribute('data-company');
  const rows = payableRows(page).and(page.locator(`[data-company="${company}"]`));
  await expect(rows.nth(2)).toBeVisible();

  // Space on a focused row selects it; a click selects the others.
  const numbers = await Promise.all(
    [0, 1, 2].map(async (index) => (await rows.nth(index).getByTestId('document-link').textContent()) ?? ''),
  );
  await rows.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('selection-total')).toContainText(/^1 /);
  await rows.nth(1).click();
  await rows.nth(2).click();
  await expect(page.getByTestId('selection-total')).toContainText(/^3 /);

  await page.getByTestId('create-batch-open').click();
  await expect(page.getByTestId('create-batch-total')).toContainText(/^3 /);
  await page.getByTestId('create-batch-confirm').click();
  await expect(page).toHaveURL(/\/payment-batches\/[0-9a-f-]{36}$/);
  const batchUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('batch-line')).toHaveCount(3);
  for (const number of numbers) await expect(page.getByTestId('batch-lines')).toContainText(number);
  // Four eyes: the creator cannot approve, and the file waits for approval.
  await expect(page.getByTestId('batch-approve')).toBeDisabled();
  await expect(page.getByTestId('batch-approve-reason')).toBeVisible();
  await expect(page.getByTestId('batch-download')).toBeDisabled();

  const approver = await otherUser(browser, 'approver@demo.test');
  try {
    const other = approver.page;
    await other.goto(batchUrl);
    await expect(other.getByTestId('batch-status')).toHaveAttribute('data-status', 'Concept');
    await other.getByTestId('batch-approve').click();
    await expect(other.getByTestId('approve-count')).toHaveText('3');
    await other.getByTestId('approve-confirm').click();
    await expect(other.getByTestId('batch-status')).toHaveAttribute('data-status', 'Approved');

    const download = other.waitForEvent('download');
    await other.getByTestId('batch-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^SCT_\d+_\d{14}\.xml$/);
    const xml = fs.readFileSync(await file.path(), 'utf8');
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs>');
    expect(xml).not.toMatch(/<NbOfTxs>(?!3<)/);
  } finally {
    await approver.close();
  }
});

for (const locale of ['nl-NL', 'en-US'] as const) {
  test(`the payment screens at 1280 and 800 px in ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, { email: 'admin@demo.test', locale });
    const shots: Array<[string, string]> = [
      ['generate', '/payment-batch-generate'],
      ['batches', '/payment-batches'],
    ];
    for (const [name, path] of shots) {
      await page.goto(path);
      await expect(
        page.locator('[data-testid="documents-to-pay"], [data-testid="payment-batches"]'),
      ).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText('¿');
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 900 });
        // Nothing runs off the page: wide tables scroll inside their own frame.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
          .toBe(true);
        await page.screenshot({
          path: `test-results/payments-${name}-${locale}-${width}.png`,
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // The batch made above, when there is one: its detail.
    const firstBatch = page.getByTestId('masterdata-row').first();
    if ((await firstBatch.count()) > 0) {
      await firstBatch.click();
      await expect(page.getByTestId('batch-lines')).toBeVisible();
      await expect(page.locator('main')).not.toContainText('¿');
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
          .toBe(true);
        await page.screenshot({ path: `test-results/payments-batch-${locale}-${width}.png`, fullPage: true });
      }
    }
  });
}
