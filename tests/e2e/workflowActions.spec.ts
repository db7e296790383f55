import { expect, type Page, test } from '@playwright/test';
import { login } from './session';

// Issue 10 §9: the demo approver approves a purchase invoice from its detail with the keyboard.
const locales = [
  { locale: 'nl-NL', approve: 'Goedkeuren' },
  { locale: 'en-US', approve: 'Approve' },
] as const;

type Allowed = { Action: string; NeedsNextUser: boolean; NeedsRemark: boolean; NeedsApprovalAmount: boolean };

/** A purchase invoice waiting for the signed-in approver that one key press approves (no next user or remark). */
async function invoiceToApprove(page: Page): Promise<string> {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  const headers = { authorization: `Bearer ${token}` };
  const overview = await page.request.post('/api/Document/GetOverview', {
    headers,
    data: { DocumentType: 'PurchaseInvoice', Status: 'Todo', PageSize: 100, CurrentPage: 1 },
  });
  const items = (await overview.json()).Items as Array<{ Id: string }>;
  for (const item of items) {
    const response = await page.request.get(
      `/api/DocumentAction/GetActionsForInvoice/${item.Id}?documentType=PurchaseInvoice`,
      { headers },
    );
    const actions = ((await response.json()).Actions ?? []) as Allowed[];
    const approve = actions.find((action) => action.Action === 'Approve');
    if (approve && !approve.NeedsNextUser && !approve.NeedsRemark && !approve.NeedsApprovalAmount)
      return item.Id;
  }
  throw new Error('the demo approver has no purchase invoice to approve');
}

for (const { locale, approve } of locales) {
  test(`approve a purchase invoice from the detail with the keyboard (${locale})`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, { email: 'approver@demo.test', locale });
    const id = await invoiceToApprove(page);
    await page.goto(`/purchase-invoice/${id}`);
    const panel = page.getByTestId('action-panel');
    await expect(panel.getByTestId('action-Approve')).toContainText('Alt+A');
    await page.screenshot({ path: `test-results/workflow-actions-${locale}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 800, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/workflow-actions-${locale}-800.png`, fullPage: true });

    const posted = page.waitForResponse((response) => response.url().endsWith('/api/Document/PostNewAction'));
    await page.keyboard.press('Alt+A');
    expect((await posted).status()).toBe(200);
    // The detail moves on to the next document, or back to the overview.
    await expect(page).not.toHaveURL(new RegExp(`/purchase-invoice/${id}$`));

    // Approved, the invoice has left the approver's sight: the administrator reads its story.
    const admin = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await login(admin, { email: 'admin@demo.test', locale });
    await admin.goto(`/purchase-invoice/${id}`);
    await admin.getByTestId('tab-history').click();
    const newest = admin.getByTestId('history-entry').first();
    await expect(newest).toContainText(approve);
    await expect(newest).toContainText('Bram Jansen');
    await admin.screenshot({ path: `test-results/workflow-history-${locale}-800.png`, fullPage: true });
    await admin.close();
  });
}
