import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './session';

// The overviews used all day: sorting, coming back from a document, the table's layout, totals,
// page size and the export to Excel, against the demo environment.

async function openOverview(page: Page) {
  await page.goto('/purchase-invoices');
  await expect(page.getByTestId('overview-row').first()).toBeVisible();
}

async function columnTexts(page: Page, column: string): Promise<string[]> {
  // The header cell's own position in its row: the selection column comes before the data columns.
  const index = await page
    .getByTestId(`column-${column}`)
    .evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
  return page
    .getByTestId('overview-row')
    .evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent?.trim() ?? ''), index);
}

const box = async (page: Page, testId: string) => {
  const found = await page.getByTestId(testId).first().boundingBox();
  if (!found) throw new Error(`${testId} is not shown`);
  return found;
};

test.describe('purchase overview', () => {
  test('a text column sorts A→Z on the first click, blanks not first', async ({ page }) => {
    await login(page);
    await openOverview(page);
    await page.getByTestId('sort-RelationName').click();
    await expect(page.getByTestId('column-RelationName')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByTestId('overview-table')).toHaveCSS('opacity', '1');
    const names = await columnTexts(page, 'RelationName');
    expect(names[0]).not.toBe('');
    const filled = names.filter(Boolean);
    expect(names.slice(0, filled.length)).toEqual(filled);
    for (let index = 1; index < filled.length; index += 1)
      expect(filled[index - 1].toLowerCase() <= filled[index].toLowerCase()).toBe(true);
  });

  test('Escape from a document comes back where the user was, with its row focused', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await login(page);
    await openOverview(page);
    await page.getByTestId('overview-page-size').click();
    await page.getByRole('option', { name: '50' }).click();
    await expect(page.getByTestId('overview-row')).toHaveCount(50);
    const scroller = page.getByTestId('overview-scroll');
    await scroller.evaluate((element) => {
      element.scrollTop = 500;
    });
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(500);
    const row = page.getByTestId('overview-row').nth(20);
    const id = await row.getAttribute('data-id');
    await row.click();
    await expect(page.getByTestId('document-detail')).toHaveAttribute('data-id', id ?? '');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/purchase-invoices$/);
    await expect(page.getByTestId('overview-row')).toHaveCount(50);
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(500);
    await expect(page.locator(':focus')).toHaveAttribute('data-id', id ?? '');
    // The page size is remembered.
    await page.reload();
    await expect(page.getByTestId('overview-row')).toHaveCount(50);
  });

  test('header and first column stay in view, the horizontal scrollbar is on screen, totals show', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await login(page);
    await openOverview(page);
    const area = await box(page, 'overview-scroll');
    expect(area.y + area.height).toBeLessThanOrEqual(700);
    await page.getByTestId('overview-scroll').evaluate((element) => {
      element.scrollTop = 300;
      element.scrollLeft = 400;
    });
    // The selection column, then the first data column, stay at the left edge.
    const select = await page.getByTestId('select-page').locator('xpath=ancestor::th').boundingBox();
    if (!select) throw new Error('no selection header cell');
    const header = await box(page, 'column-LastAction');
    expect(Math.abs(header.y - area.y)).toBeLessThan(2);
    expect(Math.abs(select.x - area.x)).toBeLessThan(2);
    expect(Math.abs(header.x - (select.x + select.width))).toBeLessThan(2);
    await expect(page.getByTestId('overview-totals')).toBeVisible();
    // Header and totals cover the rows scrolling under them (opaque, on top).
    // The cells are sticky, not their row group: measure a cell.
    const totals = await page.getByTestId('overview-totals').locator('td').first().boundingBox();
    if (!totals) throw new Error('no totals cell');
    const on = (x: number, y: number) =>
      page.evaluate(
        ([atX, atY]) => document.elementFromPoint(atX, atY)?.closest('thead, tfoot, tbody')?.tagName,
        [x, y],
      );
    expect(await on(area.x + 250, header.y + header.height / 2)).toBe('THEAD');
    expect(await on(area.x + 250, totals.y + totals.height / 2)).toBe('TFOOT');
    expect(
      await page.getByTestId('column-Status').evaluate((cell) => getComputedStyle(cell).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByTestId('total-GrossAmount-EUR')).toBeVisible();
  });

  test('the empty state is centred in the visible width at 800 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await login(page);
    await openOverview(page);
    await page.getByTestId('filter-document-number').fill('no-such-document-zz');
    await page.getByTestId('filter-document-number').press('Enter');
    await expect(page.getByTestId('overview-empty')).toBeVisible();
    const empty = await box(page, 'overview-empty');
    const area = await box(page, 'overview-scroll');
    expect(empty.x + empty.width).toBeLessThanOrEqual(800);
    expect(Math.abs(empty.x + empty.width / 2 - (area.x + area.width / 2))).toBeLessThan(4);
    await page.getByTestId('filter-clear').click();
  });

  test('exports the filtered overview to Excel in the visible columns', async ({ page }) => {
    await login(page, { locale: 'nl-NL' });
    await openOverview(page);
    const count = Number(((await page.getByTestId('overview-count').textContent()) ?? '').replace(/\D/g, ''));
    const captions = await page
      .locator('th[data-testid^="column-"]')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Control+Shift+E');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Inkoopfacturen \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync(await file.path()) as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    expect(sheet.rowCount).toBe(count + 1);
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value).toUpperCase());
    expect(header).toEqual(captions.map((caption) => caption.toUpperCase()));
    const dateColumn = captions.findIndex((caption) => /^datum$/i.test(caption)) + 1;
    expect(sheet.getRow(2).getCell(dateColumn).value).toBeInstanceOf(Date);
  });

  for (const locale of ['nl-NL', 'en-US'] as const) {
    for (const width of [1280, 800]) {
      test(`looks right at ${width} px in ${locale}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await login(page, { locale });
        await openOverview(page);
        await expect(page.getByTestId('overview-totals')).toBeVisible();
        await page.screenshot({ path: `/tmp/overview-${locale}-${width}.png` });
      });
    }
  }
});
