import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionRight } from '../../../domain/rights/rights';
import type { PaymentBatch } from '../../api/paymentBatches';
import { json } from '../../test/fetchStub';
import { PaymentBatchPage } from './PaymentBatchPage';
import { renderPayments } from './testRender';
import { paymentBatch } from './testRows';

type Call = { method: string; path: string; body: unknown };

/** Answers the batch as stored: cancelling it changes what later reads see. */
function stub(initial: PaymentBatch) {
  const calls: Call[] = [];
  let batch = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/User/GetCurrentUser') return json(200, { Id: 'u-clerk' });
      if (path.startsWith('/api/PaymentBatch/Cancel/')) {
        batch = { ...batch, Status: 'Cancelled', MayApprove: false };
        return json(200, batch);
      }
      if (path === `/api/PaymentBatch/${batch.Id}`) return json(200, batch);
      return json(200, []);
    }),
  );
  return calls;
}

const open = (rights: ActionRight[]) =>
  renderPayments(<PaymentBatchPage />, {
    path: '/payment-batches/b1',
    route: '/payment-batches/:id',
    rights,
  });

const cancelCalls = (calls: Call[]) =>
  calls.filter((call) => call.path.startsWith('/api/PaymentBatch/Cancel/'));

describe('cancelling a payment batch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms only with a remark, sends it along, and then shows the batch Cancelled', async () => {
    const calls = stub(paymentBatch({}));
    await open(['MayEditDocuments']);
    await userEvent.click(await screen.findByTestId('batch-cancel'));
    const confirm = await screen.findByTestId('cancel-batch-confirm');
    await userEvent.click(confirm);
    expect(await screen.findByText('Enter a remark to cancel this payment batch.')).toBeInTheDocument();
    const remark = screen.getByTestId('cancel-batch-remark');
    await userEvent.type(remark, '   ');
    await userEvent.click(confirm);
    expect(cancelCalls(calls)).toEqual([]);

    await userEvent.type(remark, 'made by mistake');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(cancelCalls(calls)).toEqual([
        { method: 'POST', path: '/api/PaymentBatch/Cancel/b1', body: { Remark: 'made by mistake' } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('batch-status')).toHaveAttribute('data-status', 'Cancelled'),
    );
    // Its open lines will never be paid: they read as cancelled, not as open.
    for (const badge of screen.getAllByTestId('line-status'))
      if (badge.getAttribute('data-status') === 'Concept') expect(badge).toHaveTextContent(/^Cancelled$/);
    // Cancelled is final: no cancel, approve or complete button any more.
    expect(screen.queryByTestId('batch-cancel')).toBeNull();
    expect(screen.queryByTestId('batch-approve')).toBeNull();
  });

  it('makes a new line on Enter and confirms on Ctrl+Enter', async () => {
    const calls = stub(paymentBatch({ Status: 'Approved' }));
    await open(['MayEditDocuments']);
    await userEvent.click(await screen.findByTestId('batch-cancel'));
    const remark = await screen.findByTestId('cancel-batch-remark');
    await userEvent.type(remark, 'rejected{Enter}by the bank');
    expect(remark).toHaveValue('rejected\nby the bank');
    expect(cancelCalls(calls)).toEqual([]);

    await userEvent.type(remark, '{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(cancelCalls(calls)).toEqual([
        { method: 'POST', path: '/api/PaymentBatch/Cancel/b1', body: { Remark: 'rejected\nby the bank' } },
      ]),
    );
  });

  it('is not offered without the right to change batches', async () => {
    stub(paymentBatch({}));
    await open(['MayApprovePaymentBatches', 'MayApprovePay']);
    await screen.findByTestId('batch-approve');
    expect(screen.queryByTestId('batch-cancel')).toBeNull();
  });

  it('is not offered for a Completed batch', async () => {
    stub(paymentBatch({ Status: 'Completed' }));
    await open(['MayEditDocuments']);
    await screen.findByTestId('batch-download');
    expect(screen.queryByTestId('batch-cancel')).toBeNull();
  });
});
