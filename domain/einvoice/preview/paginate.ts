import type { ElectronicInvoice } from '../types';
import {
  COMPACT_BODY_HEIGHT,
  EXTRA_PAGE_ROWS,
  MAX_ALLOWANCE_CHARGES,
  MAX_FIRST_PAGE_ROWS,
  MAX_LINE_WEIGHT,
  MAX_PAYMENT_LINES,
  MAX_VAT_LINES,
  PREVIEW_PAGE_HEIGHT,
  SECTION_HEADER_ROWS,
} from './constants';
import { lineWeight, textRows } from './rows';
import {
  type InvoicePreviewLayout,
  PageSegmentKind,
  type PaginationOptions,
  type PreviewNote,
  type PreviewPage,
} from './types';

/** The parts of an invoice the pagination looks at. */
export type PaginatedInvoice = Pick<
  ElectronicInvoice,
  'Lines' | 'AllowanceCharges' | 'VatLines' | 'PaymentMeans' | 'Note'
>;

type Section = { kind: PageSegmentKind; note: PreviewNote; rows: number[]; limit: number; weight: number };

/** The note that marks each moved section on page 1. */
export const SectionNotes: Record<Exclude<PageSegmentKind, PageSegmentKind.None>, PreviewNote> = {
  [PageSegmentKind.InvoiceLines]: 'Lines_Next_Page',
  [PageSegmentKind.AllowanceChargesLines]: 'Allowances_Next_Page',
  [PageSegmentKind.VatLines]: 'Tax_Lines_Next_Page',
  [PageSegmentKind.PaymentMeansLines]: 'Payment_Lines_Next_Page',
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const ones = (count: number) => Array.from({ length: count }, () => 1);

// The spec's order of moving: invoice lines, allowances and charges, tax lines, payment lines.
function sections(invoice: PaginatedInvoice, compact: boolean): Section[] {
  const mode = compact ? 'compact' : 'normal';
  const section = (kind: Exclude<PageSegmentKind, PageSegmentKind.None>, rows: number[], limit: number) => ({
    kind,
    note: SectionNotes[kind],
    rows,
    limit,
    weight: sum(rows),
  });
  return [
    section(PageSegmentKind.InvoiceLines, invoice.Lines.map(lineWeight), MAX_LINE_WEIGHT[mode]),
    section(
      PageSegmentKind.AllowanceChargesLines,
      ones(invoice.AllowanceCharges.length),
      MAX_ALLOWANCE_CHARGES[mode],
    ),
    section(PageSegmentKind.VatLines, ones(invoice.VatLines.length), MAX_VAT_LINES[mode]),
    section(PageSegmentKind.PaymentMeansLines, ones(invoice.PaymentMeans.length), MAX_PAYMENT_LINES),
  ];
}

// A section leaves page 1 past its own limit, or while page 1 still holds more than 20 rows in all.
function movedSections(all: Section[], noteRows: number): Section[] {
  let firstPageRows = noteRows + sum(all.map((s) => s.weight));
  const moved: Section[] = [];
  for (const section of all) {
    if (section.rows.length === 0) continue;
    if (section.weight > section.limit || firstPageRows > MAX_FIRST_PAGE_ROWS) {
      moved.push(section);
      firstPageRows -= section.weight;
    }
  }
  return moved;
}

// Moved sections flow over extra pages of 30 rows, each run of a section starting with its heading.
function extraPages(moved: Section[]): PreviewPage[] {
  const pages: PreviewPage[] = [];
  let page: PreviewPage | undefined;
  let free = 0;
  const capacity = EXTRA_PAGE_ROWS - SECTION_HEADER_ROWS;
  for (const section of moved) {
    // A single line taller than a page still gets a page of its own.
    const rows = section.rows.map((r) => Math.min(r, capacity));
    let index = 0;
    while (index < rows.length) {
      if (!page || free < SECTION_HEADER_ROWS + rows[index]) {
        page = { segments: [], notes: [] };
        pages.push(page);
        free = EXTRA_PAGE_ROWS;
      }
      free -= SECTION_HEADER_ROWS;
      const start = index;
      while (index < rows.length && rows[index] <= free) {
        free -= rows[index];
        index += 1;
      }
      page.segments.push({ kind: section.kind, start, end: index });
    }
  }
  return pages;
}

/**
 * Lays an electronic invoice out over preview pages (spec 002 §4, §9): page 1 holds the header and
 * body; invoice lines, allowances and charges, tax lines and payment lines move to extra pages in that
 * order past their thresholds, each marked on page 1 with a note.
 */
export function paginateInvoicePreview(
  invoice: PaginatedInvoice,
  { bodyHeight = PREVIEW_PAGE_HEIGHT }: PaginationOptions = {},
): InvoicePreviewLayout {
  const all = sections(invoice, bodyHeight <= COMPACT_BODY_HEIGHT);
  const moved = movedSections(all, textRows(invoice.Note));
  const kept = all.filter((s) => !moved.includes(s) && s.rows.length > 0);
  const first: PreviewPage = {
    segments: [
      { kind: PageSegmentKind.None, start: 0, end: 0 },
      ...kept.map((s) => ({ kind: s.kind, start: 0, end: s.rows.length })),
    ],
    notes: moved.map((s) => s.note),
  };
  const pages = [first, ...extraPages(moved)];
  return { pages, totalPages: pages.length, moved: moved.map((s) => s.kind) };
}
