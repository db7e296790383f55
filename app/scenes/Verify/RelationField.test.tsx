import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubApi } from '../../test/fetchStub';
import { createTestI18n, renderWithProviders } from '../../test/render';
import { RelationField } from './RelationField';

const vendor = { Id: 'v1', CompanyId: 'c1', ErpCode: 'CRED-1', Name: 'Papierhandel Oost', IbanNumbers: [] };
const customer = { Id: 'k1', CompanyId: 'c1', Code: 'DEB-7', Name: 'Hotel Zeezicht', IbanNumbers: [] };
const draft = { Name: '', VatNumber: '', IbanNumber: '', ChamberOfCommerceNumber: '' };

function renderField(party: 'Vendor' | 'Customer', onChange = vi.fn()) {
  const fetch = stubApi([
    ['/api/Vendor/GetByCompany/c1', 200, [vendor]],
    ['/api/Customer/GetByCompany/c1', 200, [customer]],
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <RelationField
        party={party}
        companyId="c1"
        value={null}
        current={null}
        onChange={onChange}
        label={party}
        disabled={false}
        draft={draft}
        manualAdapter={false}
      />
    </QueryClientProvider>,
    { i18n: createTestI18n('en-US') },
  );
  return { fetch, onChange };
}

describe('the relation field of verify', () => {
  it('offers the company’s customers on a sales invoice, and chooses one by its code', async () => {
    const { fetch, onChange } = renderField('Customer');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('DEB-7'));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ Id: 'k1', Code: 'DEB-7', Name: 'Hotel Zeezicht' }),
    );
    const asked = fetch.mock.calls.map(([input]) => String(input));
    expect(asked.some((path) => path.startsWith('/api/Customer/GetByCompany/c1'))).toBe(true);
    expect(asked.some((path) => path.startsWith('/api/Vendor/'))).toBe(false);
    expect(screen.getByTestId('verify-create-vendor').getAttribute('aria-label')).toMatch(/customer/i);
  });

  it('offers the vendors on a purchase invoice', async () => {
    const { onChange } = renderField('Vendor');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('CRED-1'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ Id: 'v1', Code: 'CRED-1' })),
    );
    expect(screen.getByTestId('verify-create-vendor').getAttribute('aria-label')).toMatch(/vendor/i);
  });
});
