import { approvalTotals, approveRefusal, changeRefusal, lineActions } from './approval';
import { batchLine, paymentBatch } from './testRows';

const approver = {
  userId: 'u-approver',
  actionRights: new Set(['MayApprovePaymentBatches', 'MayApprovePay', 'MayEditDocuments']),
  readOnly: false,
};

describe('who may approve a payment batch', () => {
  it('opens approval to another user with both approval rights', () => {
    expect(approveRefusal(paymentBatch({}), approver)).toBeNull();
  });

  it('never lets the creator approve their own batch (four eyes)', () => {
    expect(approveRefusal(paymentBatch({}), { ...approver, userId: 'u-creator' })).toBe(
      'Payment_Batch_Approve_Own_Not_Allowed',
    );
  });

  it('needs both MayApprovePaymentBatches and MayApprovePay', () => {
    for (const missing of ['MayApprovePaymentBatches', 'MayApprovePay']) {
      const rights = new Set([...approver.actionRights].filter((right) => right !== missing));
      expect(approveRefusal(paymentBatch({}), { ...approver, actionRights: rights })).toBe(
        'Payment_Batch_Approve_No_Right',
      );
    }
  });

  it('approves only a Concept batch', () => {
    for (const Status of ['Approved', 'Completed', 'Cancelled'] as const) {
      expect(approveRefusal(paymentBatch({ Status }), approver)).toBe('Payment_Batch_Not_Concept');
    }
  });

  it('refuses in a read-only session, and whenever the server says no', () => {
    expect(approveRefusal(paymentBatch({}), { ...approver, readOnly: true })).toBe('Error_ReadOnly_Account');
    expect(approveRefusal(paymentBatch({ MayApprove: false }), approver)).toBe(
      'Payment_Batch_Approve_Not_Allowed',
    );
  });
});

describe('changing batches and their lines', () => {
  it('needs the edit right and a session that may write', () => {
    expect(changeRefusal(approver)).toBeNull();
    expect(changeRefusal({ ...approver, readOnly: true })).toBe('Error_ReadOnly_Account');
    expect(changeRefusal({ ...approver, actionRights: new Set() })).toBe('Payment_Batch_No_Change_Right');
  });

  it('removes open lines of a Concept batch and marks open lines of an Approved batch paid', () => {
    const open = batchLine({});
    expect(lineActions({ Status: 'Concept' }, open, true)).toEqual({ remove: true, markPaid: false });
    expect(lineActions({ Status: 'Approved' }, open, true)).toEqual({ remove: false, markPaid: true });
    expect(lineActions({ Status: 'Approved' }, batchLine({ Status: 'Paid' }), true)).toEqual({
      remove: false,
      markPaid: false,
    });
    expect(lineActions({ Status: 'Concept' }, open, false)).toEqual({ remove: false, markPaid: false });
  });

  it('totals the lines that will be paid, leaving removed lines out', () => {
    const batch = paymentBatch({
      Lines: [
        batchLine({ Id: 'a', Amount: 100.1 }),
        batchLine({ Id: 'b', Amount: 200.2 }),
        batchLine({ Id: 'c', Amount: 999, Status: 'Removed' }),
      ],
    });
    expect(approvalTotals(batch)).toEqual({ count: 2, amount: 300.3, removed: 1 });
  });
});
