import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { DocumentRecord } from '../../../../domain/documents';
import type { LinkedDocument, PackingSlipLinkCandidate } from '../../../../domain/documents/links';
import { loadDiskLocales } from '../../../i18n/coverage/diskLocales';
import { json } from '../../../test/fetchStub';
import { renderWithProviders } from '../../../test/render';
import { LinkedDocuments } from './LinkedDocuments';

const invoice = { Id: 'inv-1', DocumentType: 'PurchaseInvoice' } as DocumentRecord;

const slip = (Id: string, DocumentNumber: string, extra: Partial<LinkedDocument> = {}): LinkedDocument => ({
  Id,
  DocumentType: 'PackingSlip',
  DocumentNumber,
  DocumentDate: '2026-04-02',
  RelationName: 'Transport BV',
  PurchaseOrderNumbers: ['PO-1'],
  LinkedAt: '2026-05-01T10:00:00.000Z',
  ...extra,
});
const candidate = (Id: string, DocumentNumber: string): PackingSlipLinkCandidate => {
  const { LinkedAt: _at, ...rest } = slip(Id, DocumentNumber);
  return rest;
};

type Answer = [method: string, prefix: string, body: unknown];

/** Renders the section over stubbed calls, answered by method and path prefix. */
async function renderSection(rights: string[], answers: Answer[]) {
  const { 'en-US': english } = await loadDiskLocales();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const answer = answers.find(([m, prefix]) => m === method && String(input).startsWith(prefix));
    return json(200, answer ? answer[2] : []);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['currentUser'], { UserActionRights: rights });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LinkedDocuments document={invoice} />
      </MemoryRouter>
    </QueryClientProvider>,
    { i18n: english },
  );
  const calls = (method: string) =>
    fetch.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([path, init]) => ({
        path: String(path),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      }));
  return { calls };
}

describe('the linked documents of an invoice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the linked packing slips, each opening the packing slip's detail", async () => {
    await renderSection([], [['GET', '/api/Document/GetLinkedDocuments/inv-1', [slip('s-2', 'PB-2')]]]);
    const number = await screen.findByRole('link', { name: 'PB-2' });
    expect(number).toHaveAttribute('href', '/packing-slip/s-2');
    expect(screen.getByTestId('linked-document')).toHaveTextContent('Transport BV');
    // Without the LinkPackingSlipToInvoice right: no search box, no unlink.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByTestId('linked-document-unlink')).toBeNull();
  });

  it('links the packing slip chosen with the arrow keys and Enter', async () => {
    const { calls } = await renderSection(
      ['LinkPackingSlipToInvoice'],
      [
        [
          'GET',
          '/api/Document/GetPackingSlipLinkCandidates/inv-1',
          [candidate('s-2', 'PB-2'), candidate('s-3', 'PB-3')],
        ],
        ['POST', '/api/Document/LinkPackingSlipToInvoice', [slip('s-3', 'PB-3')]],
      ],
    );
    expect(await screen.findByText('No linked documents')).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Link packing slip' });
    await userEvent.click(search);
    await screen.findByText('PB-2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(calls('POST')).toEqual([
        {
          path: '/api/Document/LinkPackingSlipToInvoice',
          body: { InvoiceId: 'inv-1', PackingSlipId: 's-3' },
        },
      ]),
    );
  });

  it('unlinks a packing slip only after the confirmation', async () => {
    const { calls } = await renderSection(
      ['LinkPackingSlipToInvoice'],
      [
        ['GET', '/api/Document/GetLinkedDocuments/inv-1', [slip('s-2', 'PB-2')]],
        ['DELETE', '/api/Document/LinkPackingSlipToInvoice', []],
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink packing slip' }));
    expect(await screen.findByText('Unlink packing slip PB-2 from this invoice?')).toBeInTheDocument();
    expect(calls('DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls('DELETE').map((call) => call.path)).toEqual([
        '/api/Document/LinkPackingSlipToInvoice?invoiceId=inv-1&packingSlipId=s-2',
      ]),
    );
  });
});
