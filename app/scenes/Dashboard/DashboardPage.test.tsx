import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardStepAnswer, DashboardSubItem } from '../../../domain/dashboard/request';
import type { Company } from '../../../domain/entities/company';
import type { CurrentUser } from '../../../domain/entities/user';
import { emptyGuardContext } from '../../../domain/routes/guardContext';
import { type ShellData, ShellDataContext } from '../../session/ShellDataContext';
import { setStoredUser } from '../../session/tokenStore';
import { getPreference } from '../../shell/preferences';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { DashboardPage } from './DashboardPage';

const company = (Id: string, Name: string, extra: Partial<Company> = {}) =>
  ({ Id, Name, DisplayName: '', IsDeleted: false, UsesSalesInvoices: false, ...extra }) as Company;

const shell: ShellData = {
  base: {
    user: {} as unknown as CurrentUser,
    companies: [
      company('c1', 'Demo Foods BV', { UsesSalesInvoices: true }),
      company('c2', 'Demo Logistics BV'),
      company('gone', 'Old BV', { IsDeleted: true }),
    ],
  } as ShellData['base'],
  guard: { ...emptyGuardContext, viewRights: new Set(['Dashboard']), usesSalesInvoices: true },
};

const row = (overrides: Partial<DashboardSubItem>): DashboardSubItem => ({
  StepStatus: 'Pending_Approval',
  CompanyId: 'c1',
  UserId: null,
  DocumentType: 'PurchaseInvoice',
  Count: 1,
  ...overrides,
});

const answers: Record<string, DashboardSubItem[]> = {
  Import: [row({ StepStatus: 'New', Count: 2 })],
  Classify: [],
  Validate: [row({ StepStatus: 'Imported', Count: 4 }), row({ StepStatus: 'Import_Error', CompanyId: 'c2' })],
  Approve: [
    row({ UserId: 'u1', Count: 3 }),
    row({ UserId: 'u2', Count: 1 }),
    row({ CompanyId: 'c2', UserId: 'u1', Count: 2 }),
  ],
  Payable: [row({ StepStatus: 'Payable', CompanyId: 'c2', Count: 7 })],
};

type Call = { path: string; body: unknown };

/** Answers the dashboard calls (layout 4 unless told otherwise) and records what was asked. */
function stubDashboard(options: { layout?: number; failing?: string } = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('/api/Dashboard/GetDashboardLayout')) return json(200, options.layout ?? 4);
    if (path.startsWith('/api/Document/GetSelectableUsers'))
      return json(200, [
        { Id: 'u1', Name: 'Anna Approver' },
        { Id: 'u2', Name: 'Bram Boekhouder' },
      ]);
    const step = path.match(/GetDashboardStep\/(\w+)/)?.[1] ?? '';
    if (step === options.failing) return json(500, { Message: 'Unexpected', Status: 500 });
    const answer: DashboardStepAnswer = {
      Name: step as DashboardStepAnswer['Name'],
      StepOrder: 1,
      DashboardSubItems: answers[step] ?? [],
    };
    return json(200, answer);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const stepCalls = (calls: Call[], step: string) =>
  calls.filter((call) => call.path === `/api/Dashboard/GetDashboardStep/${step}`);

function renderDashboard() {
  return renderScreen(
    <ShellDataContext.Provider value={shell}>
      <DashboardPage />
    </ShellDataContext.Provider>,
    { path: '/dashboard', route: '/dashboard' },
  );
}

/** The texts of a row's cells, without the marker of a text the test has no translation for. */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replace(/^¿/, ''));
const tiles = () => screen.getAllByRole('button').filter((button) => button.dataset.step);
const total = async (step: string) =>
  within(await screen.findByTestId(`dashboard-tile-${step}`)).findByTestId('dashboard-tile-total');

