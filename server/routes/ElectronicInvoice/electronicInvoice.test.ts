import fs from 'node:fs';
import path from 'node:path';
import { corpusPath } from '../../../tests/corpora/path';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, startTestApp } from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const einvoices = corpusPath('einvoices');
const corpus = (relative: string) => ({
  fileName: path.basename(relative),
  bytes: new Uint8Array(fs.readFileSync(path.join(einvoices, relative))),
});

async function setUp() {
  const tenant = await buildTenant(ctx.database, 'EInvoicePreview');
  const user = await tenant.user({ name: 'Anna', MaySeeAllCompanies: true, MaySeeAllDocuments: true });
  const outsider = await tenant.user({ name: 'Own', SeeCompanies: [tenant.companyId] });
  const documentWith = (original: { fileName: string; bytes: Uint8Array }, isElectronic = true) =>
    buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      blobs: ctx.app.deps.blobs,
      original,
      isElectronic,
      sourceType: isElectronic ? 'ElectronicDocument' : 'Upload',
    });
  return {
    documentWith,
    api: await signedInClient(ctx.app, user.email),
    outsiderApi: await signedInClient(ctx.app, outsider.email),
  };
}

describe('GET /api/electronicInvoice/{documentId}', () => {
  it('returns the Electronic invoice read from an XML original, with its validation', async () => {
    const { api, documentWith } = await setUp();
    const id = await documentWith(corpus('peppol-bis-billing-3/examples/base-example.xml'));
    const response = await api.get(`/api/electronicInvoice/${id}`);
    expect(response.statusCode).toBe(200);
    const invoice = response.json();
    expect(invoice).toMatchObject({ Id: 'Snippet1', InvoiceType: 1, Format: 'UBL-2.1-Invoice' });
    expect(invoice.Lines).toHaveLength(2);
    expect(invoice.Supplier).toMatchObject({
      Name: 'SupplierOfficialName Ltd',
      RegistrationName: 'SupplierOfficialName Ltd',
      TradingName: 'SupplierTradingName Ltd.',
    });
    expect(invoice.Customer).toMatchObject({
      Name: 'Buyer Official Name',
      TradingName: 'BuyerTradingName AS',
    });
    expect(invoice.Validation).toEqual({ Valid: true, Errors: [], Warnings: expect.any(Array) });
  });

  it('reads the XML embedded in a Factur-X PDF original', async () => {
    const { api, documentWith } = await setUp();
    const id = await documentWith(corpus('akretion-factur-x/pdf/invoice_EN16931.pdf'));
    const response = await api.get(`/api/electronicInvoice/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Id: 'F20260023', Format: 'CII-D16B' });
  });

  it('fills Validation with the failed rules of an invalid e-invoice', async () => {
    const { api, documentWith } = await setUp();
    const id = await documentWith(corpus('zugferd-corpus/facturx-pdf/FNFE-fail/Facture_FR_BASIC.pdf'));
    const response = await api.get(`/api/electronicInvoice/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().Validation.Valid).toBe(false);
    expect(response.json().Validation.Errors.length).toBeGreaterThan(0);
  });

  it('answers 404 Document_No_Electronic_Invoice for a document without an electronic original', async () => {
    const { api, documentWith } = await setUp();
    const scanned = await documentWith(
      { fileName: 'scan.pdf', bytes: new TextEncoder().encode('%PDF-1.7') },
      false,
    );
    const response = await api.get(`/api/electronicInvoice/${scanned}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBe('Document_No_Electronic_Invoice');
  });

  it('answers 404 Document_Not_Found for a document the user may not see, or none', async () => {
    const { outsiderApi, api, documentWith } = await setUp();
    const id = await documentWith(corpus('peppol-bis-billing-3/examples/base-example.xml'));
    const hidden = await outsiderApi.get(`/api/electronicInvoice/${id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().Message).toBe('Document_Not_Found');
    const unknown = await api.get('/api/electronicInvoice/6f1c1c38-5a59-4f57-9d3c-2a6f9d1d7e11');
    expect(unknown.json().Message).toBe('Document_Not_Found');
  });

  it('refuses a malformed id with 400 and an anonymous call with 401', async () => {
    const { api } = await setUp();
    expect((await api.get('/api/electronicInvoice/not-a-guid')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/electronicInvoice/x' })).statusCode).toBe(401);
  });
});
