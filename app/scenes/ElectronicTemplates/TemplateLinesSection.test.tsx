import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { productCodeEntry } from '../../../domain/electronicTemplates/types';
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

  it('adds a detailed product code entry with description, VAT category and percentage, and removes it', async () => {
    const seen = vi.fn();
    renderScreen(<Harness initial={newTemplateForm('c1')} seen={seen} />);
    expect(screen.queryByTestId('etemplate-entry')).toBeNull();
    await userEvent.click(screen.getByTestId('etemplate-entry-add'));
    await userEvent.type(screen.getByTestId('etemplate-entry-code'), 'GAS');
    await userEvent.type(screen.getByLabelText(/Product_Description/), 'Levering gas');
    await userEvent.type(screen.getAllByLabelText(/Vat_Category/).at(-1) as HTMLElement, 's');
    await userEvent.type(screen.getAllByLabelText(/Vat_Percentage/).at(-1) as HTMLElement, '21');
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({
        TemplateLinesJson: [
          expect.objectContaining({
            ProductCodeAndCategories: [
              expect.objectContaining({
                ProductCode: 'GAS',
                ProductDescription: 'Levering gas',
                ProductTaxCategory: 'S',
                ProductTaxPercentage: 21,
              }),
            ],
          }),
        ],
      }),
    );
    await userEvent.click(screen.getByTestId('etemplate-entry-remove'));
    expect(seen).toHaveBeenLastCalledWith(
      expect.objectContaining({
        TemplateLinesJson: [expect.objectContaining({ ProductCodeAndCategories: [] })],
      }),
    );
  });

  it('opens the detailed entries by itself when one of them is wrong', () => {
    const form = newTemplateForm('c1');
    const entry = { ...form.TemplateLinesJson[0], ProductCodeAndCategories: [productCodeEntry()] };
    renderScreen(
      <TemplateLinesSection
        model={{ ...form, TemplateLinesJson: [entry] }}
        onChange={vi.fn()}
        codingFields={['GeneralLedger']}
        error={(field) =>
          field === 'TemplateLinesJson.0.ProductCodeAndCategories.0.ProductCode'
            ? 'Validation_Required'
            : undefined
        }
      />,
    );
    expect(screen.getByTestId('etemplate-entries-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Validation_Required/)).toBeInTheDocument();
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
