import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { corpusPath } from '../corpora/path';
import { login } from './session';

// Issue 11 §5: open an invoice, apply a posting template, change a line with the keyboard, save, reload, and see
// the same lines with a Valid coding status.

// An EN 16931 example invoice of 908.91 net with 21% VAT (190.87): one VAT rate, like the demo's VH code.
const invoiceFile = corpusPath('einvoices/en16931/ubl-examples/ubl-tc434-example8.xml');

async function bearer(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  return { authorization: `Bearer ${token}` };
}

/** A fresh purchase invoice of Demo Foods (numbered and dated afresh, so no other test touches it) and a 60/rest template. */
async function invoiceAndTemplate(page: Page, run: string) {
  const headers = await bearer(page);
  const companies: Array<{ Id: string; Name: string }> = await (
    await page.request.get('/api/Company', { headers })
  ).json();
  const company = companies.find((candidate) => candidate.Name.startsWith('Demo Foods')) ?? companies[0];
  const today = new Date().toISOString().slice(0, 10);
  const xml = fs
    .readFileSync(invoiceFile, 'utf8')
    .replace('<cbc:ID>1100512149</cbc:ID>', `<cbc:ID>${run}</cbc:ID>`)
    .replace('<cbc:IssueDate>2014-11-10</cbc:IssueDate>', `<cbc:IssueDate>${today}</cbc:IssueDate>`)
    .replace('<cbc:DueDate>2014-11-24</cbc:DueDate>', `<cbc:DueDate>${today}</cbc:DueDate>`);
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
  const id: string = imported.Documents[0].Id;
  // The template codes only the fields the company's ERP takes on a line.
  const coding = await (
    await page.request.get(`/api/Document/GetCodeInvoice/${id}?documentType=PurchaseInvoice`, { headers })
  ).json();
  const fields = new Set((coding.Fields as Array<{ Feature: string }>).map((field) => field.Feature));
  const line = (costCentre: string) => ({
    LedgerCode: '4200',
    VatCode: 'VH',
    Description: 'Schoonmaak',
    ...(fields.has('Dimension1') ? { Dimension1: costCentre } : {}),
  });
  const name = `E2E codering ${run}`;
  const template = await page.request.post('/api/PostingTemplate', {
    headers,
    data: {
      CompanyId: company.Id,
      Name: name,
      TargetType: 'All',
      DocumentType: 'PurchaseInvoice',
      SortNumber: 90,
      Lines: [
        { AmountType: 'Percentage', Percentage: 60, ...line('KP100') },
        { AmountType: 'Rest', ...line('KP200') },
      ],
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  return { id, name };
}

test('code an invoice with a posting template and the keyboard, save, reload, see it Valid', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, { locale: 'nl-NL' });
  const run = `CODE-${Date.now()}`;
  const { id, name } = await invoiceAndTemplate(page, run);

  await page.goto(`/purchase-invoice/${id}`);
  const panel = page.getByTestId('coding-panel');
  await expect(panel.getByTestId('coding-status')).toBeVisible();
  await panel.getByTestId('coding-template').click();
  await page.getByRole('option', { name }).click();
  // The e-invoice's own lines are proposed first: applying the template replaces them after a confirmation.
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Bevestigen' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(panel.getByTestId('coding-line')).toHaveCount(2);
  await expect(panel.getByTestId('coding-SplitValue-0')).toHaveValue('60,00');

  // 70% instead of 60%, typed: Enter commits and moves down; the Rest line takes the other 30%.
  await panel.getByTestId('coding-SplitValue-0').click();
  await page.keyboard.type('70');
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('coding-NetAmount-0')).toHaveValue('636,24');
  await expect(panel.getByTestId('coding-NetAmount-1')).toHaveValue('272,67');
  await expect(panel.getByTestId('coding-difference-Gross')).not.toHaveAttribute('data-off');

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/Document/CodeInvoice') && response.request().method() === 'PUT',
  );
  await page.keyboard.press('Control+s');
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(200);
  const coded = await answer.json();
  expect(coded.CodingStatus, JSON.stringify(coded.CodingErrors)).toBe('Valid');

  await page.reload();
  const reread = await (
    await page.request.get(`/api/Document/GetCodeInvoice/${id}?documentType=PurchaseInvoice`, {
      headers: await bearer(page),
    })
  ).json();
  expect(reread.CodingStatus, JSON.stringify(reread.CodingErrors)).toBe('Valid');
  await expect(panel.getByTestId('coding-status')).toHaveAttribute('data-status', 'Valid');
  await expect(panel.getByTestId('coding-line')).toHaveCount(2);
  await expect(panel.getByTestId('coding-SplitValue-0')).toHaveValue('70,00');
  await expect(panel.getByTestId('coding-NetAmount-1')).toHaveValue('272,67');
  await expect(panel.getByTestId('coding-source')).toContainText('boekingssjabloon');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/coding-nl-NL-1280.png', fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: 'test-results/coding-nl-NL-800.png', fullPage: true });

  const english = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await login(english, { locale: 'en-US' });
  await english.goto(`/purchase-invoice/${id}`);
  await expect(english.getByTestId('coding-status')).toHaveText('Valid');
  await expect(english.getByTestId('coding-SplitValue-0')).toHaveValue('70.00');
  await english.screenshot({ path: 'test-results/coding-en-US-1280.png', fullPage: true });
  await english.setViewportSize({ width: 800, height: 900 });
  await english.screenshot({ path: 'test-results/coding-en-US-800.png', fullPage: true });
});
