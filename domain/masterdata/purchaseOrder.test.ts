import { InvoicedStatuses, invoicedStatusOf, isOpen, PurchaseOrderInput } from './purchaseOrder';

const line = (Quantity: number, QuantityInvoiced: number) => ({ Quantity, QuantityInvoiced });

describe('purchase order invoiced status (spec 002 §4)', () => {
  it('has the spec statuses', () => {
    expect(InvoicedStatuses).toEqual(['Unknown', 'New', 'Partially_Completed', 'Completed', 'Cancelled']);
  });

  it('is New until something is invoiced, Partially_Completed while lines remain, Completed when all are', () => {
    expect(invoicedStatusOf([])).toBe('New');
    expect(invoicedStatusOf([line(10, 0), line(5, 0)])).toBe('New');
    expect(invoicedStatusOf([line(10, 4), line(5, 0)])).toBe('Partially_Completed');
    expect(invoicedStatusOf([line(10, 10), line(5, 6)])).toBe('Completed');
  });

  it('is Cancelled when cancelled, whatever the lines say; only New and partial orders are open', () => {
    expect(invoicedStatusOf([line(10, 10)], true)).toBe('Cancelled');
    expect(isOpen('New') && isOpen('Partially_Completed')).toBe(true);
    expect(isOpen('Completed') || isOpen('Cancelled')).toBe(false);
  });

  it('rounds quantities and unit prices to 3 decimals', () => {
    const parsed = PurchaseOrderInput.parse({
      Code: 'PO1',
      Lines: [{ Quantity: 1.23456, UnitPrice: 2.00049 }],
    });
    expect(parsed.Lines[0]).toMatchObject({ Quantity: 1.235, UnitPrice: 2 });
  });
});
