import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { DocumentRecord } from '../../../domain/documents';
import { loadDiskLocales } from '../../i18n/coverage/diskLocales';
import { renderWithProviders } from '../../test/render';
import { BankAccountAlert } from './BankAccountAlert';
import { DocumentFacts } from './DocumentFacts';

const vendorDocument = (extra: Partial<DocumentRecord> = {}) =>
  ({
    Id: 'd1',
    DocumentType: 'PurchaseInvoice',
    RelationId: 'v-42',
    RelationName: 'Drukkerij Van Vliet B.V.',
    RelationCode: '1001',
    DocumentDate: null,
    ImportDate: '2026-11-19T08:00:00Z',
    DueDate: null,
    InvoiceType: 'Debit',
    GrossAmount: 0,
    NetAmount: 0,
    VatAmount: 0,
    Currency: 'EUR',
    Status: 'New_Purchase_Invoice',
    LastAction: 'Import',
    IsPaid: false,
    ...extra,
  }) as DocumentRecord;

const renderAlert = (
  document: DocumentRecord,
  confirmed: boolean,
  i18n?: Parameters<typeof renderWithProviders>[1],
) =>
  renderWithProviders(
    <MemoryRouter>
      <BankAccountAlert detail={{ Document: document, RelationBankAccountConfirmed: confirmed }} />
    </MemoryRouter>,
    i18n,
  );

describe('the bank-account alert', () => {
  it('warns on a document of a vendor with an unconfirmed bank account and links to the vendor', async () => {
    const { 'en-US': english } = await loadDiskLocales();
    renderAlert(vendorDocument(), false, { i18n: english });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The bank account of this vendor was changed and has not been confirmed yet. Do not pay to the new account before a colleague has confirmed it.',
    );
    expect(screen.getByTestId('bank-account-alert-vendor')).toHaveAttribute('href', '/vendors/v-42');
  });

  it('says it in Dutch for a Dutch user', async () => {
    const { 'nl-NL': dutch } = await loadDiskLocales();
    renderAlert(vendorDocument(), false, { i18n: dutch });
    expect(screen.getByRole('alert')).toHaveTextContent('Betaal niet naar het nieuwe rekeningnummer');
  });

  it('stays away when the bank account is confirmed, the document is paid, or it has no relation', () => {
    renderAlert(vendorDocument(), true);
    renderAlert(vendorDocument({ IsPaid: true }), false);
    renderAlert(vendorDocument({ RelationId: null }), false);
    expect(screen.queryByTestId('bank-account-alert')).toBeNull();
  });
});

describe('the relation match note', () => {
  it('says by which key the import matched the relation', async () => {
    const { 'nl-NL': dutch } = await loadDiskLocales();
    renderWithProviders(<DocumentFacts document={vendorDocument()} matchKey="ChamberOfCommerce" />, {
      i18n: dutch,
    });
    expect(screen.getByTestId('detail-relation-match')).toHaveTextContent('Gekoppeld op KvK-nummer');
  });

  it('is left out when nothing was matched', () => {
    renderWithProviders(<DocumentFacts document={vendorDocument()} matchKey="" />);
    expect(screen.queryByTestId('detail-relation-match')).toBeNull();
  });
});
