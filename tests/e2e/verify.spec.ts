import { expect, type Page, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { login } from './session';

// Issue 13: a verifier opens /verify, the next invoice is already read; they verify three in a row with the keyboard
// only, and each moves on in the workflow.

async function bearer(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  return { authorization: `Bearer ${token}` };
}

type Vendor = { Id: string; Name: string; IbanNumbers: string[]; VatNumber: string };

/** A one-page text invoice of a known vendor: number, dates, amounts, VAT, IBAN; no purchase order number. */
async function invoicePdf(vendor: Vendor, number: string, net: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const sheet = pdf.addPage([595, 842]);
  const line = (text: string, x: number, y: number, size = 11) => sheet.drawText(text, { x, y, size, font });
  const vat = Math.round(net * 21) / 100;
  const money = (value: number) => value.toFixed(2).replace('.', ',');
  line(vendor.Name, 50, 780, 16);
  line(`BTW-nummer: ${vendor.VatNumber || 'NL123456789B01'}`, 50, 760);
  line(`IBAN: ${vendor.IbanNumbers[0] ?? ''}`, 50, 745);
  line('FACTUUR', 50, 690, 20);
  line(`Factuurnummer: ${number}`, 50, 660);
  line('Factuurdatum: 02-01-2026', 50, 645);
  line('Vervaldatum: 01-02-2026', 50, 630);
  line('Omschrijving', 50, 580);
  line('Bedrag', 450, 580);
  line('Levering volgens afspraak', 50, 560);
  line(`EUR ${money(net)}`, 450, 560);
  line('Subtotaal', 300, 500);
  line(`EUR ${money(net)}`, 450, 500);
  line('BTW 21%', 300, 485);
  line(`EUR ${money(vat)}`, 450, 485);
  line('Totaal te betalen', 300, 470);
  line(`EUR ${money(net + vat)}`, 450, 470);
  return Buffer.from(await pdf.save());
}

/** Three invoices of a Demo Logistics vendor uploaded for verification; answers their ids, oldest first. */
async function threeToVerify(page: Page, run: string) {
  const headers = await bearer(page);
  const companies: Array<{ Id: string; Name: string }> = await (
    await page.request.get('/api/Company', { headers })
  ).json();
  const company = companies.find((candidate) => candidate.Name.startsWith('Demo Logistics')) ?? companies[0];
  const vendors: Vendor[] = await (
    await page.request.get(`/api/Vendor/GetByCompany/${company.Id}?maxCount=20`, { headers })
  ).json();
  const vendor = vendors.find((candidate) => candidate.IbanNumbers.length > 0) ?? vendors[0];
  const ids: string[] = [];
  for (const [index, net] of [100, 250, 480].entries()) {
    const uploaded = await page.request.post('/api/Import/Upload', {
      headers,
      multipart: {
        CompanyId: company.Id,
        DocumentType: 'PurchaseInvoice',
        file: {
          name: `verify-${run}-${index}.pdf`,
          mimeType: 'application/pdf',
          buffer: await invoicePdf(vendor, `${run}-${index}`, net),
        },
      },
    });
    expect(uploaded.ok()).toBe(true);
    ids.push((await uploaded.json()).Documents[0].Id);
  }
  // Recognition reads them in the background.
  for (const id of ids)
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/Verify/GetDocuments/${id}`, { headers })).json())
            .RecognitionStatus,
        { timeout: 30_000 },
      )
      .not.toBe('Pending');
  return { ids, headers, company };
}

/** Holds the reading of the next document opened until `release` is called: a slow server. */
async function holdNextReading(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Verify/GetVerifyRecordRecognizedFields/**', async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest('**/api/Verify/GetVerifyRecordRecognizedFields/**');
  return { requested, release };
}

/** Chooses the company in the list's filter and turns to newest first, with the keyboard. */
async function showNewestOf(page: Page, companyName: string, typed = 0) {
  if (typed === 0) await page.getByTestId('verify-filter-company').focus();
  // The company's first document opens slowly, while the verifier has gone on to the oldest-first switch: it must
  // not take the cursor from the switch (the space would land in the invoice).
  const reading = await holdNextReading(page);
  await page.keyboard.type(companyName.slice(typed, 14));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // (Its reading may be known already when it is the document open now: then nothing is asked.)
  await Promise.race([reading.requested, page.waitForTimeout(3000)]);
  const newestFirst = page.getByTestId('verify-oldest-first');
  await newestFirst.focus();
  reading.release();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.unrouteAll();
  await expect(newestFirst).toBeFocused();
  await page.keyboard.press('Space');
  await expect(newestFirst).not.toBeChecked();
}

test('verifies three documents in a row with the keyboard only', async ({ page }) => {
  await login(page, { locale: 'en-US' });
  const run = `VE${Date.now()}`;
  const { ids, headers, company } = await threeToVerify(page, run);

  // A slow server: the first document's reading arrives while the verifier is typing in the company filter.
  // Opening it must not pull the cursor into its form (the rest of the keystrokes would land in the invoice).
  const firstReading = await holdNextReading(page);
  await page.goto('/verify');
  await expect(page.getByTestId('verify-list')).toBeVisible();
  await firstReading.requested;
  await page.getByTestId('verify-filter-company').focus();
  await page.keyboard.type(company.Name.slice(0, 6));
  firstReading.release();
  await expect(page.locator('[data-testid="verify-form"] input').first()).toBeVisible();
  await page.waitForTimeout(300);
  await page.unrouteAll();
  await showNewestOf(page, company.Name, 6);

  // Newest first: the third upload opens, then the second, then the first.
  for (const [step, id] of [ids[2], ids[1], ids[0]].entries()) {
    const workspace = page.getByTestId('verify-workspace');
    await expect(workspace).toHaveAttribute('data-document-id', id);
    await expect(page.getByTestId('verify-Number')).toHaveValue(`${run}-${2 - step}`);
    // The cursor waits in the form, in the first field that needs a look: the missing order number.
    const focused = page.locator('[data-testid="verify-form"] fieldset:focus-within');
    await expect(focused).toHaveAttribute('data-field', 'PurchaseOrderNumber');
    await expect(page.getByTestId('verify-gross-check')).toHaveAttribute('data-ok', 'true');
    await page.keyboard.type(`PO-${run}-${step}`);
    await page.keyboard.press(step === 1 ? 'Control+s' : 'Control+Enter');
  }
  await expect(page.getByTestId('verify-workspace')).not.toHaveAttribute('data-document-id', ids[0]);

  for (const [index, id] of ids.entries()) {
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
    expect(detail.Document.PurchaseOrderNumbers).toEqual([`PO-${run}-${2 - index}`]);
  }
});

test('the verify screen at 1280 and 800 px in both languages', async ({ browser }) => {
  let ids: string[] = [];
  for (const locale of ['nl-NL', 'en-US'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await login(page, { locale });
    if (ids.length === 0) ids = (await threeToVerify(page, `VS${Date.now()}`)).ids;
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/verify?id=${ids[0]}`);
      await expect(page.getByTestId('verify-page-image')).toBeVisible();
      await page.getByTestId('verify-GrossAmount').focus();
      await expect(page.getByTestId('verify-box-GrossAmount')).toHaveAttribute('data-lit', 'true');
      await page.screenshot({ path: `test-results/verify-${locale}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
});
