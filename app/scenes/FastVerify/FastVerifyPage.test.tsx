import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { testItem } from '../../../domain/verify/testItem';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { json } from '../../test/fetchStub';
import { renderWithProviders } from '../../test/render';
import { saveBlob } from '../Documents/download';
import { FastVerifyPage } from './FastVerifyPage';

vi.mock('../Documents/download', () => ({ saveBlob: vi.fn() }));

type Call = { method: string; path: string; body: unknown };

function stub(items: FastVerifyItem[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.startsWith('/api/company'))
        return json(200, [
          { Id: 'c1', Name: 'Demo Foods BV', DisplayName: '', IsDeleted: false, UsesPackingSlips: true },
        ]);
      if (path === '/api/FastVerify/Export')
        return new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="Fast verify 2026-11-29.xlsx"' },
        });
      if (path.startsWith('/api/FastVerify/AnyCompanyUsesVerifyDescription')) return json(200, false);
      if (path.startsWith('/api/FastVerify')) return json(200, items);
      return json(200, []);
    }),
  );
  return calls;
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/fast-verify/:companyId?', element: <FastVerifyPage /> }], {
    initialEntries: [path],
  });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('FastVerifyPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(saveBlob).mockClear();
  });

  it("exports the queue under the page's filters to Excel and saves the file", async () => {
    const calls = stub([testItem('a', 0.95), testItem('b', 0.5)]);
    renderPage('/fast-verify/c1');
    await screen.findAllByTestId('fast-verify-row');
    const button = screen.getByTestId('masterdata-export');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    const exported = calls.filter((call) => call.path === '/api/FastVerify/Export');
    expect(exported).toHaveLength(1);
    expect(exported[0].method).toBe('POST');
    expect(exported[0].body).toEqual({ companyId: 'c1', Locale: 'en-US' });
    expect(vi.mocked(saveBlob).mock.calls[0][1]).toBe('Fast verify 2026-11-29.xlsx');

    // The document type chosen on the page goes along.
    await userEvent.click(screen.getByText('Purchase_Invoice'));
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('documentType=PurchaseInvoice'))).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('masterdata-export')).toBeEnabled());
    await userEvent.click(screen.getByTestId('masterdata-export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(calls.filter((call) => call.path === '/api/FastVerify/Export')[1].body).toEqual({
      companyId: 'c1',
      documentType: 'PurchaseInvoice',
      Locale: 'en-US',
    });
  });

  it('offers no export while the queue is empty', async () => {
    const calls = stub([]);
    renderPage('/fast-verify');
    expect(await screen.findByText('FastVerify_Nothing_To_Confirm')).toBeInTheDocument();
    const button = screen.getByTestId('masterdata-export');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(calls.some((call) => call.path === '/api/FastVerify/Export')).toBe(false);
  });
});
