import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentToPay } from '../../api/paymentBatches';
import { json } from '../../test/fetchStub';
import { saveBlob } from '../Documents/download';
import { DocumentsToPayPage } from './DocumentsToPayPage';
import { renderPayments } from './testRender';
import { documentToPay, paymentBatch } from './testRows';

vi.mock('../Documents/download', () => ({ saveBlob: vi.fn() }));

const rows: DocumentToPay[] = [
  documentToPay({ DocumentId: 'd1', DocumentNumber: 'INV-1', AmountToPay: 100 }),
  documentToPay({ DocumentId: 'd2', DocumentNumber: 'INV-2', AmountToPay: 250.5 }),
  documentToPay({ DocumentId: 'd3', DocumentNumber: 'INV-3', AmountToPay: 1000, IbanCheck: 'Unconfirmed' }),
  documentToPay({ DocumentId: 'd4', DocumentNumber: 'INV-4', OpenBatchId: 'b3', OpenBatchNumber: 3 }),
];

type Call = { method: string; path: string; body: unknown };

function stub(documents: DocumentToPay[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.startsWith('/api/company'))
        return json(200, [{ Id: 'c1', Name: 'Demo Foods BV', DisplayName: '', IsDeleted: false }]);
      if (path.startsWith('/api/PaymentBatch/DocumentsToPay'))
        return json(200, { Rows: documents, Total: documents.length });
      if (path.startsWith('/api/PaymentBatch/Proposal'))
        return json(200, { DocumentIds: ['d2', 'd3', 'd4'] });
      if (path === '/api/PaymentBatch' && method === 'PUT') return json(200, paymentBatch({ Id: 'b9' }));
      return json(200, []);
    }),
  );
  return calls;
}

const total = () => screen.getByTestId('selection-total');
const rowOf = (number: string) =>
  screen.getAllByTestId('document-to-pay').find((row) => row.textContent?.includes(number)) as HTMLElement;

describe('Documents To Pay', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a running total as rows are clicked, toggled with Space and extended with Shift+ArrowDown', async () => {
    stub(rows);
    await renderPayments(<DocumentsToPayPage />, {
      path: '/payment-batch-generate',
      route: '/payment-batch-generate',
      rights: ['MayEditDocuments'],
    });
    await screen.findAllByTestId('document-to-pay');
    expect(total()).toHaveTextContent('Nothing selected');

    await userEvent.click(rowOf('INV-1'));
    expect(total()).toHaveTextContent('1 selected · €100.00');

    rowOf('INV-1').focus();
    await userEvent.keyboard(' ');
    expect(total()).toHaveTextContent('Nothing selected');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(rowOf('INV-2')).toHaveFocus();
    expect(total()).toHaveTextContent('2 selected · €350.50');

    // A document already in an open batch cannot be selected.
    expect(within(rowOf('INV-4')).getByTestId('select-row')).toBeDisabled();
    await userEvent.click(rowOf('INV-4'));
    expect(total()).toHaveTextContent('2 selected · €350.50');
  });

  it('selects the proposal (only what may enter a batch), creates the batch from it and opens the batch', async () => {
    const calls = stub(rows);
    const router = await renderPayments(<DocumentsToPayPage />, {
      path: '/payment-batch-generate',
      route: '/payment-batch-generate',
      rights: ['MayEditDocuments'],
    });
    await screen.findAllByTestId('document-to-pay');
    await userEvent.click(screen.getByTestId('propose'));
    await waitFor(() => expect(total()).toHaveTextContent('2 selected · €1,250.50'));
    expect(
      calls.some((call) => /\/Proposal\?CompanyId=c1&PayBefore=\d{4}-\d{2}-\d{2}$/.test(call.path)),
    ).toBe(true);

    await userEvent.click(screen.getByTestId('create-batch-open'));
    await userEvent.click(await screen.findByTestId('create-batch-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-batches/b9'));
    const created = calls.find((call) => call.method === 'PUT');
    expect(created?.body).toEqual({
      CompanyId: 'c1',
      TransactionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      DocumentIds: ['d2', 'd3'],
    });
  });

  it('keeps Create batch closed without the right to change batches', async () => {
    stub(rows);
    await renderPayments(<DocumentsToPayPage />, {
      path: '/payment-batch-generate',
      route: '/payment-batch-generate',
      rights: [],
    });
    await screen.findAllByTestId('document-to-pay');
    await userEvent.click(rowOf('INV-1'));
    expect(total()).toHaveTextContent('1 selected');
    expect(screen.getByTestId('create-batch-open')).toBeDisabled();
  });

  it('says when there is nothing to pay', async () => {
    stub([]);
    await renderPayments(<DocumentsToPayPage />, {
      path: '/payment-batch-generate',
      route: '/payment-batch-generate',
      rights: ['MayEditDocuments'],
    });
    expect(await screen.findByTestId('documents-to-pay-empty')).toHaveTextContent('There is nothing to pay');
    // Nothing to export either.
    expect(screen.getByTestId('masterdata-export')).toBeDisabled();
  });

  it('exports the filtered list in its order to Excel and saves the file', async () => {
    const calls = stub(rows);
    await renderPayments(<DocumentsToPayPage />, {
      path: '/payment-batch-generate',
      route: '/payment-batch-generate',
      rights: [],
    });
    await screen.findAllByTestId('document-to-pay');
    const button = screen.getByTestId('masterdata-export');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const exported = calls.find((call) => call.path === '/api/PaymentBatch/DocumentsToPay/Export');
    expect(exported?.method).toBe('POST');
    expect(exported?.body).toEqual({
      CompanyId: 'c1',
      Status: 'Open',
      Sort: 'DocumentDate',
      Desc: true,
      Locale: 'en-US',
    });
  });

  it('shows the open amount of a part-paid document, with what was paid so far', async () => {
    stub([
      documentToPay({
        DocumentNumber: 'INV-9',
        GrossAmount: 100,
        AmountPaid: 40,
        OpenAmount: 60,
        AmountToPay: 60,
      }),
    ]);
    await renderPayments(<DocumentsToPayPage />, {
      path: '/payment-batch-generate',
      route: '/payment-batch-generate',
      rights: ['MayEditDocuments'],
    });
    await screen.findAllByTestId('document-to-pay');
    const row = rowOf('INV-9');
    const partPaid = within(row).getByTestId('part-paid');
    expect(partPaid).toHaveTextContent('Open amount: 60.00');
    expect(partPaid).toHaveAttribute('title', 'Paid so far: 40.00');
    await userEvent.click(row);
    expect(total()).toHaveTextContent('1 selected · €60.00');
  });

  it('opens newest first and sorts a date column descending on its first click', async () => {
    const calls = stub(rows);
    await renderPayments(<DocumentsToPayPage />, {
      path: '/payment-batch-generate',
      route: '/payment-batch-generate',
      rights: ['MayEditDocuments'],
    });
    await screen.findAllByTestId('document-to-pay');
    const listed = () => calls.filter((call) => call.path.startsWith('/api/PaymentBatch/DocumentsToPay'));
    expect(listed()[0].path).toContain('Sort=DocumentDate&Desc=true');
    await userEvent.click(screen.getByTestId('sort-DocumentDueDate'));
    await waitFor(() => expect(listed().at(-1)?.path).toContain('Sort=DocumentDueDate&Desc=true'));
    await userEvent.click(screen.getByTestId('sort-RelationName'));
    await waitFor(() => expect(listed().at(-1)?.path).toContain('Sort=RelationName&Desc=false'));
  });
});
