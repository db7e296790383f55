import { documentCountOf, type PageFacts, proposeSplit, SeparatorBarcode } from './split';

const page = (facts: Partial<PageFacts> = {}): PageFacts => ({
  fileIndex: 0,
  isBlank: false,
  barcode: '',
  pageLabel: '',
  documentNumber: '',
  ...facts,
});
const separator = (fileIndex = 0) => page({ fileIndex, barcode: SeparatorBarcode });
const blank = () => page({ isBlank: true });
const shape = (pages: PageFacts[], splitOnBlankPages = true) =>
  proposeSplit(pages, { splitOnBlankPages }).map((p) =>
    p.isDeleted ? 'x' : `${p.documentIndex}${p.splitReason ? `:${p.splitReason}` : ''}`,
  );

describe('proposeSplit', () => {
  it('keeps one file without markers as one document starting at First', () => {
    expect(shape([page(), page(), page()])).toEqual(['0:First', '0', '0']);
  });

  it('starts a document at every new file', () => {
    expect(shape([page(), page({ fileIndex: 1 }), page({ fileIndex: 1 })])).toEqual([
      '0:First',
      '1:File',
      '1',
    ]);
  });

  it('drops a separator sheet and starts a document at the next page', () => {
    expect(shape([page(), separator(), page(), page()])).toEqual(['0:First', 'x', '1:Separator', '1']);
  });

  it('reads the separator among other codes on the page', () => {
    expect(shape([page(), page({ barcode: `ABC\n${SeparatorBarcode}` }), page()])).toEqual([
      '0:First',
      'x',
      '1:Separator',
    ]);
  });

  it('makes one split of a run of separators and blank pages', () => {
    expect(shape([page(), separator(), blank(), separator(), page()])).toEqual([
      '0:First',
      'x',
      'x',
      'x',
      '1:Separator',
    ]);
  });

  it('never makes an empty document of separators at the start or the end', () => {
    expect(shape([separator(), page(), page(), separator()])).toEqual(['x', '0:First', '0', 'x']);
  });

  it('drops a blank page and starts a document at the next page', () => {
    expect(shape([page(), blank(), page()])).toEqual(['0:First', 'x', '1:BlankPage']);
  });

  it('drops blank pages without splitting when splitOnBlankPages is off', () => {
    expect(shape([page(), blank(), page()], false)).toEqual(['0:First', 'x', '0']);
  });

  it('starts a document at a page labelled 1/N', () => {
    const pages = [page({ pageLabel: '1/2' }), page({ pageLabel: '2/2' }), page({ pageLabel: '1/1' })];
    expect(shape(pages)).toEqual(['0:First', '0', '1:NewFirstPage']);
  });

  it('starts a document where the invoice number changes, not where it is missing', () => {
    const pages = [
      page({ documentNumber: 'F1' }),
      page(),
      page({ documentNumber: 'F1' }),
      page({ documentNumber: 'F2' }),
    ];
    expect(shape(pages)).toEqual(['0:First', '0', '0', '1:NewFirstPage']);
  });

  it('gives the file reason precedence over a separator run at a file boundary', () => {
    expect(shape([page(), separator(1), page({ fileIndex: 1 })])).toEqual(['0:First', 'x', '1:File']);
  });

  it('counts the documents of a proposal', () => {
    expect(documentCountOf(proposeSplit([page(), separator(), page(), blank(), page()]))).toBe(3);
    expect(documentCountOf(proposeSplit([blank(), separator()]))).toBe(0);
  });
});