describe('the dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    setStoredUser('customer-1', 'user-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows Import, Classify, Validate and then the layout's steps as tiles with their totals", async () => {
    stubDashboard({ layout: 4 });
    renderDashboard();
    expect(await total('Payable')).toHaveTextContent('7');
    expect(tiles().map((tile) => tile.dataset.step)).toEqual([
      'Import',
      'Classify',
      'Validate',
      'Approve',
      'Payable',
    ]);
    expect(await total('Approve')).toHaveTextContent('6');
    expect(await total('Classify')).toHaveTextContent('0');
    // Under the total, the companies with the most waiting first.
    const approve = screen.getByTestId('dashboard-tile-Approve');
    expect(approve).toHaveTextContent(/Demo Foods BV\s*4/);
    expect(approve).toHaveTextContent(/Demo Logistics BV\s*2/);
  });

  it('opens the table of a tile, switches to another, and closes on selecting the open one', async () => {
    stubDashboard();
    renderDashboard();
    await total('Approve');
    await userEvent.click(screen.getByTestId('dashboard-tile-Approve'));
    const table = await screen.findByTestId('dashboard-table');
    expect(table).toHaveAttribute('data-step', 'Approve');
    expect(screen.getByTestId('dashboard-tile-Approve')).toHaveAttribute('aria-expanded', 'true');
    const rows = within(table).getAllByTestId('dashboard-row');
    expect(rows.map(cellsOf)).toEqual([
      ['Demo Foods BV', 'Anna Approver', '3'],
      ['Demo Foods BV', 'Bram Boekhouder', '1'],
      ['Demo Logistics BV', 'Anna Approver', '2'],
    ]);

    await userEvent.click(screen.getByTestId('dashboard-tile-Validate'));
    expect(screen.getByTestId('dashboard-table')).toHaveAttribute('data-step', 'Validate');
    await userEvent.click(screen.getByTestId('dashboard-tile-Validate'));
    expect(screen.queryByTestId('dashboard-table')).toBeNull();
    expect(screen.getByTestId('dashboard-tile-Validate')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between tiles with the arrow keys, Home and End', async () => {
    stubDashboard();
    renderDashboard();
    await total('Payable');
    screen.getByTestId('dashboard-tile-Import').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('dashboard-tile-Classify')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByTestId('dashboard-tile-Approve')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('dashboard-tile-Validate')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByTestId('dashboard-tile-Payable')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('dashboard-table')).toHaveAttribute('data-step', 'Payable');
    await userEvent.keyboard('{Home}');
    expect(screen.getByTestId('dashboard-tile-Import')).toHaveFocus();
  });

  it('asks the steps for the last 13 months of every company and type until told otherwise', async () => {
    const calls = stubDashboard();
    renderDashboard();
    await total('Import');
    const [first] = stepCalls(calls, 'Import');
    expect(first.body).toEqual({
      CompanyIds: [],
      DocumentTypes: [],
      FromDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('keeps the deselected companies and types and the old-documents switch per user, and asks with them', async () => {
    const calls = stubDashboard();
    const view = renderDashboard();
    await total('Import');
    await userEvent.click(screen.getByTestId('dashboard-companies'));
    const [foods] = await screen.findAllByTestId('dashboard-company');
    await userEvent.click(foods);
    expect(screen.getByTestId('dashboard-companies')).toHaveTextContent('Dashboard_Companies_Selected');
    await userEvent.click(screen.getByTestId('dashboard-type-SalesInvoice'));
    await userEvent.click(screen.getByTestId('dashboard-show-old'));
    await vi.waitFor(() =>
      expect(stepCalls(calls, 'Import').at(-1)?.body).toEqual({
        CompanyIds: ['c2'],
        DocumentTypes: ['PurchaseInvoice'],
        FromDate: null,
      }),
    );
    expect(getPreference('Dashboard.Companies', [])).toEqual(['c1']);
    expect(getPreference('Dashboard.DocumentTypes', [])).toEqual(['SalesInvoice']);

    view.unmount();
    calls.length = 0;
    renderDashboard();
    await total('Import');
    expect(stepCalls(calls, 'Import')[0].body).toEqual({
      CompanyIds: ['c2'],
      DocumentTypes: ['PurchaseInvoice'],
      FromDate: null,
    });
    expect(screen.getByTestId('dashboard-show-old')).toBeChecked();
  });

  it('asks nothing and says so when every company is deselected', async () => {
    const calls = stubDashboard();
    renderDashboard();
    await total('Import');
    await userEvent.click(screen.getByTestId('dashboard-companies'));
    const asked = calls.length;
    await userEvent.click(await screen.findByTestId('dashboard-companies-all'));
    expect(await screen.findByTestId('dashboard-nothing-selected')).toHaveTextContent(
      'Dashboard_Nothing_Selected',
    );
    expect(screen.queryByTestId('dashboard-tiles')).toBeNull();
    expect(calls.slice(asked).filter((call) => call.path.includes('GetDashboardStep'))).toEqual([]);
  });

  it('ignores a refresh within 3 seconds of the last one', async () => {
    const calls = stubDashboard();
    let now = 100_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    renderDashboard();
    await total('Payable');
    const asked = () => stepCalls(calls, 'Payable').length;
    const before = asked();
    await userEvent.click(screen.getByTestId('dashboard-refresh'));
    await vi.waitFor(() => expect(asked()).toBe(before + 1));
    now += 2_999;
    await userEvent.click(screen.getByTestId('dashboard-refresh'));
    now += 1;
    await userEvent.click(screen.getByTestId('dashboard-refresh'));
    await vi.waitFor(() => expect(asked()).toBe(before + 2));
  });

  it('opens the overview of a Payable row with its filter stored as the overview filter', async () => {
    stubDashboard();
    renderDashboard();
    await total('Payable');
    await userEvent.click(screen.getByTestId('dashboard-tile-Payable'));
    const [payable] = await screen.findAllByTestId('dashboard-row-link');
    expect(payable).toHaveAttribute('href', '/purchase-invoices');
    await userEvent.click(payable);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(getPreference('Filters.PurchaseInvoice_Overview_Filter', {})).toEqual({
      Status: 'Payable',
      CompanyId: 'c2',
      ScanDateFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(getPreference('Filters.PurchaseInvoice_Overview_CurrentPage', 0)).toBe(1);
  });

  it('lists Validate rows per company and status, without a link while the verify screen is not built', async () => {
    stubDashboard();
    renderDashboard();
    await total('Validate');
    await userEvent.click(screen.getByTestId('dashboard-tile-Validate'));
    const table = await screen.findByTestId('dashboard-table');
    expect(within(table).getAllByTestId('dashboard-row').map(cellsOf)).toEqual([
      ['Demo Foods BV', 'Purchase_Invoices', 'Document_Status_Imported', '4'],
      ['Demo Logistics BV', 'Purchase_Invoices', 'Document_Status_Import_Error', '1'],
    ]);
    expect(within(table).queryByTestId('dashboard-row-link')).toBeNull();
  });

  it('marks a step that could not be counted and still shows the others', async () => {
    stubDashboard({ failing: 'Approve' });
    renderDashboard();
    expect(await total('Payable')).toHaveTextContent('7');
    expect(
      await within(screen.getByTestId('dashboard-tile-Approve')).findByTestId('dashboard-tile-failed'),
    ).toHaveTextContent('Dashboard_Step_Failed');
  });
});
