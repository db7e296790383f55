import { expect, type Page, test } from '@playwright/test';
import { login } from './session';

// Issue 10 §2: bulk actions from the overview. The demo approver selects two purchase invoices waiting
// for their approval and approves both at once; they leave the "To approve" list.
type Allowed = { Action: string; NeedsNextUser: boolean; NeedsRemark: boolean; NeedsApprovalAmount: boolean };

/** Ids of shown rows that Approve takes as they are (no next user, remark or amount asked). */
async function approvableRows(page: Page): Promise<string[]> {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  const ids = await page
    .getByTestId('overview-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
  const approvable: string[] = [];
  for (const id of ids) {
    const response = await page.request.get(
      `/api/DocumentAction/GetActionsForInvoice/${id}?documentType=PurchaseInvoice`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const actions = ((await response.json()).Actions ?? []) as Allowed[];
    const approve = actions.find((action) => action.Action === 'Approve');
    if (approve && !approve.NeedsNextUser && !approve.NeedsRemark && !approve.NeedsApprovalAmount)
      approvable.push(id);
    if (approvable.length === 2) return approvable;
  }
  throw new Error('the demo approver has fewer than two purchase invoices to approve');
}

test('the approver approves two purchase invoices at once from the overview', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, { email: 'approver@demo.test', locale: 'en-US' });
  await page.goto('/purchase-invoices');
  await page.getByTestId('filter-status').click();
  await page.getByRole('option', { name: 'To approve' }).click();
  await expect(page.getByTestId('filter-status')).toHaveValue('To approve');
  await expect(page.getByTestId('overview-row').first()).toBeVisible();
  await expect(page.getByTestId('overview-table')).toHaveCSS('opacity', '1');

  const [first, second] = await approvableRows(page);
  await page.locator(`[data-id="${first}"] [data-testid="select-row"]`).click();
  // The second from the keyboard: Space on the focused row.
  await page.locator(`[data-id="${second}"]`).focus();
  await page.keyboard.press('Space');
  const bar = page.getByTestId('bulk-bar');
  await expect(bar.getByTestId('bulk-count')).toHaveText('2 selected');
  await page.screenshot({ path: 'test-results/bulk-actions-selected.png' });

  const posted = page.waitForResponse((response) => response.url().endsWith('/api/Document/PostNewActions'));
  await bar.getByTestId('bulk-Approve').click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByText('Action performed on 2 documents')).toBeVisible();
  await expect(page.locator(`[data-id="${first}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-id="${second}"]`)).toHaveCount(0);
  await expect(bar).toHaveCount(0);
});
