import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { TemplateLinesSection } from './TemplateLinesSection';
import { newTemplateLine, type TemplateLineForm } from './templateForm';

function Harness({ initial }: { initial: TemplateLineForm[] }) {
  const [lines, setLines] = useState(initial);
  return (
    <TemplateLinesSection
      lines={lines}
      onChange={setLines}
      companyId="c1"
      codingFields={['GeneralLedger', 'VatCode']}
      error={() => undefined}
    />
  );
}

const percentage = (Percentage: number) => ({ ...newTemplateLine('Percentage'), Percentage });

describe('posting template lines', () => {
  beforeEach(() => stubApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('says while typing that percentages without a rest line must add up to 100', async () => {
    renderScreen(<Harness initial={[percentage(60), percentage(30)]} />);
    expect(screen.getByTestId('template-line-problems')).toHaveTextContent(
      'Posting_Template_Percentages_Not_100',
    );
    const second = screen.getAllByTestId('template-line-percentage')[1];
    await userEvent.clear(second);
    await userEvent.type(second, '40');
    expect(screen.queryByTestId('template-line-problems')).toBeNull();
  });

  it('refuses a second rest line until it is removed', async () => {
    renderScreen(<Harness initial={[newTemplateLine('Rest'), newTemplateLine('Rest')]} />);
    expect(screen.getByTestId('template-line-problems')).toHaveTextContent('More_Than_One_Rest_Not_Allowed');
    await userEvent.click(screen.getAllByTestId('template-line-remove')[1]);
    expect(screen.getAllByTestId('template-line')).toHaveLength(1);
    expect(screen.queryByTestId('template-line-problems')).toBeNull();
  });

  it('adds a percentage line next to the rest line, with only the coding fields the company uses', async () => {
    renderScreen(<Harness initial={[newTemplateLine('Rest')]} />);
    await userEvent.click(screen.getByTestId('template-line-add'));
    expect(screen.getAllByTestId('template-line')).toHaveLength(2);
    expect(screen.getAllByTestId('template-line-percentage')).toHaveLength(1);
    const fields = screen
      .getAllByRole('combobox')
      .map((input) => input.closest('.mantine-InputWrapper-root')?.textContent);
    expect(fields.filter((label) => label?.includes('Line_Column_Dimension1'))).toEqual([]);
    expect(fields.filter((label) => label?.includes('Line_Column_GeneralLedgerAccount'))).toHaveLength(2);
  });
});
