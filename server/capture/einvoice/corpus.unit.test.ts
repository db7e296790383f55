import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ElectronicInvoice, parseEInvoice } from '../../../domain/einvoice/index';
import { corpusPath } from '../../../tests/corpora/path';
import { extractEmbeddedInvoiceXml } from './extract';
import { readEInvoiceFile } from './read';

const corpus = corpusPath('einvoices');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(corpus).map((f) => path.relative(corpus, f));
const xmlFiles = files.filter((f) => /\.xml$/i.test(f));
const pdfFiles = files.filter((f) => /\.pdf$/i.test(f));

// PDFs in the corpus that are plain PDFs, with no invoice XML inside.
const PDFS_WITHOUT_XML = ['mustangproject/library-pdf/MustangGnuaccountingBeispielRE-20201121_508blanko.pdf'];

// Corpus files whose totals do not add up as written; EN 16931 rules BR-CO-10/13/15 flag them.
const NOT_RECONCILING: Record<string, { check: 'lines' | 'inclusive'; reason: string }[]> = {
  'mustangproject/library-xml/BT-128.ubl.xml': [
    { check: 'lines', reason: 'two lines of 1000 but LineExtensionAmount 200 (a BT-128 fixture only)' },
    { check: 'inclusive', reason: 'TaxInclusiveAmount 205 while 200 + 50 VAT = 250' },
  ],
  'mustangproject/library-xml/UBL-CreditNote-2.1-Example.ubl.xml': [
    { check: 'inclusive', reason: 'OASIS example: TaxInclusiveAmount 1729 while 1436.50 + 292.20 = 1728.70' },
  ],
  'mustangproject/library-xml/ubl-creditnote.xml': [
    { check: 'inclusive', reason: 'copy of the OASIS example: 1729 while 1436.50 + 292.20 = 1728.70' },
  ],
};

type Check = 'lines' | 'exclusive' | 'inclusive';

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** The reconciliation checks an invoice fails (checks whose amounts the profile omits are not made). */
function failedChecks(inv: ElectronicInvoice): Check[] {
  const m = inv.MonetaryTotal;
  const failed: Check[] = [];
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.01 + 1e-9;
  // MINIMUM and BASIC WL profiles carry no lines.
  if (inv.Lines.length > 0 && m.LineExtensionAmount !== null) {
    if (!near(sum(inv.Lines.map((l) => l.LineExtensionAmount ?? 0)), m.LineExtensionAmount))
      failed.push('lines');
  }
  if (m.LineExtensionAmount !== null && m.TaxExclusiveAmount !== null) {
    const net = sum(inv.AllowanceCharges.map((ac) => (ac.IsCharge ? 1 : -1) * (ac.Amount ?? 0)));
    if (!near(m.LineExtensionAmount + net, m.TaxExclusiveAmount)) failed.push('exclusive');
  }
  if (m.TaxExclusiveAmount !== null && m.TaxInclusiveAmount !== null) {
    if (!near(m.TaxExclusiveAmount + (inv.TaxTotal.Amount ?? 0), m.TaxInclusiveAmount))
      failed.push('inclusive');
  }
  return failed;
}

function expectReadable(inv: ElectronicInvoice): void {
  expect(inv.Id).toBeTruthy();
  expect(inv.InvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(inv.Currency).toMatch(/^[A-Z]{3}$/);
  expect(inv.InvoiceType === 1 || inv.InvoiceType === 2).toBe(true);
  expect(inv.MonetaryTotal.Amount).not.toBeNull();
}

describe('every XML e-invoice in the corpus', () => {
  it('finds the corpus', () => {
    expect(xmlFiles.length).toBeGreaterThan(90);
    expect(pdfFiles.length).toBeGreaterThan(30);
  });

  it.each(xmlFiles)('%s parses and its totals reconcile', (file) => {
    const inv = parseEInvoice(readFileSync(path.join(corpus, file), 'utf8'));
    expectReadable(inv);
    const expected = (NOT_RECONCILING[file] ?? []).map((e) => e.check);
    expect(failedChecks(inv)).toEqual(expected);
  });
});

describe('every PDF e-invoice in the corpus', () => {
  it.each(pdfFiles)('%s yields its invoice XML, or says it has none', async (file) => {
    const bytes = readFileSync(path.join(corpus, file));
    const embedded = await extractEmbeddedInvoiceXml(bytes);
    if (PDFS_WITHOUT_XML.includes(file)) {
      expect(embedded.xml).toBeNull();
      await expect(readEInvoiceFile(bytes)).rejects.toMatchObject({ code: 'EInvoice_No_Xml_In_Pdf' });
      return;
    }
    expect(embedded.xmlFileName?.toLowerCase()).toMatch(/^(factur-x|zugferd-invoice|xrechnung)\.xml$/);
    const result = await readEInvoiceFile(bytes);
    expect(result.source).toBe('pdf');
    expectReadable(result.invoice);
    expect(failedChecks(result.invoice)).toEqual([]);
  });

  it('reports the other files embedded next to the invoice XML', async () => {
    const bytes = readFileSync(path.join(corpus, 'akretion-factur-x/pdf/invoice_EN16931.pdf'));
    const embedded = await extractEmbeddedInvoiceXml(bytes);
    expect(embedded.xmlFileName).toBe('factur-x.xml');
    expect(embedded.attachments).toEqual([
      { name: 'Bon_de_livraison.pdf', mimeType: 'application/pdf', size: 30382 },
    ]);
  });
});

function keyFields(inv: ElectronicInvoice) {
  return {
    Id: inv.Id,
    InvoiceDate: inv.InvoiceDate,
    DueDate: inv.DueDate,
    Currency: inv.Currency,
    InvoiceType: inv.InvoiceType,
    Totals: [
      inv.MonetaryTotal.LineExtensionAmount,
      inv.MonetaryTotal.TaxExclusiveAmount,
      inv.MonetaryTotal.TaxInclusiveAmount,
      inv.MonetaryTotal.Amount,
      inv.TaxTotal.Amount,
    ],
    LineCount: inv.Lines.length,
    LineAmounts: inv.Lines.map((l) => [l.Id, l.LineExtensionAmount, l.ItemTaxPercentage]),
    VatLines: inv.VatLines,
    AllowanceCharges: inv.AllowanceCharges.map((ac) => [ac.IsCharge, ac.Amount]),
    SupplierVat: inv.Supplier.TaxSchemeCompanies[0],
    BuyerReference: inv.BuyerReference,
    Order: inv.Order.PurchaseId,
  };
}

function read(file: string): ElectronicInvoice {
  return parseEInvoice(readFileSync(path.join(corpus, file), 'utf8'));
}

// The same invoice in UBL and CII: domain/einvoice/syntaxPairs.test.ts.
describe('the same Factur-X invoice in several profiles', () => {
  it('BASIC, EN16931 and EXTENDED agree on the key fields', () => {
    const [basic, en16931, extended] = ['basic', 'en16931', 'extended'].map((p) =>
      keyFields(read(`akretion-factur-x/xml/factur-x-${p}.xml`)),
    );
    expect(en16931).toEqual(basic);
    expect(extended).toEqual(basic);
  });
});
