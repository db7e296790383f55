import { readFileSync } from 'node:fs';
import { parseEInvoice } from '../../../domain/einvoice/index';
import { corpusPath } from '../../../tests/corpora/path';
import { extractEmbeddedInvoiceXml } from '../einvoice/index';
import { recognizeFile } from './recognizeFile';

const facturX = corpusPath('einvoices/zugferd-corpus/facturx-pdf/FNFE-correct/Facture_UE_BASICWL.pdf');

describe('a sales invoice carrying its e-invoice', () => {
  it('has the customer as its relation, and no IBAN: the account it is paid into is the company’s own', async () => {
    const bytes = readFileSync(facturX);
    const embedded = await extractEmbeddedInvoiceXml(bytes);
    const invoice = parseEInvoice(String(embedded.xml));
    const read = await recognizeFile(
      { bytes, fileName: 'Facture_UE_BASICWL.pdf' },
      { documentType: 'SalesInvoice' },
    );

    expect(read.ReadBy).toBe('EInvoice');
    expect(read.Fields.RelationName?.Value).toBe(invoice.Customer.Name);
    expect(read.Fields.RelationVatNumber?.Value).toBe(invoice.Customer.TaxSchemeCompanies[0]);
    expect(read.Fields.IbanNumber).toBeUndefined();
    expect(read.Fields.Number?.Value).toBe(invoice.Id);
  });

  it('is a purchase invoice’s supplier and payee account when the company bought', async () => {
    const bytes = readFileSync(facturX);
    const invoice = parseEInvoice(String((await extractEmbeddedInvoiceXml(bytes)).xml));
    const read = await recognizeFile(
      { bytes, fileName: 'Facture_UE_BASICWL.pdf' },
      { documentType: 'PurchaseInvoice' },
    );

    expect(read.Fields.RelationName?.Value).toBe(invoice.Supplier.Name);
    expect(read.Fields.IbanNumber?.Value).toBe(
      invoice.PaymentMeans.find((means) => means.PayeeAccount)?.PayeeAccount,
    );
    expect(invoice.Customer.Name).not.toBe(invoice.Supplier.Name);
  });
});
