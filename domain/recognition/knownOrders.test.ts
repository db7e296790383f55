import { extractFields } from './extract';
import { MaxPrintedCodes, printedCodes, withKnownOrder } from './knownOrders';
import { pageOf } from './testPages';

// The buyer's order number under a label that says nothing of orders, in a value that does not name itself an order
// (as "PO-…" would): only the purchase orders in master data tell it.
const page = pageOf(1, [
  [0.05, 'Blue Fern Catering Services Ltd'],
  [0.2, 'Invoice N°: F202500473'],
  [0.22, 'Date: 02/12/2025'],
  [0.24, 'Project: REF-233354'],
  [0.5, [0.6, 'Total:'], [0.8, '£5,084.57']],
]);
const read = extractFields([page]).Fields;
const codes = printedCodes([page]);

describe('the order number checked against the purchase orders', () => {
  it('lists the codes printed on the page once each, with their place', () => {
    expect(codes.map((code) => code.Code)).toEqual(['F202500473', '02/12/2025', 'REF-233354']);
    expect(codes[2]).toMatchObject({ Page: 1, Box: [expect.any(Number), 0.24, expect.any(Number), 0.012] });
    const many = pageOf(1, [[0.1, Array.from({ length: 600 }, (_, index) => `A${index}`).join(' ')]]);
    expect(printedCodes([many])).toHaveLength(MaxPrintedCodes);
  });

  it('takes a known order printed under any label, as the master data spells it', () => {
    expect(read.PurchaseOrderNumber).toBeUndefined();
    expect(withKnownOrder(read, codes, ['ref-233354']).PurchaseOrderNumber).toEqual({
      Value: 'ref-233354',
      Confidence: 0.95,
      Page: 1,
      Box: codes[2].Box,
      Source: 'MasterData',
    });
  });

  it('is less sure when the page names several known orders, and takes the first printed', () => {
    const both = withKnownOrder(read, codes, ['REF-233354', '02/12/2025']).PurchaseOrderNumber;
    expect(both).toMatchObject({ Value: '02/12/2025', Confidence: 0.7 });
  });

  it('makes a reading that is a known order sure, and replaces one that is not', () => {
    const labelled = extractFields([
      pageOf(1, [
        [0.2, 'Factuurnummer: 2025-0643'],
        [0.22, 'Uw ordernummer: PO-36053'],
        [0.24, 'Referentie: PO-36099'],
      ]),
    ]).Fields;
    expect(labelled.PurchaseOrderNumber?.Value).toBe('PO-36053');
    const codesOf = printedCodes([
      pageOf(1, [
        [0.22, 'PO-36053'],
        [0.24, 'PO-36099'],
      ]),
    ]);
    expect(withKnownOrder(labelled, codesOf, ['PO-36053']).PurchaseOrderNumber).toMatchObject({
      Value: 'PO-36053',
      Confidence: 0.97,
      Source: labelled.PurchaseOrderNumber?.Source,
    });
    expect(withKnownOrder(labelled, codesOf, ['PO-36099']).PurchaseOrderNumber).toMatchObject({
      Value: 'PO-36099',
      Source: 'MasterData',
    });
  });

  it("never takes the document's own number for an order, and changes nothing without known orders", () => {
    expect(withKnownOrder(read, codes, ['F202500473']).PurchaseOrderNumber).toBeUndefined();
    expect(withKnownOrder(read, codes, [])).toBe(read);
  });
});
