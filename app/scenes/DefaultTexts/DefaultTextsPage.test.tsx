import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DefaultText } from '../../../domain/defaultTexts';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { DefaultTextsPage } from './DefaultTextsPage';

const text = (Id: string, extra: Partial<DefaultText>): DefaultText => ({
  Id,
  CompanyId: null,
  Action: null,
  Name: Id,
  Text: '',
  IsActive: true,
  UpdatedAt: '2026-05-01T10:00:00.000Z',
  ...extra,
});

const texts = [
  text('t1', { Name: 'Akkoord', Text: 'Graag goedkeuren.', Action: 'Approve' }),
  text('t2', { Name: 'Ontvangst', Text: 'Graag de ontvangst bevestigen.', CompanyId: 'c1', IsActive: false }),
];

function stubApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path.startsWith('/api/company'))
      return json(200, [{ Id: 'c1', Name: 'Demo Logistics BV', DisplayName: 'Demo Logistics' }]);
    if (path === '/api/DefaultText') return json(200, texts);
    return json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the default texts list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each text with its company and action, or all of them, and dims the inactive one', async () => {
    stubApi();
    renderScreen(<DefaultTextsPage />);
    const rows = await screen.findAllByTestId('masterdata-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Graag goedkeuren.')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/All_Companies/);
    expect(rows[0]).toHaveTextContent(/Document_Action_Approve/);
    await waitFor(() => expect(rows[1]).toHaveTextContent('Demo Logistics'));
    expect(rows[1]).toHaveTextContent(/All_Actions/);
    expect(rows[1]).toHaveAttribute('data-blocked', 'true');
  });

  it('asks the server for the search, and says when nothing matches', async () => {
    const fetch = stubApi();
    renderScreen(<DefaultTextsPage />);
    await screen.findAllByTestId('masterdata-row');
    await userEvent.type(screen.getByTestId('masterdata-search'), 'zending');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/DefaultText?search=zending', expect.anything()),
    );
    expect(await screen.findByTestId('masterdata-empty')).toHaveTextContent(/No_Default_Texts_Match/);
  });
});
