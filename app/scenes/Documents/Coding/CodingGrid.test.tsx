import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { CodeInvoiceLine } from '../../../../domain/coding';
import { renderWithProviders } from '../../../test/render';
import { CodingGrid } from './CodingGrid';
import { CodingTotals } from './CodingTotals';
import { deleteLine, duplicateLine, emptyLine, renumber, splitLine } from './codingLines';

const header = { NetAmount: 100, VatAmount: 21, GrossAmount: 121 };

function Harness({ initial }: { initial: CodeInvoiceLine[] }) {
  const [lines, setLines] = useState(initial);
  let next = lines.length;
  const id = () => `n${next++}`;
  return (
    <>
      <CodingGrid
        fields={[{ Feature: 'Description', Restriction: 'Mandatory' }]}
        lines={lines}
        companyId="c1"
        errors={[{ LineId: 'a', Field: 'Description', Message: 'Validation_Required', IsWarning: false }]}
        readOnly={false}
        actions={{
          edit: (index, patch) =>
            setLines((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line))),
          add: () => setLines((current) => renumber([...current, emptyLine(id())])),
          duplicate: (index) => setLines((current) => duplicateLine(current, index, id())),
          split: (index) => setLines((current) => splitLine(current, index, id())),
          remove: (index) => setLines((current) => deleteLine(current, index)),
        }}
      />
      <CodingTotals lines={lines} header={header} />
    </>
  );
}

const line = (Id: string, NetAmount: number, VatAmount: number) => ({
  ...emptyLine(Id),
  LineNumber: 1,
  Description: Id,
  NetAmount,
  VatAmount,
});
describe('the coding grid', () => {
  it('marks mandatory fields in the header and shows a line error beside its line', () => {
    renderWithProviders(<Harness initial={[line('a', 100, 21)]} />);
    expect(screen.getByText('Description').closest('th')).toHaveTextContent('Description *');
    expect(screen.getByTestId('coding-line-messages')).toHaveTextContent('Description: Validation_Required');
  });

  it('moves Enter down the same column and adds a line below the last one', () => {
    renderWithProviders(
      <Harness initial={[line('a', 60, 12.6), { ...line('b', 40, 8.4), LineNumber: 2 }]} />,
    );
    const first = screen.getByTestId('coding-Description-0');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(screen.getByTestId('coding-Description-1')).toHaveFocus();
    fireEvent.keyDown(screen.getByTestId('coding-Description-1'), { key: 'Enter' });
    expect(screen.getAllByTestId('coding-line')).toHaveLength(3);
    expect(screen.getByTestId('coding-Description-2')).toHaveFocus();
  });

  it('adds a line with Ctrl+Enter, duplicates with Ctrl+D and deletes with Ctrl+Delete', () => {
    renderWithProviders(<Harness initial={[line('a', 100, 21)]} />);
    const first = screen.getByTestId('coding-Description-0');
    fireEvent.keyDown(first, { key: 'd', ctrlKey: true });
    expect(screen.getAllByTestId('coding-line')).toHaveLength(2);
    expect(screen.getByTestId('coding-Description-1')).toHaveValue('a');
    fireEvent.keyDown(screen.getByTestId('coding-Description-1'), { key: 'Enter', ctrlKey: true });
    expect(screen.getAllByTestId('coding-line')).toHaveLength(3);
    fireEvent.keyDown(screen.getByTestId('coding-Description-2'), { key: 'Delete', ctrlKey: true });
    expect(screen.getAllByTestId('coding-line')).toHaveLength(2);
  });

  it('splits the current line in two halves from the toolbar', () => {
    renderWithProviders(<Harness initial={[line('a', 100, 21)]} />);
    fireEvent.click(screen.getByTestId('coding-split-line'));
    expect(screen.getAllByTestId('coding-line')).toHaveLength(2);
    expect(screen.getByTestId('coding-difference-Gross')).toHaveTextContent('0.00');
  });
});

describe('the coding totals', () => {
  it('show the lines against the invoice and highlight a difference', () => {
    renderWithProviders(<CodingTotals lines={[{ NetAmount: 60, VatAmount: 12.6 }]} header={header} />);
    expect(screen.getByTestId('coding-total-Net')).toHaveTextContent('60.00');
    expect(screen.getByTestId('coding-difference-Net')).toHaveTextContent('40.00');
    expect(screen.getByTestId('coding-difference-Net')).toHaveAttribute('data-off', 'true');
    expect(screen.getByTestId('coding-difference-Gross')).toHaveTextContent('48.40');
  });

  it('show no highlight when the lines add up', () => {
    renderWithProviders(<CodingTotals lines={[{ NetAmount: 100, VatAmount: 21 }]} header={header} />);
    for (const row of ['Net', 'Vat', 'Gross'])
      expect(screen.getByTestId(`coding-difference-${row}`)).not.toHaveAttribute('data-off');
  });
});
