import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateSync } from '../../domain/validation';
import { renderWithProviders } from '../test/render';
import { CompanyFilter, companyFilterRules } from './CompanyFilter';

const companies = [
  { Id: 1, DisplayName: 'Acme BV' },
  { Id: 2, DisplayName: 'Globex NV' },
];

describe('CompanyFilter', () => {
  it('offers the companies in a dropdown', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CompanyFilter companies={companies} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(screen.getByText('Globex NV'));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('preselects a single available company and shows it as plain text', () => {
    const onChange = vi.fn();
    renderWithProviders(<CompanyFilter companies={[companies[0]]} value={null} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByText('Acme BV')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('requires the value to be among the offered ids under the rule name CompanyId', () => {
    const [failure] = validateSync(3, companyFilterRules(companies));
    expect(failure.rule).toBe('CompanyId');
    expect(failure.key).toBe('Validation_In_List');
    expect(validateSync(2, companyFilterRules(companies))).toEqual([]);
    expect(validateSync(3, companyFilterRules(companies, 'Owner'))[0].rule).toBe('Owner');
  });

  it('marks a value that is not offered', () => {
    renderWithProviders(<CompanyFilter companies={companies} value={3} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAttribute('aria-invalid', 'true');
  });
});
