import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { login } from './session';

// Issue 12 "Must show": open the splitter, move a page from the first document to the second, rotate one,
// save, and find both documents ready to verify.

async function bearer(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  return { authorization: `Bearer ${token}` };
}

/** Two invoices of two pages each in one PDF: the third page says "Page 1 of 2" again and starts the second. */
async function twoInvoicesPdf(run: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [invoice, page] of [
    ['A', 1],
    ['A', 2],
    ['B', 1],
    ['B', 2],
  ] as const) {
    const sheet = pdf.addPage([595, 842]);
    sheet.drawText(`Invoice number ${run}-${invoice}`, { x: 60, y: 760, size: 22, font });
    sheet.drawText(`Page ${page} of 2`, { x: 60, y: 720, size: 18, font });
    sheet.drawText(`Supplier ${invoice} delivered goods`, { x: 60, y: 400, size: 16, font });
    // A solid block so that no page reads as blank.
    sheet.drawRectangle({ x: 60, y: 100, width: 200 + (page - 1) * 200, height: 120 });
  }
  return Buffer.from(await pdf.save());
}

/** Uploads a fresh source for a demo company and waits until it waits in the splitter. */
async function sourceInSplitter(page: Page, run: string) {
  const headers = await bearer(page);
  const companies: Array<{ Id: string; Name: string }> = await (
    await page.request.get('/api/Company', { headers })
  ).json();
  const company = companies.find((candidate) => candidate.Name.startsWith('Demo Foods')) ?? companies[0];
  const uploaded = await page.request.post('/api/Source/Upload', {
    headers,
    multipart: {
      DocumentType: 'PurchaseInvoice',
      CompanyId: company.Id,
      file: { name: `splitter-${run}.pdf`, mimeType: 'application/pdf', buffer: await twoInvoicesPdf(run) },
    },
  });
  expect(uploaded.ok()).toBe(true);
  const body = await uploaded.json();
  expect(body.Errors).toEqual([]);
  const id: string = body.Sources[0].Id;
  await expect
    .poll(
      async () => {
        const source = await (await page.request.get(`/api/Source/${id}`, { headers })).json();
        return `${source.Status}/${source.StatusInWorkflow}`;
      },
      { timeout: 30_000 },
    )
    .toBe('Classified/Classifying');
  return { id, headers, sourceNumber: body.Sources[0].SourceNumber as number };
}

test('splits a source with the keyboard: a page moved to the next document, one rotated, both saved', async ({
  page,
}) => {
  await login(page, { locale: 'en-US' });
  const run = `E2E${Date.now()}`;
  const { id, headers } = await sourceInSplitter(page, run);

  await page.goto(`/splitter?id=${id}`);
  const workspace = page.getByTestId('splitter-workspace');
  await expect(workspace).toBeVisible();
  await expect(page.getByTestId('split-document-1').getByTestId('split-page')).toHaveCount(2);
  await expect(page.getByTestId('split-document-2').getByTestId('split-page')).toHaveCount(2);
  await expect(page.getByTestId('split-document-2').getByTestId('split-reason')).toHaveText('New first page');
  await page.getByTestId('split-document-1').getByTestId('split-page').first().click();

  // Focus the second page, move it to the next document, rotate it clockwise.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+ArrowRight');
  await expect(page.getByTestId('split-document-1').getByTestId('split-page')).toHaveCount(1);
  await expect(page.getByTestId('split-document-2').getByTestId('split-page')).toHaveCount(3);
  await page.keyboard.press('r');
  await expect(page.getByTestId('split-document-2').getByTestId('split-page').first()).toHaveAttribute(
    'data-rotation',
    '90',
  );
  await expect(workspace).toHaveAttribute('data-changed', 'true');

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Documents created: 2. They are ready to verify.')).toBeVisible();

  const source = await (await page.request.get(`/api/Source/${id}`, { headers })).json();
  expect(source.StatusInWorkflow).toBe('Validating');
  expect(source.DocumentIds).toHaveLength(2);
  const pageCounts: number[] = [];
  for (const documentId of source.DocumentIds as string[]) {
    const detail = await (
      await page.request.post(
        `/api/Document/GetDetail/?id=${documentId}&method=detail&documentType=PurchaseInvoice`,
        { headers, data: {} },
      )
    ).json();
    expect(detail.Document.Status).toBe('Imported');
    pageCounts.push(detail.PageCount);
    if (detail.PageCount === 3) {
      // The moved page opens the second document, turned a quarter clockwise.
      const image = await (
        await page.request.get(
          `/api/DocumentScan/GetImageInformationForDocument/${detail.Document.SourceDocumentId}?documentId=${documentId}&documentType=PurchaseInvoice&pageNumber=1`,
          { headers },
        )
      ).json();
      expect(image.Rotation).toBe(90);
    }
  }
  expect(pageCounts.sort()).toEqual([1, 3]);
});

// One test a language, each with its own source: together they walked six screens, near the time limit on a slow
// two-core machine.
for (const locale of ['nl-NL', 'en-US'] as const) {
  test(`the splitter at 1280 and 800 px in ${locale}`, async ({ page }) => {
    await login(page, { locale });
    const { id } = await sourceInSplitter(page, `E2EV${locale}${Date.now()}`);
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/splitter?id=${id}`);
      await expect(page.getByTestId('split-document-1')).toBeVisible();
      await expect(page.locator('.ll-split-image').first()).toBeVisible();
      await page.screenshot({ path: `test-results/splitter-${locale}-${width}.png`, fullPage: true });
    }
    await page.goto('/source-overview');
    await expect(page.getByTestId('sources-table')).toBeVisible();
    await page.screenshot({ path: `test-results/source-overview-${locale}-800.png`, fullPage: true });
  });
}
