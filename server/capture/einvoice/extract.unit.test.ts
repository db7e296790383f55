import { PDFDocument } from 'pdf-lib';
import { extractEmbeddedInvoiceXml } from './extract';
import { readEInvoiceFile } from './read';

const XML = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>XR-1</cbc:ID></Invoice>`;

async function pdfWith(files: { name: string; content: string; mimeType: string }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  for (const f of files) {
    await doc.attach(new TextEncoder().encode(f.content), f.name, { mimeType: f.mimeType });
  }
  return doc.save();
}

describe('extractEmbeddedInvoiceXml', () => {
  it('finds xrechnung.xml among the embedded files and lists the others', async () => {
    const pdf = await pdfWith([
      { name: 'timesheet.csv', content: 'a;b\n1;2\n', mimeType: 'text/csv' },
      { name: 'xrechnung.xml', content: XML, mimeType: 'text/xml' },
    ]);
    const result = await extractEmbeddedInvoiceXml(pdf);
    expect(result.xmlFileName).toBe('xrechnung.xml');
    expect(result.xml).toBe(XML);
    expect(result.attachments).toEqual([{ name: 'timesheet.csv', mimeType: 'text/csv', size: 8 }]);
  });

  it('reports a PDF without invoice XML as having none', async () => {
    const result = await extractEmbeddedInvoiceXml(await pdfWith([]));
    expect(result).toEqual({ xml: null, xmlFileName: null, attachments: [] });
  });

  it('refuses bytes that only look like a PDF', async () => {
    await expect(
      extractEmbeddedInvoiceXml(new TextEncoder().encode('%PDF-1.7 broken')),
    ).rejects.toMatchObject({
      code: 'EInvoice_Not_Pdf',
    });
  });
});

describe('readEInvoiceFile', () => {
  it('reads a PDF through its embedded XML', async () => {
    const result = await readEInvoiceFile(
      await pdfWith([{ name: 'factur-x.xml', content: XML, mimeType: 'text/xml' }]),
    );
    expect(result.source).toBe('pdf');
    expect(result.xmlFileName).toBe('factur-x.xml');
    expect(result.invoice.Id).toBe('XR-1');
  });

  it('reads XML bytes directly, honouring a byte-order mark', async () => {
    const bytes = new TextEncoder().encode(`\uFEFF${XML}`);
    const result = await readEInvoiceFile(bytes, 'invoice.xml');
    expect(result.source).toBe('xml');
    expect(result.xmlFileName).toBe('invoice.xml');
    expect(result.invoice.Id).toBe('XR-1');
  });

  it('decodes XML in its declared encoding', async () => {
    const latin1 = Uint8Array.from(
      `<?xml version="1.0" encoding="ISO-8859-1"?>${XML.replace('XR-1', 'M\u00fcller')}`,
      (c) => c.charCodeAt(0),
    );
    expect((await readEInvoiceFile(latin1)).invoice.Id).toBe('M\u00fcller');
  });
});
