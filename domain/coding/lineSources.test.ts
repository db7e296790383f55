import { firstLineSource, MINIMUM_SUGGESTION_CONFIDENCE, postingTemplateFor } from './lineSources';
import type { CodingSuggestion } from './suggestion';

const suggestion = (Confidence: number): CodingSuggestion => ({
  Lines: [
    {
      GeneralLedger: '4100',
      VatCode: 'H',
      Dimension1: '',
      Dimension2: '',
      Dimension3: '',
      Dimension4: '',
      Dimension5: '',
      Project: '',
      SplitType: 'Rest',
      SplitValue: 100,
    },
  ],
  Confidence,
  BasedOn: 5,
  Considered: 5,
});

const all = {
  purchaseOrderLines: [{ LineNumber: 1 }],
  electronicTemplateLines: [{ LineNumber: 1 }],
  electronicLines: [{ LineNumber: 1 }],
  postingTemplate: { Id: 'template' },
  suggestion: suggestion(0.9),
  vendorDefaults: { GeneralLedger: '4000' },
};

describe('the order of line sources', () => {
  it('takes purchase-order lines, then template lines of the e-invoice, its own lines, posting template, learned suggestion, vendor defaults', () => {
    expect(firstLineSource(all).Source).toBe('PurchaseOrder');
    expect(firstLineSource({ ...all, purchaseOrderLines: [] }).Source).toBe('ElectronicTemplate');
    expect(firstLineSource({ ...all, purchaseOrderLines: [], electronicTemplateLines: [] }).Source).toBe(
      'ElectronicInvoice',
    );
    expect(
      firstLineSource({
        ...all,
        purchaseOrderLines: [],
        electronicTemplateLines: null,
        electronicLines: null,
      }).Source,
    ).toBe('PostingTemplate');
    expect(firstLineSource({ suggestion: all.suggestion, vendorDefaults: all.vendorDefaults }).Source).toBe(
      'Learned',
    );
    expect(firstLineSource({ vendorDefaults: all.vendorDefaults }).Source).toBe('VendorDefaults');
    expect(firstLineSource({})).toEqual({ Source: 'None' });
  });

  it('brings what the winning source has', () => {
    expect(firstLineSource(all)).toEqual({ Source: 'PurchaseOrder', Lines: [{ LineNumber: 1 }] });
    expect(firstLineSource({ postingTemplate: all.postingTemplate })).toEqual({
      Source: 'PostingTemplate',
      Template: { Id: 'template' },
    });
    expect(firstLineSource({ suggestion: all.suggestion })).toEqual({
      Source: 'Learned',
      Suggestion: all.suggestion,
    });
  });

  it('skips a suggestion below the minimum confidence', () => {
    const unsure = { suggestion: suggestion(0.5), vendorDefaults: all.vendorDefaults };

    expect(MINIMUM_SUGGESTION_CONFIDENCE).toBe(0.6);
    expect(firstLineSource(unsure).Source).toBe('VendorDefaults');
    expect(firstLineSource({ suggestion: suggestion(0.6) }).Source).toBe('Learned');
    expect(firstLineSource({ suggestion: suggestion(0.59) }).Source).toBe('None');
  });
});

describe('the posting template for an invoice', () => {
  const template = (
    Id: string,
    TargetType: string,
    RelationCode: string,
    IsDefault: boolean,
    SortNumber = 0,
  ) => ({
    Id,
    TargetType,
    RelationCode,
    IsDefault,
    SortNumber,
    DocumentType: 'PurchaseInvoice',
  });
  const templates = [
    template('company', 'All', '', true),
    template('vendor', 'Vendor', 'V100', true),
    template('other', 'Vendor', 'V200', false),
  ];
  const invoice = { DocumentType: 'PurchaseInvoice', RelationCode: 'V100' };

  it('takes the chosen template, else the vendor default, else the company default', () => {
    expect(postingTemplateFor(templates, { ...invoice, ChosenTemplateId: 'other' })?.Id).toBe('other');
    expect(postingTemplateFor(templates, invoice)?.Id).toBe('vendor');
    expect(postingTemplateFor(templates, { ...invoice, RelationCode: 'V300' })?.Id).toBe('company');
  });

  it('only counts templates of the document type and takes the lowest sort number first', () => {
    expect(postingTemplateFor(templates, { ...invoice, DocumentType: 'SalesInvoice' })).toBeNull();
    const two = [template('second', 'All', '', true, 2), template('first', 'All', '', true, 1)];
    expect(postingTemplateFor(two, { ...invoice, RelationCode: 'V300' })?.Id).toBe('first');
  });
});
