import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '../../../domain/entities/company';
import type { CurrentUser } from '../../../domain/entities/user';
import type { ImportPreview } from '../../../domain/masterdata/import/index';
import { type ShellData, ShellDataContext } from '../../session/ShellDataContext';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { RelationImportPage } from './RelationImportPage';

const shell = {
  base: {
    user: { UserViewRights: ['Vendors'], UserActionRights: [] } as unknown as CurrentUser,
    companies: [{ Id: 'c1', Name: 'Demo', DisplayName: '', IsDeleted: false } as Company],
  },
} as ShellData;

const preview = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  UploadId: 'u1',
  FileName: 'crediteuren.csv',
  Columns: ['Nr', 'Naam', 'IBAN'],
  Mapping: { ErpCode: 'Nr', IbanNumbers: 'IBAN' },
  MappingErrors: { Name: 'Validation_Required' },
  Fields: [
    { Name: 'ErpCode', Required: true },
    { Name: 'Name', Required: true },
    { Name: 'IbanNumbers', Required: false },
  ],
  RowCount: 2,
  Rows: [
    { Row: 2, Values: { ErpCode: '1', IbanNumbers: 'NL91ABNA0417164300' } },
    { Row: 3, Values: { ErpCode: '2', IbanNumbers: 'NL00XXXX' } },
  ],
  Errors: [
    { Row: 2, Field: 'Name', Message: 'Validation_Required' },
    { Row: 3, Field: 'IbanNumbers', Message: 'Validation_Iban_Not_Valid' },
  ],
  ValidCount: 0,
  InvalidCount: 2,
  ...overrides,
});

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
const bodyOf = (fetch: ReturnType<typeof vi.fn<Fetch>>, call: number) =>
  JSON.parse(String(fetch.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

describe('the relation import screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the file, lets a column be mapped, marks bad cells, imports and reports the skipped rows', async () => {
    const fetch = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(json(200, preview()))
      .mockResolvedValueOnce(
        json(
          200,
          preview({
            Mapping: { ErpCode: 'Nr', Name: 'Naam', IbanNumbers: 'IBAN' },
            MappingErrors: {},
            Rows: [
              { Row: 2, Values: { ErpCode: '1', Name: 'Alfa', IbanNumbers: 'NL91ABNA0417164300' } },
              { Row: 3, Values: { ErpCode: '2', Name: 'Beta', IbanNumbers: 'NL00XXXX' } },
            ],
            Errors: [{ Row: 3, Field: 'IbanNumbers', Message: 'Validation_Iban_Not_Valid' }],
            ValidCount: 1,
            InvalidCount: 1,
          }),
        ),
      )
      .mockResolvedValueOnce(
        json(200, {
          Created: 1,
          Updated: 0,
          Unchanged: 0,
          Skipped: [
            { Row: 3, Code: '2', Reasons: [{ Field: 'IbanNumbers', Message: 'Validation_Iban_Not_Valid' }] },
          ],
        }),
      );
    vi.stubGlobal('fetch', fetch);
    renderScreen(
      <ShellDataContext.Provider value={shell}>
        <RelationImportPage />
      </ShellDataContext.Provider>,
    );
    await userEvent.upload(
      screen.getByTestId('relation-import-file'),
      new File(['Nr;Naam\n1;Alfa\n'], 'crediteuren.csv'),
    );
    const sent = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect([sent.get('CompanyId'), sent.get('Target'), (sent.get('file') as File).name]).toEqual([
      'c1',
      'Vendor',
      'crediteuren.csv',
    ]);
    expect(await screen.findByTestId('relation-import-mapping')).toBeInTheDocument();
    expect(screen.getByTestId('relation-import-run')).toBeDisabled();

    // Keyboard only: type into the field's select and take the first column offered.
    await userEvent.type(screen.getByTestId('relation-import-map-Name'), 'Naa{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/RelationImport/Check');
    expect(bodyOf(fetch, 1)).toEqual({
      UploadId: 'u1',
      CompanyId: 'c1',
      Target: 'Vendor',
      Mapping: { ErpCode: 'Nr', IbanNumbers: 'IBAN', Name: 'Naam' },
    });
    await vi.waitFor(() => expect(screen.getByTestId('relation-import-run')).toBeEnabled());
    const bad = screen.getAllByTestId('relation-import-bad-cell');
    expect(bad.map((cell) => cell.textContent)).toEqual(['NL00XXXX']);

    await userEvent.click(screen.getByTestId('relation-import-run'));
    const report = await screen.findByTestId('relation-import-report');
    expect(String(fetch.mock.calls[2]?.[0])).toBe('/api/RelationImport/Import');
    expect(within(report).getByTestId('relation-import-Relation_Import_Created')).toHaveTextContent('1');
    expect(within(report).getByTestId('relation-import-skipped')).toHaveTextContent(
      'Validation_Iban_Not_Valid',
    );
  });

  it('keeps the file and the mapping when the import fails, so it can be tried again', async () => {
    const fetch = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(json(200, preview({ MappingErrors: {}, ValidCount: 1, InvalidCount: 1 })))
      .mockResolvedValueOnce(json(500, { Message: 'Internal_Server_Error', Status: 500 }))
      .mockResolvedValueOnce(json(200, { Created: 1, Updated: 0, Unchanged: 0, Skipped: [] }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(
      <ShellDataContext.Provider value={shell}>
        <RelationImportPage />
      </ShellDataContext.Provider>,
    );
    await userEvent.upload(screen.getByTestId('relation-import-file'), new File(['x'], 'f.csv'));
    await userEvent.click(await screen.findByTestId('relation-import-run'));
    expect(await screen.findByTestId('relation-import-failure')).toBeInTheDocument();
    expect(screen.getByTestId('relation-import-mapping')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('relation-import-run'));
    expect(await screen.findByTestId('relation-import-report')).toBeInTheDocument();
    expect(bodyOf(fetch, 2)).toEqual(bodyOf(fetch, 1));
  });
});
