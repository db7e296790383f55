import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { Source, SplitterPage, SplitterSaveInput } from '../../../domain/intake/source';

/** A proposed document while the user works on it; `key` stays stable across edits (React keys, drops). */
export type SplitDocument = {
  key: string;
  DocumentType: OverviewDocumentType;
  CompanyId: string | null;
  Pages: SplitterPage[];
};

/** The splitter's working copy of one source: its documents in order, the deleted pages, the focused page. */
export type SplitState = {
  documents: SplitDocument[];
  deleted: SplitterPage[];
  focus: string | null;
  /** Next number for the key of a document made by a split. */
  nextKey: number;
};

type Located = { documentIndex: number; pageIndex: number };

/** The working copy of a source as the server proposed it; the focus on its first page. */
export function fromSource(source: Source): SplitState {
  const documents = source.SourceDocuments.filter((document) => document.Pages.length > 0).map(
    (document, index) => ({
      key: `d${index}`,
      DocumentType: document.DocumentType,
      CompanyId: document.CompanyId,
      Pages: document.Pages,
    }),
  );
  return {
    documents,
    deleted: source.DeletedPages,
    focus: documents[0]?.Pages[0]?.Id ?? null,
    nextKey: documents.length,
  };
}

/** Where a page is, or null when it is not in any document (deleted or unknown). */
export function locate(state: SplitState, pageId: string): Located | null {
  for (const [documentIndex, document] of state.documents.entries()) {
    const pageIndex = document.Pages.findIndex((page) => page.Id === pageId);
    if (pageIndex >= 0) return { documentIndex, pageIndex };
  }
  return null;
}

/** All pages in reading order. */
export function pagesInOrder(state: SplitState): SplitterPage[] {
  return state.documents.flatMap((document) => document.Pages);
}

/** The page of a document's first page marks why it starts there; a user's split says User. */
const startingAt = (page: SplitterPage, reason: SplitterPage['SplitReason']): SplitterPage => ({
  ...page,
  SplitReason: reason,
});

/** Drops documents without pages; the first page of each document keeps a split reason. */
function tidy(state: SplitState, documents: SplitDocument[]): SplitState {
  const kept = documents
    .filter((document) => document.Pages.length > 0)
    .map((document) => {
      const [first, ...rest] = document.Pages;
      if (first?.SplitReason !== '') return document;
      return { ...document, Pages: [startingAt(first, 'User'), ...rest] };
    });
  return { ...state, documents: kept };
}

/** Pages after the first lose their split reason (they no longer start a document). */
const inside = (pages: SplitterPage[]): SplitterPage[] =>
  pages.map((page) => (page.SplitReason === '' ? page : { ...page, SplitReason: '' }));

/** Moves the focus one page forward (+1) or back (-1) in reading order. */
export function moveFocus(state: SplitState, step: 1 | -1): SplitState {
  const pages = pagesInOrder(state);
  if (pages.length === 0) return state;
  const at = pages.findIndex((page) => page.Id === state.focus);
  const next = at < 0 ? 0 : Math.min(pages.length - 1, Math.max(0, at + step));
  return { ...state, focus: pages[next]?.Id ?? null };
}

/** Starts a new document at the page (same type and company as the one it leaves); no-op on a first page. */
export function splitBefore(state: SplitState, pageId: string): SplitState {
  const at = locate(state, pageId);
  if (!at || at.pageIndex === 0) return state;
  const documents = [...state.documents];
  const document = documents[at.documentIndex];
  if (!document) return state;
  const head = document.Pages.slice(0, at.pageIndex);
  const [first, ...tail] = document.Pages.slice(at.pageIndex);
  if (!first) return state;
  documents.splice(
    at.documentIndex,
    1,
    { ...document, Pages: head },
    { ...document, key: `d${state.nextKey}`, Pages: [startingAt(first, 'User'), ...inside(tail)] },
  );
  return tidy({ ...state, nextKey: state.nextKey + 1 }, documents);
}

/** Joins the page's document with the one before it; no-op for the first document. */
export function joinWithPrevious(state: SplitState, pageId: string): SplitState {
  const at = locate(state, pageId);
  if (!at || at.documentIndex === 0) return state;
  const documents = [...state.documents];
  const previous = documents[at.documentIndex - 1];
  const document = documents[at.documentIndex];
  if (!previous || !document) return state;
  documents.splice(at.documentIndex - 1, 2, {
    ...previous,
    Pages: [...previous.Pages, ...inside(document.Pages)],
  });
  return tidy(state, documents);
}

/** Moves a page to a document at a position (drag and drop); an emptied document disappears. */
export function movePageTo(
  state: SplitState,
  pageId: string,
  documentKey: string,
  position: number,
): SplitState {
  const from = locate(state, pageId);
  const page = from ? state.documents[from.documentIndex]?.Pages[from.pageIndex] : undefined;
  const targetIndex = state.documents.findIndex((document) => document.key === documentKey);
  if (!from || !page || targetIndex < 0) return state;
  const sameDocument = from.documentIndex === targetIndex;
  // Within one document, a drop after the page's own place counts without the page.
  const adjusted = sameDocument && position > from.pageIndex ? position - 1 : position;
  const documents = state.documents.map((document, index) =>
    index === from.documentIndex
      ? { ...document, Pages: document.Pages.filter((candidate) => candidate.Id !== pageId) }
      : document,
  );
  const target = documents[targetIndex];
  if (!target) return state;
  const at = Math.max(0, Math.min(target.Pages.length, adjusted));
  const pages = [...target.Pages];
  pages.splice(at, 0, { ...page, SplitReason: '' });
  // A page dropped in front starts the document: the user made that split.
  const [first, ...rest] = pages;
  documents[targetIndex] = {
    ...target,
    Pages: first && at === 0 ? [startingAt(first, 'User'), ...inside(rest)] : pages,
  };
  return { ...tidy(state, documents), focus: pageId };
}

