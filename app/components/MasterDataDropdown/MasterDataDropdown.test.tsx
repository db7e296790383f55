import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { MasterDataDropdown } from './MasterDataDropdown';

const code = (Code: string, Description: string) => ({
  Id: `id-${Code}`,
  Code,
  Description,
  IsBlocked: false,
});
const fullList = Array.from({ length: 50 }, (_, index) => code(String(1000 + index), `Account ${index}`));
const calls = (fetch: ReturnType<typeof stubApi>, part: string) =>
  fetch.mock.calls.map(([input]) => String(input)).filter((path) => path.includes(part));

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MasterDataDropdown
      entity="GeneralLedger"
      companyId="c1"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
      label="Ledger"
      data-testid="ledger"
    />
  );
}

describe('MasterDataDropdown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the first 50 entries only when the field is focused, shown as code and description', async () => {
    const fetch = stubApi([['/api/GeneralLedger/GetByCompany/c1', 200, [code('4000', 'Rent')]]]);
    renderScreen(<Harness />);
    expect(calls(fetch, 'GetByCompany/')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox'));
    expect(await screen.findByRole('option', { name: /4000.*Rent/ })).toBeInTheDocument();
    expect(calls(fetch, 'GetByCompany/')).toEqual(['/api/GeneralLedger/GetByCompany/c1?maxCount=50']);
  });

  it('asks the server for a typed term once 500 ms after typing stops, and offers what it found', async () => {
    const onValue = vi.fn();
    const fetch = stubApi([
      ['/api/GeneralLedger/GetByCompanyAndSearch/c1', 200, [code('7100', 'Travel expenses')]],
      ['/api/GeneralLedger/GetByCompany/c1', 200, fullList],
    ]);
    renderScreen(<Harness onValue={onValue} />);
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findAllByRole('option');
    await userEvent.type(screen.getByRole('combobox'), 'trav');
    await waitFor(() => expect(calls(fetch, 'GetByCompanyAndSearch')).toHaveLength(1), { timeout: 2000 });
    expect(calls(fetch, 'GetByCompanyAndSearch')[0]).toBe(
      '/api/GeneralLedger/GetByCompanyAndSearch/c1?searchValue=trav&maxCount=50',
    );
    await userEvent.click(await screen.findByRole('option', { name: /7100.*Travel expenses/ }));
    expect(onValue).toHaveBeenCalledWith('7100');
    expect(screen.getByRole('combobox')).toHaveValue('7100 - Travel expenses');
  });

  it('does not ask the server while typing when the company has fewer entries than one load brings', async () => {
    const fetch = stubApi([['/api/GeneralLedger/GetByCompany/c1', 200, [code('4000', 'Rent')]]]);
    renderScreen(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    await screen.findByRole('option', { name: /Rent/ });
    await userEvent.type(screen.getByRole('combobox'), 'ren');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls(fetch, 'GetByCompanyAndSearch')).toHaveLength(0);
  });

  it('shows a stored code with its description before the list is loaded', async () => {
    stubApi([['/api/GeneralLedger/GetByCompanyAndCode/c1?code=4000', 200, code('4000', 'Rent')]]);
    renderScreen(<Harness initial="4000" />);
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('4000 - Rent'));
  });
});
