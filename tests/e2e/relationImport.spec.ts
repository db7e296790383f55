import { expect, test } from '@playwright/test';
import { login } from './session';

// Issue 9 §4: import vendors from a CSV export, map a column by hand, see the bad row and the report.

test('imports vendors from a semicolon CSV: map a column, see the bad row, import, read the report', async ({
  page,
}) => {
  const run = String(Date.now()).slice(-7);
  const csv = [
    'Crediteurnummer;Bedrijf;Plaats;IBAN',
    `E2E-${run}-1;Drukkerij Van Dam ${run};Utrecht;NL91 ABNA 0417 1643 00`,
    `E2E-${run}-2;Transport Bakker ${run};Zwolle;`,
    `E2E-${run}-3;Foutje ${run};Ede;NL91ABNA0417164301`,
  ].join('\r\n');
  await login(page, { locale: 'en-US' });
  await page.goto('/relation-import');
  await page.getByTestId('relation-import-company').click();
  await page.getByRole('option').first().click();
  await expect(page.getByTestId('relation-import-target')).toHaveValue('Vendors');
  await page
    .getByTestId('relation-import-file')
    .setInputFiles({ name: 'crediteuren.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  // "Bedrijf" is no known header: the name is mapped by hand, with the keyboard.
  await expect(page.getByTestId('relation-import-map-ErpCode')).toHaveValue('Crediteurnummer');
  await expect(page.getByTestId('relation-import-run')).toBeDisabled();
  await page.getByTestId('relation-import-map-Name').fill('Bedr');
  await page.getByTestId('relation-import-map-Name').press('ArrowDown');
  await page.getByTestId('relation-import-map-Name').press('Enter');
  await expect(page.getByTestId('relation-import-counts')).toHaveText(
    /3 rows: 2 can be imported, 1 have errors/,
  );
  await expect(page.getByTestId('relation-import-bad-cell')).toHaveText('NL91ABNA0417164301');

  await page.getByTestId('relation-import-run').click();
  const report = page.getByTestId('relation-import-report');
  await expect(report.getByTestId('relation-import-Relation_Import_Created')).toHaveText('Created: 2');
  await expect(report.getByTestId('relation-import-Relation_Import_Skipped')).toHaveText('Skipped: 1');
  await expect(report.getByTestId('relation-import-skipped')).toContainText(`E2E-${run}-3`);
});
