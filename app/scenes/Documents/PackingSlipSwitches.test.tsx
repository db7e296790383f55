import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loadDiskLocales } from '../../i18n/coverage/diskLocales';
import { setStoredUser } from '../../session/tokenStore';
import { renderWithProviders } from '../../test/render';
import { type FilterFields, loadFilter, saveFilter } from './overviewState';
import { PackingSlipSwitches } from './PackingSlipSwitches';

/** The switches over a filter kept in state, as the overview keeps it. */
function Harness({ initial, onFilter }: { initial: FilterFields; onFilter: (fields: FilterFields) => void }) {
  const [fields, setFields] = useState(initial);
  return (
    <PackingSlipSwitches
      fields={fields}
      onChange={(patch) => {
        const next = { ...fields, ...patch };
        setFields(next);
        onFilter(next);
      }}
    />
  );
}

describe('the packing-slip overview switches', () => {
  beforeEach(() => {
    localStorage.clear();
    setStoredUser('customer-1', 'user-1');
  });

  it('are labelled checkboxes, switched with the keyboard', async () => {
    const { 'nl-NL': dutch } = await loadDiskLocales();
    const onFilter = vi.fn();
    renderWithProviders(<Harness initial={{ WithReturnsOnly: true }} onFilter={onFilter} />, { i18n: dutch });
    const received = screen.getByRole('checkbox', { name: 'Alleen ontvangen' });
    expect(received).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Alleen met retouren' })).toBeChecked();
    received.focus();
    await userEvent.keyboard(' ');
    expect(received).toBeChecked();
    expect(onFilter).toHaveBeenLastCalledWith({ WithReturnsOnly: true, ReceivedOnly: true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alleen niet gefactureerd' }));
    expect(onFilter).toHaveBeenLastCalledWith({
      WithReturnsOnly: true,
      ReceivedOnly: true,
      UninvoicedOnly: true,
    });
  });

  it('are kept with the overview filter per customer and user; a switch that is off is not kept', () => {
    saveFilter('PackingSlip', { ReceivedOnly: true, UninvoicedOnly: false, Relation: 'Acme' });
    expect(loadFilter('PackingSlip')).toEqual({ ReceivedOnly: true, Relation: 'Acme' });
    setStoredUser('customer-1', 'user-2');
    expect(loadFilter('PackingSlip')).toEqual({});
  });
});
