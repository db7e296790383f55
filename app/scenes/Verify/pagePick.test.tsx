import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { VerifyDocument } from '../../../domain/verify/types';
import { stubApi } from '../../test/fetchStub';
import { createTestI18n, renderWithProviders } from '../../test/render';
import { PageWordLayer } from './PageWordLayer';
import { useFieldPicks } from './useFieldPicks';
import { VerifyHeaderForm } from './VerifyHeaderForm';
import { correctionsOf, formOf, type PageWordOnPage, pickedValue, type VerifyForm } from './verifyModel';

const doc = {
  Id: 'd1',
  CompanyId: 'c1',
  DocumentType: 'PurchaseInvoice',
  RelationId: null,
  RelationCode: '',
  RelationName: '',
  Number: '',
  Date: null,
  DueDate: null,
  Currency: 'EUR',
  NetAmount: 0,
  VatAmount: 0,
  GrossAmount: 0,
  InvoiceType: 'Debit',
  IbanNumber: '',
  PurchaseOrderNumber: '',
  PaymentReference: '',
  Description: '',
  Comment: '',
} as unknown as VerifyDocument;

// Words of one page in reading order: a label and its value on each line.
const words: PageWordOnPage[] = [
  { Page: 1, Text: 'Factuurdatum', Box: [0.1, 0.2, 0.15, 0.02] },
  { Page: 1, Text: '5', Box: [0.4, 0.2, 0.02, 0.02] },
  { Page: 1, Text: 'maart', Box: [0.43, 0.2, 0.06, 0.02] },
  { Page: 1, Text: '2025', Box: [0.5, 0.2, 0.05, 0.02] },
  { Page: 1, Text: 'Totaal', Box: [0.1, 0.6, 0.08, 0.02] },
  { Page: 1, Text: '€', Box: [0.4, 0.6, 0.02, 0.02] },
  { Page: 1, Text: '1.234,56', Box: [0.43, 0.6, 0.1, 0.02] },
];

/** The header form and a page's words wired as the verify workspace wires them. */
function Harness({ onForm }: { onForm: (form: VerifyForm, corrections: unknown) => void }) {
  const [form, setForm] = useState(() => formOf(doc));
  const update = (change: Partial<VerifyForm>) =>
    setForm((before) => {
      const next = { ...before, ...change };
      onForm(next, correctionsOf(formOf(doc), next, {}, picking.picks));
      return next;
    });
  const picking = useFieldPicks(update, false);
  onForm(form, correctionsOf(formOf(doc), form, {}, picking.picks));
  return (
    <>
      <VerifyHeaderForm
        document={doc}
        form={form}
        onChange={(change) => update(change)}
        recognized={{}}
        settings={undefined}
        problems={{}}
        readOnly={false}
        onFocusField={picking.onFocusField}
        vendorIbans={[]}
        manualAdapter={false}
      />
      <div style={{ position: 'relative' }}>
        <PageWordLayer words={words} page={1} rotation={0} onPick={picking.pick} />
      </div>
    </>
  );
}

function renderHarness(language: string) {
  stubApi([]);
  let latest: { form: VerifyForm; corrections: unknown } | null = null;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Harness onForm={(form, corrections) => (latest = { form, corrections })} />
    </QueryClientProvider>,
    { i18n: createTestI18n(language) },
  );
  return () => latest as unknown as { form: VerifyForm; corrections: Array<Record<string, unknown>> };
}

const word = (text: string) => {
  const found = screen.getAllByTestId('verify-word').find((element) => element.dataset.text === text);
  if (!found) throw new Error(`no word ${text}`);
  return found;
};
const input = (field: string) => screen.getByTestId(`verify-${field}`) as HTMLInputElement;

// jsdom has no FontFaceSet; the comment field's autosize listens on it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

describe('picking a value on the page', () => {
  it('fills the focused amount field with the clicked word, parsed and formatted for the locale', async () => {
    const state = renderHarness('nl-NL');
    await userEvent.click(input('GrossAmount'));
    await userEvent.type(input('GrossAmount'), '99');
    await userEvent.click(word('1.234,56'));
    expect(input('GrossAmount')).toHaveValue('1.234,56');
    expect(input('GrossAmount')).toHaveFocus();
    expect(state().form.GrossAmount).toBe(1234.56);
    // The typed draft is gone: leaving the field keeps the picked amount.
    await userEvent.tab();
    expect(state().form.GrossAmount).toBe(1234.56);
    const [correction] = state().corrections;
    expect(correction).toMatchObject({ Field: 'GrossAmount', Page: 1 });
    for (const [index, value] of (correction.Box as number[]).entries())
      expect(value).toBeCloseTo([0.43, 0.6, 0.1, 0.02][index], 5);
  });

  it('shows the picked amount in the en-US format', async () => {
    const state = renderHarness('en-US');
    await userEvent.click(input('NetAmount'));
    await userEvent.click(word('1.234,56'));
    expect(input('NetAmount')).toHaveValue('1,234.56');
    expect(state().form.NetAmount).toBe(1234.56);
  });

  it('fills the date field last focused with the words dragged over, as a date', async () => {
    const state = renderHarness('nl-NL');
    await userEvent.click(input('Date'));
    fireEvent.mouseDown(word('5'));
    fireEvent.mouseEnter(word('maart'));
    fireEvent.mouseEnter(word('2025'));
    // Let go beside the words: the drag ends on the last word it crossed.
    fireEvent.mouseUp(document.body);
    expect(state().form.Date).toBe('2025-03-05');
    expect(input('Date')).toHaveValue('05-03-2025');
    expect(input('Date')).toHaveFocus();
    const [correction] = state().corrections;
    expect(correction).toMatchObject({ Field: 'Date', Page: 1 });
    expect((correction.Box as number[])[0]).toBeCloseTo(0.4, 5);
    expect((correction.Box as number[])[2]).toBeCloseTo(0.15, 5);
  });

  it('picks the words between a click and a shift-click', async () => {
    const state = renderHarness('nl-NL');
    const user = userEvent.setup();
    await user.click(input('Number'));
    await user.click(word('Totaal'));
    await user.keyboard('{Shift>}');
    await user.click(word('1.234,56'));
    await user.keyboard('{/Shift}');
    expect(state().form.Number).toBe('Totaal € 1.234,56');
    expect(input('Number')).toHaveValue('Totaal € 1.234,56');
    expect(input('Number')).toHaveFocus();
  });

  it('leaves a field alone when the word is no value for it', async () => {
    const state = renderHarness('nl-NL');
    await userEvent.click(input('GrossAmount'));
    await userEvent.click(word('Factuurdatum'));
    expect(state().form.GrossAmount).toBe(0);
  });
});

describe('pickedValue', () => {
  it('reads each kind of field with its parser', () => {
    expect(pickedValue('VatAmount', '€ 1.234,56')).toEqual({ VatAmount: 1234.56 });
    expect(pickedValue('DueDate', '19-04-2025')).toEqual({ DueDate: '2025-04-19' });
    expect(pickedValue('DueDate', 'Vervaldatum:')).toBeNull();
    expect(pickedValue('IbanNumber', 'NL91 ABNA 0417 1643 00')).toEqual({ IbanNumber: 'NL91ABNA0417164300' });
    expect(pickedValue('IbanNumber', 'Totaal')).toBeNull();
    expect(pickedValue('Currency', 'eur')).toEqual({ Currency: 'EUR' });
    expect(pickedValue('RelationId', 'Van Dam')).toBeNull();
  });
});
