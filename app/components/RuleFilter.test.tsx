import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateSync } from '../../domain/validation';
import { renderWithProviders } from '../test/render';
import { RuleFilter, ruleFilterRules } from './RuleFilter';

const rules = [
  { Id: 'R1', FirstColumn: 'R1', SecondColumn: 'Above 10,000' },
  { Id: 'R2', FirstColumn: 'R2', SecondColumn: 'Foreign vendor' },
];

describe('RuleFilter', () => {
  it("requires a choice under the rule name 'Rule'", () => {
    const [failure] = validateSync(null, ruleFilterRules);
    expect(failure.rule).toBe('Rule');
    expect(failure.key).toBe('Validation_Required');
    expect(validateSync('R1', ruleFilterRules)).toEqual([]);
  });

  it('marks a missing choice once the field was left', async () => {
    renderWithProviders(
      <>
        <RuleFilter items={rules} value={null} onChange={vi.fn()} />
        <button type="button">elsewhere</button>
      </>,
    );
    const field = screen.getByRole('combobox', { name: 'Rule' });
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(field);
    await userEvent.click(screen.getByText('elsewhere'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts a chosen rule', () => {
    renderWithProviders(<RuleFilter items={rules} value="R2" onChange={vi.fn()} showValidation />);
    const field = screen.getByRole('combobox', { name: 'Rule' });
    expect(field).toHaveValue('R2 - Foreign vendor');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
