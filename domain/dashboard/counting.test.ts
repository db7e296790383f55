import { StepCounts, typesToCount } from './counting';

describe('what each step counts', () => {
  it('counts sources for Import and Classify: not yet converted, and converted without a document', () => {
    expect(StepCounts.Import).toMatchObject({ kind: 'sources', sourceStatuses: ['New', 'Processing'] });
    expect(StepCounts.Classify).toMatchObject({
      kind: 'sources',
      sourceStatuses: ['Converted', 'ConvertedError'],
      withoutDocuments: true,
    });
  });

  it('counts what the verify list holds for Validate (e-invoices read on arrival too), of every type, blocked ones left out', () => {
    expect(StepCounts.Validate).toMatchObject({
      documentStatuses: ['New_Purchase_Invoice', 'New_Sales_Invoice', 'Imported', 'Import_Error'],
      notBlocked: true,
      documentTypes: ['PurchaseInvoice', 'SalesInvoice', 'PackingSlip'],
    });
  });

  it("counts Post, Approve and Payable with the overview's status filter, only per user for Approve", () => {
    expect(StepCounts.Post).toMatchObject({ statusFilter: 'To_Post', perUser: false });
    expect(StepCounts.Approve).toMatchObject({ statusFilter: 'Pending_Approval', perUser: true });
    expect(StepCounts.Payable).toMatchObject({ statusFilter: 'Payable', perUser: false });
  });

  it('narrows the types to those asked for; none asked for means all', () => {
    expect(typesToCount(StepCounts.Post, [])).toEqual(['PurchaseInvoice', 'SalesInvoice']);
    expect(typesToCount(StepCounts.Post, ['SalesInvoice', 'PackingSlip'])).toEqual(['SalesInvoice']);
    expect(typesToCount(StepCounts.Approve, ['PackingSlip'])).toEqual([]);
  });
});
