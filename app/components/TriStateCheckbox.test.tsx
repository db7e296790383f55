import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test/render';
import { nextTriState, type TriState, TriStateCheckbox } from './TriStateCheckbox';
import { TriStateEnabled, TriStateEnabledBox } from './TriStateEnabledBox';

function Harness({
  initial,
  allowIndeterminate = false,
}: {
  initial: TriState;
  allowIndeterminate?: boolean;
}) {
  const [value, setValue] = useState<TriState>(initial);
  return (
    <TriStateCheckbox
      label="Paid"
      value={value}
      onChange={setValue}
      allowIndeterminate={allowIndeterminate}
    />
  );
}

describe('TriStateCheckbox', () => {
  it('shows checked, unchecked and indeterminate', () => {
    const { unmount } = renderWithProviders(<Harness initial={true} />);
    expect(screen.getByLabelText('Paid')).toBeChecked();
    unmount();
    const second = renderWithProviders(<Harness initial={false} />);
    expect(screen.getByLabelText('Paid')).not.toBeChecked();
    second.unmount();
    renderWithProviders(<Harness initial={null} />);
    expect(screen.getByLabelText('Paid')).toBePartiallyChecked();
  });

  it('cycles through indeterminate only when allowed', async () => {
    renderWithProviders(<Harness initial={false} allowIndeterminate />);
    const box = screen.getByLabelText('Paid');
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).not.toBePartiallyChecked();
  });

  it('turns indeterminate into checked and toggles between two states otherwise', () => {
    expect(nextTriState(null, false)).toBe(true);
    expect(nextTriState(true, false)).toBe(false);
    expect(nextTriState(false, false)).toBe(true);
  });

  it('draws a minus in minus mode', () => {
    renderWithProviders(<TriStateCheckbox label="Exclude" value minusMode onChange={vi.fn()} />);
    expect(document.querySelector('.tabler-icon-minus')).toBeInTheDocument();
  });
});

describe('TriStateEnabledBox', () => {
  it('offers Yes, No and Not applicable', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <TriStateEnabledBox label="Enabled" value={TriStateEnabled.Yes} onChange={onChange} />,
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(screen.getByText('Not_Applicable'));
    expect(onChange).toHaveBeenCalledWith('Not_Applicable');
    await userEvent.click(screen.getByText('No'));
    expect(onChange).toHaveBeenCalledWith('No');
  });
});
