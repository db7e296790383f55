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

const approverRights: ActionRight[] = ['MayApprovePaymentBatches', 'MayApprovePay', 'MayEditDocuments'];

/** Answers the batch as stored: approving it changes what later reads see. */
function stub(initial: PaymentBatch, userId: string) {
  const calls: Call[] = [];
  let batch = initial;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/User/GetCurrentUser') return json(200, { Id: userId });
      if (path.startsWith('/api/PaymentBatch/Approve/')) {
        batch = { ...batch, Status: 'Approved', ApprovedByName: 'Alex Approver', MayApprove: false };
        return json(200, batch);
      }
      if (path.startsWith('/api/PaymentBatchLine/l1?')) {
        batch = {
          ...batch,
          Lines: batch.Lines.map((line) => (line.Id === 'l1' ? { ...line, Status: 'Removed' } : line)),
        };
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

describe('approving a payment batch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is closed to the batch creator, saying someone else must approve it', async () => {
    stub(paymentBatch({}), 'u-creator');
    await open(approverRights);
    const button = await screen.findByTestId('batch-approve');
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByTestId('batch-approve-reason')).toHaveTextContent(/someone else must approve it/);
  });

  it('is closed to a user without the approval rights, saying which rights it needs', async () => {
    stub(paymentBatch({}), 'u-other');
    await open(['MayEditDocuments', 'MayApprovePay']);
    const button = await screen.findByTestId('batch-approve');
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByTestId('batch-approve-reason')).toHaveTextContent(/rights to approve payment batches/);
  });

  it('shows the totals and what blocks approval before approving, and refuses while blocked', async () => {
    stub(paymentBatch({ Blockers: ['Payment_Batch_Bank_Account_Unconfirmed%%Acme Supplies'] }), 'u-approver');
    await open(approverRights);
    const button = await screen.findByTestId('batch-approve');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByTestId('approve-count')).toHaveTextContent('2');
    expect(screen.getByTestId('approve-total')).toHaveTextContent('€350.50');
    expect(screen.getByTestId('approve-blockers')).toHaveTextContent(/Acme Supplies/);
    expect(screen.getByTestId('approve-confirm')).toBeDisabled();
  });

  it('approves as another user with the rights, after which the file can be downloaded', async () => {
    const calls = stub(paymentBatch({}), 'u-approver');
    await open(approverRights);
    expect(await screen.findByTestId('batch-download')).toBeDisabled();
    const button = screen.getByTestId('batch-approve');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await userEvent.click(await screen.findByTestId('approve-confirm'));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/PaymentBatch/Approve/b1',
        body: { Id: 'b1', Status: 'Approved' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('batch-status')).toHaveAttribute('data-status', 'Approved'),
    );
    expect(screen.getByTestId('batch-download')).toBeEnabled();
    expect(screen.queryByTestId('batch-approve')).toBeNull();
  });

  it('removes a line only with a remark, which goes along with the call', async () => {
    const calls = stub(paymentBatch({}), 'u-creator');
    await open(approverRights);
    const [first] = await screen.findAllByTestId('line-remove');
    await userEvent.click(first);
    await userEvent.click(await screen.findByTestId('remove-line-confirm'));
    expect(await screen.findByText('Enter a remark to remove this line.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.type(screen.getByTestId('remove-line-remark'), 'Paid by hand');
    await userEvent.click(screen.getByTestId('remove-line-confirm'));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/api/PaymentBatchLine/l1?remark=Paid+by+hand',
        body: undefined,
      }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('line-status')[0]).toHaveAttribute('data-status', 'Removed'),
    );
  });
});
