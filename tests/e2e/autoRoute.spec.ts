import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { corpusPath } from '../corpora/path';
import { login } from './session';

// Issue 10 §3: the administrator creates an auto route; a new purchase invoice over 5,000 follows it once verified and coded.
const locales = ['nl-NL', 'en-US'] as const;
// A Peppol BIS 3 example invoice of 8,550 (standard rate VAT).
const invoiceFile = corpusPath('einvoices/peppol-bis-billing-3/examples/Vat-category-S.xml');

async function bearer(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  return { authorization: `Bearer ${token}` };
}

/** Picks the n-th option of a dropdown field. */
async function choose(page: Page, testId: string, nth: number) {
  await page.getByTestId(testId).locator('input').click();
  await page.getByRole('option').nth(nth).click();
}

for (const locale of locales) {
  test(`an invoice over 5,000, verified and coded, goes to the auto route's first approver (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page, { locale });
    await page.goto('/auto-routes/new');
    await page.getByTestId('auto-route-name').fill(`Boven 5.000 ${locale}`);
    const from = page.getByTestId('auto-route-amount-from');
    await from.fill('5000');
    await from.press('Tab');
    await choose(page, 'auto-route-step-0-user', 0);
    await page.getByTestId('auto-route-add-step').click();
    await choose(page, 'auto-route-step-1-user', 1);
    await page.screenshot({ path: `test-results/auto-route-${locale}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 800, height: 900 });
    await page.screenshot({ path: `test-results/auto-route-${locale}-800.png`, fullPage: true });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/AutoRoute') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Control+s');
    const route = await (await saved).json();
    expect(route.Steps).toHaveLength(2);
    await expect(page).toHaveURL(/\/auto-routes\/[0-9a-f-]+$/);

    // A new purchase invoice over 5,000 (a Peppol example of 8,550, numbered afresh each run) arrives and is verified.
    const headers = await bearer(page);
    const companies: Array<{ Id: string; Name: string }> = await (
      await page.request.get('/api/Company', { headers })
    ).json();
    const company = companies.find((candidate) => candidate.Name.startsWith('Demo Foods')) ?? companies[0];
    const run = `AR-${locale}-${Date.now()}`;
    const xml = fs
      .readFileSync(invoiceFile, 'utf8')
      .replace('<cbc:ID>Snippet1</cbc:ID>', `<cbc:ID>${run}</cbc:ID>`);
    const imported = await (
      await page.request.post('/api/Import/Upload', {
        headers,
        multipart: {
          CompanyId: company.Id,
          DocumentType: 'PurchaseInvoice',
          file: { name: `${run}.xml`, mimeType: 'application/xml', buffer: Buffer.from(xml) },
        },
      })
    ).json();
    expect(imported.Errors).toEqual([]);
    const verified: string = imported.Documents[0].Id;
    // The admin verifies it to their own desk and codes it; coded, it goes to the route's first approver.
    const me = await (await page.request.get('/api/User/GetCurrentUser', { headers })).json();
    const act = async (NextAction: string, NextUserId?: string) => {
      const actions = await (
        await page.request.get(
          `/api/DocumentAction/GetActionsForInvoice/${verified}?documentType=PurchaseInvoice`,
          {
            headers,
          },
        )
      ).json();
      expect(actions.Actions.map((action: { Action: string }) => action.Action)).toContain(NextAction);
      const posted = await page.request.post('/api/Document/PostNewAction', {
        headers,
        data: {
          DocumentId: verified,
          DocumentType: 'PurchaseInvoice',
          NextAction,
          NextUserId,
          LastInvoiceUpdate: actions.LastInvoiceUpdate,
        },
      });
      expect(posted.status(), await posted.text()).toBe(200);
      return (await posted.json()).Document;
    };
    await act('Verify', me.Id);
    const coded = await act('Code');
    expect(coded).toMatchObject({ Status: 'Pending', CurrentUserId: route.Steps[0].SendToUserId });
    await page.goto(`/purchase-invoice/${verified}`);
    await expect(page.getByText(run).first()).toBeVisible();
    await page.screenshot({ path: `test-results/auto-route-followed-${locale}-800.png`, fullPage: true });
  });
}
