import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { stubApi } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { TemplateLinesSection } from './TemplateLinesSection';
import { newTemplateForm, type TemplateForm } from './templateForm';

function Harness({ initial, seen }: { initial: TemplateForm; seen: (form: TemplateForm) => void }) {
  const [model, setModel] = useState(initial);
  return (
    <TemplateLinesSection
      model={model}
      onChange={(lines) => {
        const next = { ...model, TemplateLinesJson: lines };
        seen(next);
        setModel(next);
      }}
      codingFields={['GeneralLedger', 'VatCode', 'Dimension1']}
      error={() => undefined}
    />
  );
}

describe('electronic template lines', () => {
  beforeEach(() => stubApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('takes product codes as tags on a product-code template', async () => {
    const seen = vi.fn();
    renderScreen(<Harness initial={newTemplateForm('c1')} seen={seen} />);
    await userEvent.type(screen.getByPlaceholderText(/Product_Codes/), 'GAS,POWER,');
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({
        TemplateLinesJson: [expect.objectContaining({ ProductCodes: ['GAS', 'POWER'] })],
      }),
    );
    expect(screen.queryByTestId('etemplate-line-percentage')).toBeNull();
  });

  it('asks for VAT percentage and category on a VAT template, and shows only the company’s dimensions', () => {
    renderScreen(
      <Harness initial={{ ...newTemplateForm('c1'), RuleName: 'VatPercentageAndCategory' }} seen={vi.fn()} />,
    );
    expect(screen.getByTestId('etemplate-line-percentage')).toBeInTheDocument();
    expect(screen.queryByTestId('etemplate-line-codes')).toBeNull();
    expect(screen.getByText(/Line_Column_Dimension1/)).toBeInTheDocument();
    expect(screen.queryByText(/Line_Column_Dimension2/)).toBeNull();
  });

  it('adds and removes lines', async () => {
    renderScreen(<Harness initial={newTemplateForm('c1')} seen={vi.fn()} />);
    await userEvent.click(screen.getByTestId('etemplate-line-add'));
    expect(screen.getAllByTestId('etemplate-line')).toHaveLength(2);
    await userEvent.click(screen.getAllByTestId('etemplate-line-remove')[0]);
    await userEvent.click(screen.getAllByTestId('etemplate-line-remove')[0]);
    expect(screen.getByText(/Electronic_Template_No_Lines/)).toBeInTheDocument();
  });
});
