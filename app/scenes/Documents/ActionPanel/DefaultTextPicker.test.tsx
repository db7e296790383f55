import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DefaultText } from '../../../../domain/defaultTexts';
import type { ActionName } from '../../../../domain/workflow';
import { stubApi } from '../../../test/fetchStub';
import { renderWithProviders } from '../../../test/render';
import { DefaultTextPicker } from './DefaultTextPicker';

const text = (Id: string, Name: string, Text: string): DefaultText => ({
  Id,
  CompanyId: null,
  Action: null,
  Name,
  Text,
  IsActive: true,
  UpdatedAt: '2026-05-01T10:00:00.000Z',
});

const offered = [
  text('t1', 'Akkoord', 'Graag goedkeuren.'),
  text('t2', 'Order', 'Factuur klopt niet met de order, graag nakijken.'),
];

function renderPicker(answer: DefaultText[], action: ActionName | null = 'Approve') {
  const fetch = stubApi([['/api/DefaultText/ForAction', 200, answer]]);
  const onPick = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <DefaultTextPicker companyId="c1" action={action} disabled={false} onPick={onPick} />
    </QueryClientProvider>,
  );
  return { fetch, onPick };
}

describe('the default text picker of the action panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the texts of the document's company and the chosen action", async () => {
    const { fetch } = renderPicker(offered, 'Reject');
    await screen.findByTestId('action-default-text');
    expect(fetch).toHaveBeenCalledWith(
      '/api/DefaultText/ForAction?companyId=c1&action=Reject',
      expect.anything(),
    );
  });

  it('shows nothing when no default text is offered', async () => {
    const { fetch } = renderPicker([]);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('action-default-text')).toBeNull();
  });

  it('asks nothing while no action is chosen', () => {
    const { fetch } = renderPicker(offered, null);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('action-default-text')).toBeNull();
  });

  it('finds a default text by words of its name or text and hands its text over, by keyboard, pick after pick', async () => {
    const { onPick } = renderPicker(offered);
    const input = await screen.findByTestId('action-default-text');
    await userEvent.click(input);
    expect(await screen.findByText('Factuur klopt niet met de order, graag nakijken.')).toBeInTheDocument();
    await userEvent.type(input, 'nakijk');
    expect(screen.queryByText('Graag goedkeuren.')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Factuur klopt niet met de order, graag nakijken.');
    await waitFor(() => expect(input).toHaveValue(''));
    await userEvent.type(input, 'akkoord{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('Graag goedkeuren.');
  });
});
