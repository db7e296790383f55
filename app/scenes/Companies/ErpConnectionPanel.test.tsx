import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompanyDetail, CompanyInput } from '../../../domain/entities/company';
import type { ErpActionView } from '../../../domain/erp/actionView';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { companyFieldLabelKey } from './companyFields';
import { ErpConnectionPanel } from './ErpConnectionPanel';

const detail = (fields: Partial<CompanyInput>): CompanyDetail => ({
  ...CompanyInput.parse({ Name: 'Tryton BV', ...fields }),
  Id: 'c1',
  IsDeleted: false,
  ErpLoginStatus: 'Unknown' as const,
  IsOnlineErpAdapter: true,
  ErpLastError: '',
  ErpLastSyncAt: null,
  Settings: [],
});

const checked: ErpActionView = {
  Id: 'a1',
  CompanyId: 'c1',
  CompanyName: 'Tryton BV',
  Action: 'CheckLogin',
  State: 'Succeeded',
  DocumentId: null,
  Result: { ErpLoginStatus: 'LoginOk' },
  MessageKey: 'Check_Login_Completed',
  Error: '',
  Attempts: 1,
  MaxAttempts: 5,
  NextAttemptAt: null,
  CreatedBy: 'u1',
  CreatedAt: '2026-03-10T10:00:00Z',
  StartedAt: '2026-03-10T10:00:00Z',
  FinishedAt: '2026-03-10T10:00:01Z',
};

function stub() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.startsWith('/api/Erp/CreateAction/')) return json(200, { ErpActionId: 'a1' });
      if (path.startsWith('/api/Erp/GetErpAction/a1')) return json(200, checked);
      return json(200, []);
    }),
  );
  return calls;
}

describe('the ERP connection on the company page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the Tryton connection fields in Tryton’s words, and those of other adapters as always', () => {
    expect(
      (['DatabaseServerUrl', 'ErpVariable1', 'ErpVariable2', 'ErpPassword'] as const).map((name) =>
        companyFieldLabelKey(name, 'Tryton'),
      ),
    ).toEqual([
      'Company_Tryton_Url',
      'Company_Tryton_Database',
      'Company_Tryton_Login',
      'Company_Tryton_Password',
    ]);
    expect(companyFieldLabelKey('ErpVariable1', 'Twinfield')).toBe('Company_ErpVariable1');
    expect(companyFieldLabelKey('Name', 'Tryton')).toBe('Company_Name');
  });

  it('checks the login of a Tryton company and shows how it went', async () => {
    const calls = stub();
    renderScreen(
      <ErpConnectionPanel
        company={detail({ ErpAdapter: 'Tryton', LogisticsAdapter: 'Erp' })}
        dirty={false}
      />,
    );
    expect(await screen.findByTestId('erp-action-UpdateAll')).toBeInTheDocument();
    expect(screen.getByTestId('erp-action-UpdatePurchaseOrders')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('erp-action-CheckLogin'));
    await waitFor(() => expect(calls).toContain('POST /api/Erp/CreateAction/c1/CheckLogin'));
    expect(await screen.findByTestId('erp-action-outcome')).toHaveTextContent(/Check_Login_Completed/);
    expect(calls).toContain('GET /api/Erp/GetErpAction/a1');
  });

  it('says an adapter has no working connection yet and offers the manual adapter request', async () => {
    const calls = stub();
    renderScreen(<ErpConnectionPanel company={detail({ ErpAdapter: 'Twinfield' })} dirty={false} />);
    expect(await screen.findByTestId('erp-connection-missing')).toHaveTextContent(
      /Erp_Connection_Missing_Info/,
    );
    expect(screen.getByTestId('erp-request-adapter')).toHaveAttribute(
      'href',
      '/companies/new?integrations=true&request=manual',
    );
    expect(screen.queryByTestId('erp-action-CheckLogin')).toBeNull();
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });
});

describe('the ERP connection with unsaved changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to save first: the check uses the saved connection', async () => {
    stub();
    renderScreen(<ErpConnectionPanel company={detail({ ErpAdapter: 'Tryton' })} dirty />);
    expect(await screen.findByTestId('erp-action-CheckLogin')).toBeDisabled();
    expect(screen.getByText(/Erp_Connection_Save_First/)).toBeInTheDocument();
  });
});
