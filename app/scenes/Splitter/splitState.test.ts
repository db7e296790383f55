import {
  deletePage,
  fromSource,
  isChanged,
  joinWithPrevious,
  moveFocus,
  movePage,
  movePageTo,
  pagesInOrder,
  restorePage,
  rotatePage,
  type SplitState,
  splitBefore,
  toSaveInput,
  turned,
  updateDocument,
} from './splitState';
import { company, otherCompany, source } from './testSource';

const layout = (state: SplitState) => state.documents.map((document) => document.Pages.map((p) => p.Id));
const reasons = (state: SplitState) =>
  state.documents.map((document) => document.Pages.map((p) => p.SplitReason));

describe('splitter working copy (spec 001 §4)', () => {
  it('starts from the proposal with the focus on the first page', () => {
    const state = fromSource(source());
    expect(layout(state)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
    expect(state.deleted.map((p) => p.Id)).toEqual(['p5']);
    expect(state.focus).toBe('p1');
  });

  it('moves the focus through the pages in reading order and stops at the ends', () => {
    let state = fromSource(source());
    state = moveFocus(moveFocus(state, 1), 1);
    expect(state.focus).toBe('p3');
    expect(moveFocus(fromSource(source()), -1).focus).toBe('p1');
    state = moveFocus(moveFocus(state, 1), 1);
    expect(state.focus).toBe('p4');
  });

  it('splits before a page into a new document with the same type and company, marked User', () => {
    const state = splitBefore(fromSource(source()), 'p2');
    expect(layout(state)).toEqual([['p1'], ['p2'], ['p3', 'p4']]);
    expect(reasons(state)).toEqual([['First'], ['User'], ['File', '']]);
    expect(state.documents[1]?.CompanyId).toBe(company);
    expect(new Set(state.documents.map((d) => d.key)).size).toBe(3);
  });

  it('does not split before the first page of a document', () => {
    const state = fromSource(source());
    expect(splitBefore(state, 'p3')).toBe(state);
  });

  it('joins a document with the previous one, the joined first page losing its reason', () => {
    const state = joinWithPrevious(fromSource(source()), 'p4');
    expect(layout(state)).toEqual([['p1', 'p2', 'p3', 'p4']]);
    expect(reasons(state)).toEqual([['First', '', '', '']]);
    const first = fromSource(source());
    expect(joinWithPrevious(first, 'p2')).toBe(first);
  });

  it('moves a page to the start of the next document, which it then starts', () => {
    const state = movePage(fromSource(source()), 'p2', 1);
    expect(layout(state)).toEqual([['p1'], ['p2', 'p3', 'p4']]);
    expect(reasons(state)).toEqual([['First'], ['User', '', '']]);
    expect(state.focus).toBe('p2');
  });

  it('moves a page to the end of the previous document and drops an emptied document', () => {
    let state = movePage(fromSource(source()), 'p3', -1);
    expect(layout(state)).toEqual([['p1', 'p2', 'p3'], ['p4']]);
    expect(reasons(state)).toEqual([['First', '', ''], ['User']]);
    state = movePage(state, 'p4', -1);
    expect(layout(state)).toEqual([['p1', 'p2', 'p3', 'p4']]);
  });

  it('does not move a page past the first or last document', () => {
    const state = fromSource(source());
    expect(movePage(state, 'p1', -1)).toBe(state);
    expect(movePage(state, 'p4', 1)).toBe(state);
  });

  it('drops a page at a position, also within its own document', () => {
    const base = fromSource(source());
    const second = base.documents[1]?.key ?? '';
    expect(layout(movePageTo(base, 'p1', second, 1))).toEqual([['p2'], ['p3', 'p1', 'p4']]);
    const first = base.documents[0]?.key ?? '';
    expect(layout(movePageTo(base, 'p1', first, 2))).toEqual([
      ['p2', 'p1'],
      ['p3', 'p4'],
    ]);
    expect(reasons(movePageTo(base, 'p1', first, 2))[0]).toEqual(['User', '']);
  });

  it('rotates a quarter turn either way within 0–270', () => {
    let state = rotatePage(fromSource(source()), 'p2', 90);
    expect(state.documents[0]?.Pages[1]?.Rotation).toBe(90);
    state = rotatePage(rotatePage(state, 'p2', -90), 'p2', -90);
    expect(state.documents[0]?.Pages[1]?.Rotation).toBe(270);
    expect(turned(270, 90)).toBe(0);
  });

  it('deletes a page into the tray, focus on the next page, and restores it at the end', () => {
    let state = deletePage(fromSource(source()), 'p2');
    expect(layout(state)).toEqual([['p1'], ['p3', 'p4']]);
    expect(state.deleted.map((p) => p.Id)).toEqual(['p5', 'p2']);
    expect(state.focus).toBe('p3');
    state = restorePage(state, 'p5', { DocumentType: 'PurchaseInvoice', CompanyId: company });
    expect(layout(state)).toEqual([['p1'], ['p3', 'p4', 'p5']]);
    expect(state.focus).toBe('p5');
  });

  it('restores into a document of its own when every page was deleted', () => {
    let state = fromSource(source());
    for (const id of ['p1', 'p2', 'p3', 'p4']) state = deletePage(state, id);
    expect(state.documents).toEqual([]);
    expect(state.focus).toBeNull();
    state = restorePage(state, 'p3', { DocumentType: 'SalesInvoice', CompanyId: otherCompany });
    expect(layout(state)).toEqual([['p3']]);
    expect(state.documents[0]).toMatchObject({ DocumentType: 'SalesInvoice', CompanyId: otherCompany });
  });

  it('knows when the working copy differs from the proposal', () => {
    const initial = fromSource(source());
    expect(isChanged(initial, moveFocus(initial, 1))).toBe(false);
    expect(isChanged(initial, rotatePage(initial, 'p1', 90))).toBe(true);
    expect(isChanged(initial, rotatePage(rotatePage(initial, 'p1', 90), 'p1', -90))).toBe(false);
    const key = initial.documents[0]?.key ?? '';
    expect(isChanged(initial, updateDocument(initial, key, { DocumentType: 'PackingSlip' }))).toBe(true);
  });

  it('builds the PUT /Splitter body with pages, rotations and deleted pages', () => {
    let state = movePage(fromSource(source()), 'p2', 1);
    state = rotatePage(state, 'p3', 90);
    const result = toSaveInput(state, source());
    expect(result).toEqual({
      input: {
        Id: source().Id,
        LastUpdate: source().LastUpdate,
        SourceDocuments: [
          { DocumentType: 'PurchaseInvoice', CompanyId: company, Pages: [{ Id: 'p1', Rotation: 0 }] },
          {
            DocumentType: 'PurchaseInvoice',
            CompanyId: company,
            Pages: [
              { Id: 'p2', Rotation: 0 },
              { Id: 'p3', Rotation: 90 },
              { Id: 'p4', Rotation: 0 },
            ],
          },
        ],
        DeletedPageIds: ['p5'],
      },
    });
    expect(pagesInOrder(state)).toHaveLength(4);
  });

  it('refuses to build the body while a document has no company', () => {
    const state = fromSource(source());
    const key = state.documents[1]?.key ?? '';
    expect(toSaveInput(updateDocument(state, key, { CompanyId: null }), source())).toEqual({
      missingCompany: [key],
    });
  });
});
