import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { corpusPath } from '../corpora/path';
import { login } from './session';

// Issue 9: change a vendor's IBAN and see the unconfirmed warning on its document, against the demo environment.

// Enexis B.V.'s invoice (EN 16931 UBL example 8); its VAT number and invoice number are made unique per run.
const invoiceFile = corpusPath('einvoices/en16931/ubl-examples/ubl-tc434-example8.xml');

/** The API as the signed-in page's user: an access token from the session's refresh cookie (not rotated). */
async function apiOf(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/auth/AuthorizedUser/RefreshAccessToken', { credentials: 'include' });
    return ((await response.json()) as { Token: string }).Token;
  });
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await page.request.get(url, { headers })).json(),
    post: async (url: string, data: unknown) => (await page.request.post(url, { headers, data })).json(),
    put: async (url: string, data: unknown) => (await page.request.put(url, { headers, data })).json(),
    upload: async (fields: Record<string, string>, fileName: string, buffer: Buffer) =>
      (
        await page.request.post('/api/Import/Upload', {
          headers,
          multipart: { ...fields, file: { name: fileName, mimeType: 'application/xml', buffer } },
        })
      ).json(),
  };
}

/** A vendor known by a fresh VAT number, its e-invoice imported and matched, and then its IBAN changed. */
async function vendorWithChangedIban(page: Page): Promise<string> {
  const api = await apiOf(page);
  const companies: Array<{ Id: string; Name: string }> = await api.get('/api/Company');
  const company = companies.find((candidate) => candidate.Name.startsWith('Demo Foods')) ?? companies[0];
  const run = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const vatNumber = `NL${run}B01`;
  const vendor = { Name: `Enexis B.V. ${run}`, Country: 'NL', VatNumber: vatNumber };
  const created = await api.post('/api/Relation', {
    CompanyId: company.Id,
    IsVendor: true,
    Relation: { ...vendor, IbanNumbers: ['NL28RBOS0420242228'] },
  });
  const status = await api.get(`/api/Vendor/GetCreateStatus/${created.RelationCreateId}`);
  const vendorId: string = status.Relation.Id;

  const xml = fs
    .readFileSync(invoiceFile, 'utf8')
    .replaceAll('NL809561074B01', vatNumber)
    .replaceAll('1100512149', run);
  const imported = await api.upload(
    { CompanyId: company.Id, DocumentType: 'PurchaseInvoice' },
    `enexis-${run}.xml`,
    Buffer.from(xml),
  );
  expect(imported.Errors).toEqual([]);
  const changed = await api.put(`/api/Vendor/${vendorId}`, {
    ...vendor,
    IbanNumbers: ['NL91ABNA0417164300'],
  });
  expect(changed.BankAccountConfirmed).toBe(false);
  return imported.Documents[0].Id;
}

test.describe('bank-account change alert', () => {
  for (const locale of ['nl-NL', 'en-US'] as const) {
    test(`a document of a vendor with a changed IBAN warns not to pay, in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await login(page, { locale });
      const documentId = await vendorWithChangedIban(page);
      await page.goto(`/purchase-invoice/${documentId}`);

      const alert = page.getByTestId('bank-account-alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(
        locale === 'nl-NL'
          ? 'Betaal niet naar het nieuwe rekeningnummer voordat een collega het heeft bevestigd.'
          : 'Do not pay to the new account before a colleague has confirmed it.',
      );
      await expect(page.getByTestId('bank-account-alert-vendor')).toHaveAttribute(
        'href',
        /^\/vendors\/[0-9a-f-]{36}$/,
      );
      await expect(page.getByTestId('detail-relation-match')).toHaveText(
        locale === 'nl-NL' ? 'Gekoppeld op btw-nummer' : 'Matched by VAT number',
      );
      // The first preview of a fresh server waits for the validation to be compiled.
      await expect(page.getByTestId('einvoice-preview')).toBeVisible({ timeout: 45_000 });
      await page.screenshot({ path: `test-results/bankAccountAlert-${locale}-1280.png` });
      await page.setViewportSize({ width: 800, height: 900 });
      await expect(alert).toBeVisible();
      await expect(page.getByTestId('einvoice-preview')).toBeVisible();
      await page.screenshot({ path: `test-results/bankAccountAlert-${locale}-800.png` });
    });
  }
});
