import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { FilterSelect } from './FilterSelect';

/** A state filter showing `value`; answers what it reports. */
function renderStateFilter(value: string) {
  const onChange = vi.fn();
  renderWithProviders(
    <FilterSelect
      label="State"
      anyLabel="All states"
      options={[
        { value: 'Queued', label: 'Queued' },
        { value: 'Failed', label: 'Failed' },
      ]}
      value={value}
      onChange={onChange}
      width={160}
      data-testid="state-filter"
    />,
  );
  return onChange;
}

const choose = async (label: string) => {
  await userEvent.click(screen.getByTestId('state-filter'));
  await userEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
};

describe('FilterSelect', () => {
  it('offers no filter first, then the options, and answers the value chosen', async () => {
    const onChange = renderStateFilter('');
    expect(screen.getByTestId('state-filter')).toHaveValue('All states');
    await userEvent.click(screen.getByTestId('state-filter'));
    const offered = await screen.findAllByRole('option', { hidden: true });
    expect(offered.map((option) => option.textContent)).toEqual(['All states', 'Queued', 'Failed']);
    await userEvent.click(screen.getByRole('option', { name: 'Failed', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('Failed');
  });

  it('goes back to no filter as the empty value, and is not cleared by choosing the same option again', async () => {
    const onChange = renderStateFilter('Failed');
    expect(screen.getByTestId('state-filter')).toHaveValue('Failed');
    await choose('Failed');
    expect(onChange).not.toHaveBeenCalledWith('');
    await choose('All states');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
