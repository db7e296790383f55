import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import DevKitPage from './DevKitPage';

describe('DevKitPage', () => {
  it('shows every component of the kit', () => {
    renderWithProviders(<DevKitPage />);
    for (const id of [
      'dropdown',
      'amount',
      'number',
      'date',
      'password',
      'checkbox',
      'enabled',
      'company',
      'rule',
      'pager',
    ]) {
      expect(screen.getByTestId(id)).toBeInTheDocument();
    }
    expect(screen.getByTestId('company-single-value')).toHaveTextContent('1');
  });
});
