import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentFlow } from '../../../domain/documentFlow/flow';
import { presetPeriod } from '../../../domain/documentFlow/presets';
import type { Company } from '../../../domain/entities/company';
import type { CurrentUser } from '../../../domain/entities/user';
import { emptyGuardContext } from '../../../domain/routes/guardContext';
import { type ShellData, ShellDataContext } from '../../session/ShellDataContext';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { localToday } from '../Documents/cells';
import { saveBlob } from '../Documents/download';
import { DocumentFlowPage } from './DocumentFlowPage';

vi.mock('../Documents/download', () => ({ saveBlob: vi.fn() }));

const company = (Id: string, Name: string, extra: Partial<Company> = {}) =>
  ({ Id, Name, DisplayName: '', IsDeleted: false, UsesSalesInvoices: false, ...extra }) as Company;

const shell: ShellData = {
  base: {
    user: {} as unknown as CurrentUser,
    companies: [
      company('c1', 'Demo Foods BV', { UsesSalesInvoices: true }),
      company('c2', 'Demo Logistics BV'),
    ],
  } as ShellData['base'],
  guard: { ...emptyGuardContext, viewRights: new Set(['DocumentFlow']), usesSalesInvoices: true },
};

const flow: DocumentFlow = {
  Transitions: [
    { FromStatus: 'None', ToStatus: 'Imported', Count: 6, Documents: 6 },
    { FromStatus: 'Imported', ToStatus: 'In_Progress', Count: 3, Documents: 3 },
    { FromStatus: 'Pending', ToStatus: 'In_Progress', Count: 1, Documents: 1 },
  ],
  Statuses: [
    { Status: 'Imported', Entered: 6, Left: 3 },
    { Status: 'In_Progress', Entered: 4, Left: 0 },
    { Status: 'Pending', Entered: 0, Left: 1 },
  ],
  Documents: 7,
};

type Call = { path: string; body: Record<string, unknown> };

/** Answers GetDocumentFlow (the flow unless told otherwise) and Export, and records what was asked. */
function stubFlow(answer: { status: number; body: unknown } = { status: 200, body: flow }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : {} });
      if (path === '/api/DocumentFlow/Export')
        return new Response('xlsx', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="Document flow.xlsx"' },
        });
      return json(answer.status, answer.body);
    }),
  );
  return calls;
}

const flowCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/DocumentFlow/GetDocumentFlow');
const textOf = (element: HTMLElement) => (element.textContent ?? '').replaceAll('¿', '');
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map(textOf);

function renderFlow() {
  return renderScreen(
    <ShellDataContext.Provider value={shell}>
      <DocumentFlowPage />
    </ShellDataContext.Provider>,
    { path: '/document-flow', route: '/document-flow' },
  );
}

