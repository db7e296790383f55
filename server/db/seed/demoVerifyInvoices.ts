import { PDFDocument, StandardFonts } from 'pdf-lib';
import { isoDateOf } from '../../../domain/date/calendar';
import type { BlobStore } from '../../blobs/blobStore';
import { importFiles } from '../../services/import/importFiles';
import type { Database } from '../client';
import { demoInvoicePdf } from './demoInvoicePdf';
import { demoPurchaseOrderCodes } from './demoMasterDataNumbers';
import { type DemoRelation, DemoSuppliers } from './demoRelations';

/** How many invoices wait in verify in the demo environment (besides the seeded documents). */
export const DemoVerifyInvoiceCount = 4;

const dayBefore = (now: Date, days: number) => isoDateOf(new Date(now.getTime() - days * 86400000));
const money = (value: number) => value.toFixed(2);

/** A plain English invoice of a demo supplier: the labels an international vendor prints. */
async function englishInvoicePdf(
  supplier: DemoRelation,
  invoice: { number: string; date: string; dueDate: string; description: string; net: number },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const vat = Math.round(invoice.net * 21) / 100;
  const rows: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Invoice date', invoice.date],
    ['Due date', invoice.dueDate],
    ['VAT number', supplier.vatNumber ?? ''],
  ];
  page.drawText(supplier.name, { x: 50, y: 790, size: 16, font: bold });
  supplier.address.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 770 - index * 13, size: 10, font });
  });
  page.drawText('INVOICE', { x: 50, y: 720, size: 20, font: bold });
  rows.forEach(([label, value], index) => {
    page.drawText(label, { x: 50, y: 690 - index * 16, size: 10, font });
    page.drawText(value, { x: 200, y: 690 - index * 16, size: 10, font });
  });
  page.drawText(invoice.description, { x: 50, y: 600, size: 10, font });
  page.drawText(money(invoice.net), { x: 450, y: 600, size: 10, font });
  const totals: Array<[string, string]> = [
    ['Subtotal', money(invoice.net)],
    ['VAT 21%', money(vat)],
    ['Total due', money(invoice.net + vat)],
  ];
  totals.forEach(([label, value], index) => {
    page.drawText(label, { x: 330, y: 560 - index * 16, size: 10, font: index === 2 ? bold : font });
    page.drawText(value, { x: 450, y: 560 - index * 16, size: 10, font: index === 2 ? bold : font });
  });
  page.drawText(`Please pay to IBAN ${supplier.iban} quoting ${invoice.number}.`, {
    x: 50,
    y: 480,
    size: 9,
    font,
  });
  return pdf.save();
}

/**
 * A few purchase invoices of demo suppliers waiting in verify (Dutch and English), created exactly as an upload
 * creates them: their pages are rendered now, and recognition reads them when the server starts (their recognition
 * rows are Pending, which the start-up requeue picks up).
 */
export async function seedDemoVerifyInvoices(
  database: Database,
  store: BlobStore,
  target: { tenantId: string; companyId: string; userId: string | null },
  now = new Date(),
): Promise<number> {
  const [office, bakery, wholesale, transport] = DemoSuppliers;
  const dutch = (supplier: DemoRelation, number: string, age: number, quantity: number) =>
    demoInvoicePdf({
      kind: 'invoice',
      sender: supplier,
      addressee: { name: 'Demo Foods BV', address: ['Keizersgracht 100', '1015 CW Amsterdam'] },
      number,
      date: dayBefore(now, age),
      dueDate: dayBefore(now, age - supplier.termDays),
      // The supplier's partly invoiced order of Demo Foods: recognition finds it among the purchase orders.
      reference: demoPurchaseOrderCodes('foods', supplier.code)[1],
      lines: supplier.products.slice(0, 2).map((product) => ({
        description: product.description,
        quantity,
        unitPrice: product.low,
        vatPercentage: product.vat,
      })),
      style: supplier.style,
    });
  const files = [
    { fileName: 'van-der-meer-factuur.pdf', bytes: await dutch(office, `${office.prefix}-2041`, 2, 3) },
    { fileName: 'gouden-korrel-factuur.pdf', bytes: await dutch(bakery, `${bakery.prefix}-88412`, 4, 12) },
    {
      fileName: 'jansen-invoice.pdf',
      bytes: await englishInvoicePdf(wholesale, {
        number: `${wholesale.prefix}-7731`,
        date: dayBefore(now, 6),
        dueDate: dayBefore(now, -24),
        description: 'Wholesale delivery, week 12',
        net: 1840.5,
      }),
    },
    {
      fileName: 'visser-invoice.pdf',
      bytes: await englishInvoicePdf(transport, {
        number: `${transport.prefix}-2025-118`,
        date: dayBefore(now, 1),
        dueDate: dayBefore(now, -29),
        description: 'Transport Rotterdam - Amsterdam (3 pallets)',
        net: 465,
      }),
    },
  ];
  const result = await importFiles(
    { database, blobs: store },
    { tenantId: target.tenantId, userId: target.userId },
    { companyId: target.companyId, documentType: 'PurchaseInvoice', files },
  );
  return result.Documents.length;
}