/** Moves a page to the end of the previous document (-1) or the start of the next one (+1). */
export function movePage(state: SplitState, pageId: string, direction: 1 | -1): SplitState {
  const from = locate(state, pageId);
  if (!from) return state;
  const target = state.documents[from.documentIndex + direction];
  if (!target) return state;
  return movePageTo(state, pageId, target.key, direction === -1 ? target.Pages.length : 0);
}

/** The rotation after turning `degrees` (multiples of 90), kept within 0–270. */
export function turned(rotation: number, degrees: number): number {
  return (((rotation + degrees) % 360) + 360) % 360;
}

/** Rotates a page by 90° clockwise (90) or counter-clockwise (-90). */
export function rotatePage(state: SplitState, pageId: string, degrees: 90 | -90): SplitState {
  return {
    ...state,
    documents: state.documents.map((document) => ({
      ...document,
      Pages: document.Pages.map((page) =>
        page.Id === pageId ? { ...page, Rotation: turned(page.Rotation, degrees) } : page,
      ),
    })),
  };
}

/** Moves a page to the deleted tray; the focus goes to the page after it (or before it at the end). */
export function deletePage(state: SplitState, pageId: string): SplitState {
  const from = locate(state, pageId);
  const page = from ? state.documents[from.documentIndex]?.Pages[from.pageIndex] : undefined;
  if (!page) return state;
  const order = pagesInOrder(state);
  const at = order.findIndex((candidate) => candidate.Id === pageId);
  const focus = order[at + 1]?.Id ?? order[at - 1]?.Id ?? null;
  const documents = state.documents.map((document) => ({
    ...document,
    Pages: document.Pages.filter((candidate) => candidate.Id !== pageId),
  }));
  return { ...tidy(state, documents), deleted: [...state.deleted, { ...page, SplitReason: '' }], focus };
}

/**
 * Takes a page back from the tray: to the end of the given document, else of the last one; with no document
 * left it becomes a document of its own with the given type and company.
 */
export function restorePage(
  state: SplitState,
  pageId: string,
  fallback: { DocumentType: OverviewDocumentType; CompanyId: string | null },
  documentKey?: string,
): SplitState {
  const page = state.deleted.find((candidate) => candidate.Id === pageId);
  if (!page) return state;
  const deleted = state.deleted.filter((candidate) => candidate.Id !== pageId);
  const target =
    state.documents.find((document) => document.key === documentKey) ?? state.documents.at(-1) ?? null;
  if (!target) {
    const document = { key: `d${state.nextKey}`, ...fallback, Pages: [startingAt(page, 'User')] };
    return { documents: [document], deleted, focus: pageId, nextKey: state.nextKey + 1 };
  }
  const documents = state.documents.map((document) =>
    document.key === target.key ? { ...document, Pages: [...document.Pages, page] } : document,
  );
  return { ...state, documents, deleted, focus: pageId };
}

/** Sets a document's type or company. */
export function updateDocument(
  state: SplitState,
  documentKey: string,
  change: Partial<Pick<SplitDocument, 'DocumentType' | 'CompanyId'>>,
): SplitState {
  return {
    ...state,
    documents: state.documents.map((document) =>
      document.key === documentKey ? { ...document, ...change } : document,
    ),
  };
}

/** What would be saved, without the focus and keys: two states with the same outline save the same. */
function outline(state: SplitState) {
  return {
    documents: state.documents.map((document) => ({
      DocumentType: document.DocumentType,
      CompanyId: document.CompanyId,
      Pages: document.Pages.map((page) => [page.Id, turned(page.Rotation, 0)]),
    })),
    deleted: state.deleted.map((page) => page.Id).sort(),
  };
}

/** True when the working copy differs from the proposal it started from. */
export function isChanged(initial: SplitState, current: SplitState): boolean {
  return JSON.stringify(outline(initial)) !== JSON.stringify(outline(current));
}

/** The body of PUT /Splitter, or the keys of the documents that still need a company. */
export function toSaveInput(
  state: SplitState,
  source: Pick<Source, 'Id' | 'LastUpdate'>,
): { input: SplitterSaveInput } | { missingCompany: string[] } {
  const missingCompany = state.documents
    .filter((document) => document.CompanyId === null)
    .map((document) => document.key);
  if (missingCompany.length > 0) return { missingCompany };
  return {
    input: {
      Id: source.Id,
      LastUpdate: source.LastUpdate,
      SourceDocuments: state.documents.map((document) => ({
        DocumentType: document.DocumentType,
        CompanyId: document.CompanyId ?? '',
        Pages: document.Pages.map((page) => ({ Id: page.Id, Rotation: page.Rotation })),
      })),
      DeletedPageIds: state.deleted.map((page) => page.Id),
    },
  };
}