describe('the document flow screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('asks for this month of every company and type, and shows the transitions, totals and statuses', async () => {
    const calls = stubFlow();
    renderFlow();
    const rows = await screen.findAllByTestId('flow-transition');
    expect(flowCalls(calls)[0].body).toEqual({
      ...presetPeriod('ThisMonth', localToday()),
      CompanyIds: [],
      DocumentTypes: [],
    });
    expect(rows.map(cellsOf)).toEqual([
      ['DocumentFlow_ArrivalDocument_Status_Imported', '6', '6', '60.0%'],
      ['Document_Status_ImportedDocument_Status_In_Progress', '3', '3', '30.0%'],
      ['Document_Status_PendingDocument_Status_In_Progress', '1', '1', '10.0%'],
    ]);
    expect(screen.getByTestId('flow-documents')).toHaveTextContent('7');
    expect(screen.getByTestId('flow-moves')).toHaveTextContent('10');
    expect(within(screen.getByTestId('flow-statuses')).getAllByTestId('flow-status').map(cellsOf)).toEqual([
      ['Document_Status_Imported', '6', '3'],
      ['Document_Status_In_Progress', '4', '0'],
      ['Document_Status_Pending', '0', '1'],
    ]);
  });

  it('asks again for the preset chosen, and for the types still chosen', async () => {
    const calls = stubFlow();
    renderFlow();
    await screen.findAllByTestId('flow-transition');
    await userEvent.click(screen.getByRole('radio', { name: /DocumentFlow_Preset_LastMonth/ }));
    await vi.waitFor(() =>
      expect(flowCalls(calls).at(-1)?.body).toMatchObject(presetPeriod('LastMonth', localToday()) ?? {}),
    );
    await userEvent.click(screen.getByTestId('flow-type-SalesInvoice'));
    await vi.waitFor(() =>
      expect(flowCalls(calls).at(-1)?.body).toMatchObject({ DocumentTypes: ['PurchaseInvoice'] }),
    );
  });

  it('takes custom dates, and refuses a reversed period or one longer than 13 months without asking', async () => {
    const calls = stubFlow();
    renderFlow();
    await screen.findAllByTestId('flow-transition');
    expect(screen.queryByTestId('flow-from')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /DocumentFlow_Preset_Custom/ }));
    const type = async (testId: string, text: string) => {
      const field = screen.getByTestId(testId);
      await userEvent.clear(field);
      await userEvent.type(field, `${text}{Enter}`);
    };
    const asked = flowCalls(calls).length;
    await type('flow-to', '02/29/2024');
    expect(await screen.findByTestId('flow-refusal')).toHaveTextContent('DocumentFlow_From_After_To');
    expect(screen.queryByTestId('flow-transitions')).toBeNull();

    await type('flow-from', '01/15/2024');
    await vi.waitFor(() =>
      expect(flowCalls(calls).at(-1)?.body).toMatchObject({ FromDate: '2024-01-15', ToDate: '2024-02-29' }),
    );
    expect(flowCalls(calls)).toHaveLength(asked + 1);
    expect(screen.getByRole('radio', { name: /DocumentFlow_Preset_Custom/ })).toBeChecked();

    await type('flow-to', '03/01/2025');
    expect(await screen.findByTestId('flow-refusal')).toHaveTextContent('DocumentFlow_Period_Too_Long');
    expect(flowCalls(calls)).toHaveLength(asked + 1);
  });

  it('asks nothing while no document type is chosen', async () => {
    const calls = stubFlow();
    renderFlow();
    await screen.findAllByTestId('flow-transition');
    await userEvent.click(screen.getByTestId('flow-type-PurchaseInvoice'));
    await userEvent.click(screen.getByTestId('flow-type-SalesInvoice'));
    expect(await screen.findByTestId('flow-refusal')).toHaveTextContent('DocumentFlow_No_Types');
    expect(flowCalls(calls).every((call) => (call.body.DocumentTypes as string[]).length < 2)).toBe(true);
  });

  it('says so when nothing moved, and when the flow could not be loaded', async () => {
    stubFlow({ status: 200, body: { Transitions: [], Statuses: [], Documents: 0 } });
    const first = renderFlow();
    expect(await screen.findByText(/DocumentFlow_Empty/)).toBeInTheDocument();
    expect(screen.getByTestId('masterdata-export')).toBeDisabled();
    first.unmount();
    vi.unstubAllGlobals();

    stubFlow({ status: 400, body: { Message: 'Validation_Failed', Status: 400 } });
    renderFlow();
    expect(await screen.findByText(/List_Load_Failed/)).toBeInTheDocument();
  });

  it('exports the flow asked for to Excel in the interface language', async () => {
    const calls = stubFlow();
    renderFlow();
    await screen.findAllByTestId('flow-transition');
    await userEvent.click(screen.getByTestId('masterdata-export'));
    await vi.waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'Document flow.xlsx'));
    expect(calls.find((call) => call.path === '/api/DocumentFlow/Export')?.body).toEqual({
      ...flowCalls(calls)[0].body,
      Locale: 'en-US',
    });
  });
});
