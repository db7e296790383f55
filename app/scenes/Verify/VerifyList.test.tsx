import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { testItem } from '../../../domain/verify/testItem';
import { api } from '../../api/client';
import { renderWithProviders } from '../../test/render';
import { VerifyList } from './VerifyList';

vi.mock('../../live/hooks', () => ({ usePresenceLookup: () => () => [] }));

function renderList(items: ReturnType<typeof testItem>[]) {
  vi.spyOn(api, 'get').mockResolvedValue({ TotalCount: items.length, DocumentCounts: [], CompanyCounts: [] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <VerifyList
        filter={{ oldestFirst: true, maximumCount: 10 }}
        onFilter={() => undefined}
        companies={[]}
        query={{ data: items, isPending: false, isError: false }}
        selectedId={null}
        userId="me"
        onOpen={() => undefined}
      />
    </QueryClientProvider>,
  );
  return screen.getAllByTestId('verify-item');
}

describe('VerifyList', () => {
  it("shows an invoice's gross amount and a packing slip's type, not 0.00", () => {
    const [invoice, slip] = renderList([
      testItem('invoice', 0.9, { GrossAmount: 121 }),
      testItem('slip', 0.9, { DocumentType: 'PackingSlip', GrossAmount: 0 }),
    ]);
    expect(within(invoice).getByText(/121[.,]00/)).toBeTruthy();
    expect(within(slip).queryByText(/0[.,]00/)).toBeNull();
    expect(within(slip).getByText(/packing.slip|pakbon/i)).toBeTruthy();
  });
});
