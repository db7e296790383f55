import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '../../../domain/entities/company';
import type { CurrentUser } from '../../../domain/entities/user';
import { type ShellData, ShellDataContext } from '../../session/ShellDataContext';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { ImportPage } from './ImportPage';

const shell = {
  base: {
    user: {
      ValidateCompanies: [],
      MayValidateAllCompanies: true,
      UserActionRights: ['VerifyInvoice'],
    } as unknown as CurrentUser,
    companies: [{ Id: 'c1', Name: 'Demo', IsDeleted: false } as Company],
  },
} as ShellData;

const sentFileNames = (init: RequestInit | undefined) =>
  init?.body instanceof FormData ? init.body.getAll('file').map((file) => (file as File).name) : [];

describe('the import page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a refused file once: it leaves the queue, shows its reason, and the next upload sends only new files', async () => {
    const fetch = vi
      .fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(
        json(400, {
          Message: 'Import_Failed',
          Status: 400,
          Errors: [{ FileName: 'empty.pdf', Message: 'Import_Empty_File' }],
        }),
      )
      .mockResolvedValueOnce(json(200, { Documents: [], Errors: [] }));
    vi.stubGlobal('fetch', fetch);
    renderScreen(
      <ShellDataContext.Provider value={shell}>
        <ImportPage />
      </ShellDataContext.Provider>,
    );
    const input = await screen.findByTestId('import-file-input');
    await userEvent.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('import-file-size')).toHaveTextContent('0 B');

    await userEvent.click(screen.getByTestId('import-upload'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const refused = await screen.findByTestId('import-result-error');
    expect(refused).toHaveTextContent('empty.pdf');
    expect(within(refused).getByTestId('import-error-message')).toHaveTextContent(/Import_Empty_File/);
    expect(screen.queryByTestId('import-files')).toBeNull();

    await userEvent.upload(input, new File(['%PDF-1.4'], 'next.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByTestId('import-upload'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentFileNames(fetch.mock.calls[0]?.[1])).toEqual(['empty.pdf']);
    expect(sentFileNames(fetch.mock.calls[1]?.[1])).toEqual(['next.pdf']);

    await userEvent.click(within(refused).getByRole('button', { name: /empty\.pdf/ }));
    expect(screen.queryByTestId('import-result-error')).toBeNull();
  });
});
