import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { login } from './session';

// Issue 13 "fast-verify confirm two": with fast verify on, two recognised invoices are selected in the table and
// confirmed together; they leave the list and their documents are In_Progress.

async function bearer(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  return { authorization: `Bearer ${token}` };
}

/** A plain text invoice: labels recognition reads, amounts of its own so that it suspects no duplicate. */
async function invoicePdf(number: string, net: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const today = new Date();
  const date = `${String(today.getDate()).padStart(2, '0')}-${String(today.getMonth() + 1).padStart(2, '0')}-${today.getFullYear()}`;
  const lines = [
    'Quickfast Office Supplies BV',
    'IBAN NL91ABNA0417164300',
    `Invoice number: ${number}`,
    `Invoice date: ${date}`,
    `Subtotal EUR ${net.toFixed(2)}`,
    `VAT 21% EUR ${(net * 0.21).toFixed(2)}`,
    `Total EUR ${(net * 1.21).toFixed(2)}`,
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 60, y: 780 - index * 28, size: 14, font });
  });
  return Buffer.from(await pdf.save());
}

/** Uploads an invoice for a demo company and waits until fast verify offers it (recognition done). */
async function recognisedInvoice(
  page: Page,
  headers: Record<string, string>,
  companyId: string,
  number: string,
  net: number,
) {
  const uploaded = await page.request.post('/api/Import/Upload', {
    headers,
    multipart: {
      CompanyId: companyId,
      DocumentType: 'PurchaseInvoice',
      file: { name: `${number}.pdf`, mimeType: 'application/pdf', buffer: await invoicePdf(number, net) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const id: string = (await uploaded.json()).Documents[0].Id;
  await expect
    .poll(async () => (await page.request.get(`/api/FastVerify/${id}`, { headers })).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  return id;
}

const setFastVerify = (page: Page, headers: Record<string, string>, on: boolean) =>
  page.request.put('/api/Setting/Verify_UseFastVerify', { headers, data: { BoolValue: on } });

test('fast-verify confirm two: both rows leave the table and the documents are In_Progress', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, { locale: 'en-US' });
  const headers = await bearer(page);
  expect((await setFastVerify(page, headers, true)).ok()).toBe(true);
  try {
    const companies: Array<{ Id: string; Name: string }> = await (
      await page.request.get('/api/Company', { headers })
    ).json();
    const company = companies.find((candidate) => candidate.Name.startsWith('Demo Foods')) ?? companies[0];
    const run = `FV${Date.now()}`;
    const ids = [
      await recognisedInvoice(page, headers, company.Id, `${run}-1`, 317.4),
      await recognisedInvoice(page, headers, company.Id, `${run}-2`, 829.15),
    ];

    await page.goto(`/fast-verify/${company.Id}`);
    const table = page.getByTestId('fast-verify-table');
    await expect(table).toBeVisible();
    const rows = ids.map((id) => table.locator(`[data-testid="fast-verify-row"][data-id="${id}"]`));
    for (const row of rows) {
      await expect(row).toBeVisible();
      await expect(row.getByTestId('fast-verify-score')).toHaveText(/\d+%/);
      await row.getByTestId('fast-verify-select').check();
    }
    await expect(page.getByTestId('fast-verify-confirm')).toContainText('Confirm selected (2)');
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText('Documents confirmed: 2.')).toBeVisible();
    for (const row of rows) await expect(row).toHaveCount(0);

    for (const id of ids) {
      const detail = await (
        await page.request.post(
          `/api/Document/GetDetail/?id=${id}&method=detail&documentType=PurchaseInvoice`,
          {
            headers,
            data: {},
          },
        )
      ).json();
      expect(detail.Document.Status).toBe('In_Progress');
    }
  } finally {
    await setFastVerify(page, headers, false);
  }
});
