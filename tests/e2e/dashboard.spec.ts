import { expect, type Page, test } from '@playwright/test';
import { type Locale, login } from './session';

// The dashboard against the demo environment (spec 001 §4): its tiles count what the overviews show.

type SubItem = { StepStatus: string; CompanyId: string | null; DocumentType: string; Count: number };
type OverviewRecord = { Status: string; IsBlocked: boolean; CompanyId: string };

/** The statuses of the workflow's Verify stage: what the verify list holds, e-invoices read on arrival included. */
const WaitingForVerify = ['Imported', 'Import_Error', 'New_Purchase_Invoice', 'New_Sales_Invoice'];

/**
 * Signs the demo admin in (in the given language) through the shared login, and answers the access token the app
 * then uses: a request listener, installed before signing in, keeps the latest bearer token the page sends.
 */
async function loginCapturingToken(page: Page, options: { locale?: Locale } = {}): Promise<() => string> {
  let token = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header.slice(7);
  });
  await login(page, options);
  return () => token;
}

const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function tileTotal(page: Page, step: string): Promise<number> {
  const total = page.getByTestId(`dashboard-tile-${step}`).getByTestId('dashboard-tile-total');
  await expect(total).toBeVisible();
  return numberIn(await total.textContent());
}

test.describe('dashboard', () => {
  test('Approve and Payable rows open overviews showing exactly their count; the rows add up to the tile', async ({
    page,
  }) => {
    await loginCapturingToken(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const step of ['Approve', 'Payable']) {
      const total = await tileTotal(page, step);
      expect(total, `${step} has documents in the demo`).toBeGreaterThan(0);
      await page.getByTestId(`dashboard-tile-${step}`).click();
      const rows = page.getByTestId('dashboard-table').getByTestId('dashboard-row');
      await expect(rows.first()).toBeVisible();
      const counts = await rows.evaluateAll((all) => all.map((row) => Number(row.dataset.count)));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
      for (const [index, count] of counts.entries()) {
        await rows.nth(index).getByTestId('dashboard-row-link').click();
        await expect(page).toHaveURL(/\/purchase-invoices$/);
        await expect(page.getByTestId('overview-count')).toHaveText(new RegExp(`^${count}\\b`));
        await page.goBack();
        await page.getByTestId(`dashboard-tile-${step}`).click();
        await expect(rows.first()).toBeVisible();
      }
      // Selecting the open tile closes its table.
      await page.getByTestId(`dashboard-tile-${step}`).click();
      await expect(page.getByTestId('dashboard-table')).toHaveCount(0);
    }
  });

  test("the Validate tile counts the overviews' documents waiting for verification (the verify list's)", async ({
    page,
  }) => {
    const validate = page.waitForResponse((response) =>
      response.url().endsWith('/GetDashboardStep/Validate'),
    );
    const token = await loginCapturingToken(page);
    const answer = await validate;
    const { FromDate } = answer.request().postDataJSON() as { FromDate: string };
    const shown = (await answer.json()).DashboardSubItems as SubItem[];
    expect(await tileTotal(page, 'Validate')).toBe(shown.reduce((sum, item) => sum + item.Count, 0));

    const headers = () => ({ authorization: `Bearer ${token()}` });
    // The demo keeps changing while other browser tests import: compare one moment's answers.
    const perCompany = async (read: () => Promise<Array<[string, number]>>) =>
      Object.fromEntries((await read()).sort());
    const dashboard = async () => {
      const response = await page.request.post('/api/Dashboard/GetDashboardStep/Validate', {
        headers: headers(),
        data: { CompanyIds: [], DocumentTypes: [], FromDate },
      });
      // One row per status: a company's purchase invoices can wait as Imported and as New_Purchase_Invoice.
      const counted = new Map<string, number>();
      for (const item of (await response.json()).DashboardSubItems as SubItem[]) {
        const key = `${item.CompanyId} ${item.DocumentType}`;
        counted.set(key, (counted.get(key) ?? 0) + item.Count);
      }
      return [...counted];
    };
    const overviews = async () => {
      const counted = new Map<string, number>();
      for (const DocumentType of ['PurchaseInvoice', 'SalesInvoice', 'PackingSlip']) {
        for (let CurrentPage = 1; ; CurrentPage++) {
          const response = await page.request.post('/api/Document/GetOverview', {
            headers: headers(),
            data: { DocumentType, Status: 'Ongoing', ScanDateFrom: FromDate, PageSize: 200, CurrentPage },
          });
          const items = (await response.json()).Items as OverviewRecord[];
          for (const item of items.filter(
            (record) => WaitingForVerify.includes(record.Status) && !record.IsBlocked,
          )) {
            const key = `${item.CompanyId} ${DocumentType}`;
            counted.set(key, (counted.get(key) ?? 0) + 1);
          }
          if (items.length < 200) break;
        }
      }
      return [...counted];
    };
    await expect
      .poll(async () => {
        const [a, b] = await Promise.all([perCompany(dashboard), perCompany(overviews)]);
        return JSON.stringify(a) === JSON.stringify(b)
          ? 'equal'
          : `${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
      })
      .toBe('equal');
  });

  for (const locale of ['nl-NL', 'en-US'] as const) {
    test(`looks right at 1280 and 800 px in ${locale}`, async ({ page }) => {
      await loginCapturingToken(page, { locale });
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/dashboard');
        await tileTotal(page, 'Payable');
        await page.getByTestId('dashboard-tile-Approve').click();
        await expect(page.getByTestId('dashboard-row').first()).toBeVisible();
        await expect(page.locator('body')).not.toContainText('¿');
        // Every tile fits its grid cell: nothing spills over the page's width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/dashboard-${locale}-${width}.png`, fullPage: true });
      }
    });
  }

  test('the tiles are buttons the arrow keys walk through', async ({ page }) => {
    await loginCapturingToken(page);
    await tileTotal(page, 'Import');
    await page.getByTestId('dashboard-tile-Import').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('dashboard-tile-Classify')).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByTestId('dashboard-tile-Payable')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('dashboard-table')).toHaveAttribute('data-step', 'Payable');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('dashboard-table')).toHaveCount(0);
  });
});
