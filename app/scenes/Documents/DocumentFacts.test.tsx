import { screen } from '@testing-library/react';
import type { DocumentRecord, HistoryEntry } from '../../../domain/documents';
import { loadDiskLocales } from '../../i18n/coverage/diskLocales';
import { renderWithProviders } from '../../test/render';
import { DocumentFacts } from './DocumentFacts';
import { HistoryList } from './HistoryList';

const record = (extra: Partial<DocumentRecord>) =>
  ({
    Id: 'd1',
    DocumentType: 'PurchaseInvoice',
    RelationName: 'Verhuur De Boer',
    RelationCode: 'K10011',
    CompanyDisplayName: 'Demo Logistics',
    DocumentNumber: 'PB2026-00001',
    DocumentDate: '2026-11-18',
    ImportDate: '2026-11-19T08:00:00Z',
    DueDate: null,
    InvoiceType: 'Debit',
    GrossAmount: 0,
    NetAmount: 0,
    VatAmount: 0,
    Currency: 'EUR',
    Status: 'In_Progress',
    LastAction: 'Verify',
    PurchaseOrderNumber: 'PO-24207',
    ...extra,
  }) as DocumentRecord;

describe('the document facts', () => {
  it('show a packing slip without invoice fields: no amounts, invoice type, due date, VAT or payment reference', () => {
    renderWithProviders(<DocumentFacts document={record({ DocumentType: 'PackingSlip' })} />);
    expect(screen.getByTestId('detail-relation')).toHaveTextContent('Verhuur De Boer');
    expect(screen.getByTestId('detail-purchase-order')).toHaveTextContent('PO-24207');
    expect(screen.queryByTestId('detail-gross')).toBeNull();
    for (const key of ['Invoice_Type', 'Due_Date', 'Net_Amount', 'Vat_Amount', 'Payment_Reference'])
      expect(screen.queryByText(key)).toBeNull();
  });

  it('show an invoice with its amounts and invoice fields', () => {
    renderWithProviders(<DocumentFacts document={record({})} />);
    expect(screen.getByTestId('detail-gross')).toBeInTheDocument();
    expect(screen.getByText('Invoice_Type')).toBeInTheDocument();
    expect(screen.getByText('Vat_Amount')).toBeInTheDocument();
  });

  it('show the message of a failed posting whole, in an alert, and no alert without one', () => {
    const long = `Tryton has no party with code K10008: ${'synchronise the vendors first. '.repeat(4)}`;
    const { unmount } = renderWithProviders(
      <DocumentFacts document={record({ Status: 'Error', ErrorMessage: long })} />,
    );
    expect(screen.getByTestId('detail-error')).toHaveTextContent(long.trim());
    unmount();
    renderWithProviders(<DocumentFacts document={record({})} />);
    expect(screen.queryByTestId('detail-error')).toBeNull();
  });

  it('name a relation known only by its code by that code, not as unknown', () => {
    renderWithProviders(<DocumentFacts document={record({ RelationName: '' })} />);
    expect(screen.getByTestId('detail-relation')).toHaveTextContent('K10011');
  });

  it('translate action names in Dutch, in the facts and in the history', async () => {
    const { 'nl-NL': dutch } = await loadDiskLocales();
    const history = [
      {
        Id: 'h1',
        Action: 'Block',
        UserName: 'Anna',
        Date: '2026-11-20T10:00:00Z',
        Status: 'Blocked',
        Remark: '',
      },
      {
        Id: 'h2',
        Action: 'Question',
        UserName: 'Anna',
        Date: '2026-11-19T10:00:00Z',
        Status: 'Question',
        Remark: '',
      },
      {
        Id: 'h3',
        Action: 'Import',
        UserName: '',
        Date: '2026-11-18T10:00:00Z',
        Status: 'Imported',
        Remark: '',
      },
    ] as HistoryEntry[];
    renderWithProviders(
      <>
        <DocumentFacts document={record({ LastAction: 'Verify' })} />
        <HistoryList entries={history} />
      </>,
      { i18n: dutch },
    );
    expect(screen.getByText('Controleren')).toBeInTheDocument();
    expect(screen.getByText('Blokkeren')).toBeInTheDocument();
    expect(screen.getByText('Vraag')).toBeInTheDocument();
    expect(screen.getByText('Importeren')).toBeInTheDocument();
    for (const english of ['Verify', 'Block', 'Question', 'Import'])
      expect(screen.queryByText(english)).toBeNull();
  });
});
