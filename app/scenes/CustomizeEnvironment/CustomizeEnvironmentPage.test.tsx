import { screen } from '@testing-library/react';
import { CustomizeEnvironmentPage } from './CustomizeEnvironmentPage';
import { renderCustomize } from './testSupport';

describe('the customize-environment landing page', () => {
  it('links to each built sub page the user may open, with a line on what it is for', () => {
    renderCustomize(<CustomizeEnvironmentPage />, {
      view: ['CustomizeSettings', 'Statuses', 'StatusActions'],
    });
    const cards = screen.getAllByTestId('customize-page');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/customize-environment/statuses',
      '/customize-environment/status-actions',
    ]);
    expect(cards[1]).toHaveTextContent('Status actions');
    expect(cards[1]).toHaveTextContent(
      'Which action is offered in which status, to whom, and where it leads.',
    );
  });

  it('says so when there is nothing the user may open', () => {
    renderCustomize(<CustomizeEnvironmentPage />, { view: ['CustomizeSettings'] });
    expect(screen.queryAllByTestId('customize-page')).toHaveLength(0);
    expect(screen.getByText('There is nothing here you may change.')).toBeInTheDocument();
  });
});
