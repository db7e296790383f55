import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusPath } from '../../tests/corpora/path';
import { command } from './recognize';
import { runCommand } from './runCommand.testing';

const invoices = corpusPath('invoice-pdfs/invoice2data/compare');
const facturX = corpusPath('einvoices/akretion-factur-x/pdf/invoice_EN16931.pdf');

const run = (args: string[]) => runCommand(command, args);

describe('ledgerline recognize FILE', () => {
  it('prints the fields of a text PDF with confidence, page and box, dates as YYYY-MM-DD, amounts as numbers', async () => {
    const result = await run([path.join(invoices, 'coolblue1.pdf')]);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.ReadBy).toBe('Text');
    expect(json.Language).toBe('nl');
    expect(json.Fields.Number).toMatchObject({ Value: '993548900', Page: 1, Source: 'Text' });
    expect(json.Fields.Date.Value).toBe('2014-04-19');
    expect(json.Fields.GrossAmount.Value).toBe(717.97);
    expect(json.Fields.NetAmount.Value).toBe(593.36);
    expect(json.Fields.VatAmount.Value).toBe(124.61);
    expect(json.Fields.IbanNumber.Value).toBe('NL50INGB0683251309');
    for (const field of Object.values(json.Fields) as { Confidence: number; Box: number[] | null }[]) {
      expect(field.Confidence).toBeGreaterThanOrEqual(0);
      expect(field.Confidence).toBeLessThanOrEqual(1);
      if (field.Box) for (const part of field.Box) expect(part).toBeGreaterThanOrEqual(0);
    }
    expect(json.Fields.GrossAmount.Box).toHaveLength(4);
    expect(json.Lines.length).toBeGreaterThan(0);
    expect(json.VatBreakdown).toEqual([{ Percentage: 21, NetAmount: 593.36, VatAmount: 124.61 }]);
    expect(json.Relation).toBeNull();
  });

  it('reads an embedded Factur-X invoice from its XML, and the printed invoice with --no-einvoice', async () => {
    const electronic = JSON.parse((await run([facturX])).stdout);
    expect(electronic.ReadBy).toBe('EInvoice');
    expect(electronic.Fields.Number).toEqual({
      Value: 'F20260023',
      Confidence: 1,
      Page: null,
      Box: null,
      Source: 'EInvoice',
    });
    const printed = JSON.parse((await run([facturX, '--no-einvoice'])).stdout);
    expect(printed.ReadBy).toBe('Text');
    expect(printed.Fields.Number).toMatchObject({ Value: 'F20260023', Source: 'Text', Page: 1 });
  });

  it('reads a sales invoice (--type sales) with the customer as its relation, the company’s own data left out', async () => {
    const file = corpusPath('invoice-pdfs/nl-gb/invoice-nl-05.pdf');
    const truth = JSON.parse(readFileSync(file.replace(/\.pdf$/, '.json'), 'utf8'));
    const own = ['--company-name', truth.RelationName, '--company-vat', truth.RelationVatNumber];
    const sales = JSON.parse((await run([file, '--type', 'sales', ...own])).stdout);
    expect(sales.Fields.RelationName.Value).toBe(truth.Buyer.Name);
    expect(sales.Fields.RelationVatNumber?.Value).not.toBe(truth.RelationVatNumber);
    expect(sales.Fields.IbanNumber).toBeUndefined();
    expect(sales.Fields.Number.Value).toBe(truth.Number);
    const purchase = JSON.parse((await run([file])).stdout);
    expect(purchase.Fields.RelationName.Value).toBe(truth.RelationName);
  });

  it('reads a scan fed upside down turned upright, and says which pages it turned', async () => {
    const scan = corpusPath('invoice-pdfs/turned-scans/turned-02-facture-be-05.pdf');
    const json = JSON.parse((await run([scan])).stdout);
    expect(json.ReadBy).toBe('Ocr');
    expect(json.TurnedPages).toEqual([{ Page: 1, Rotation: 180 }]);
    expect(json.Fields.Number.Value).toBe('F2025/0023');
    expect(json.Fields.GrossAmount.Value).toBe(779.85);
    // On the page as stored, upside down: the number printed at the top left stands at the bottom right.
    const [x, y] = json.Fields.Number.Box;
    expect(x).toBeGreaterThan(0.5);
    expect(y).toBeGreaterThan(0.5);
    // OCR of a page takes 1–3 s of a core, starting its workers 1–2 s more: generous for a busy machine.
  }, 120_000);

  it.each([
    ['a missing file', ['/no/such/invoice.pdf'], /cannot read/],
    ['a file that is no PDF or image', [corpusPath('README.md')], /cannot read/],
    ['no file argument', [], /usage/],
    ['an unknown option', [path.join(invoices, 'coolblue1.pdf'), '--fast'], /usage/],
    ['an unknown document type', [path.join(invoices, 'coolblue1.pdf'), '--type', 'order'], /usage/],
    ['an option without its value', [path.join(invoices, 'coolblue1.pdf'), '--company-name'], /usage/],
  ])('exits 2 with a one-line message for %s', async (_case, args, message) => {
    const result = await run(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
