/** What a part of a preview page holds (spec 002 §3 page segment kinds). */
export enum PageSegmentKind {
  None = 'None',
  InvoiceLines = 'InvoiceLines',
  PaymentMeansLines = 'PaymentMeansLines',
  AllowanceChargesLines = 'AllowanceChargesLines',
  VatLines = 'VatLines',
}

/** The note shown on page 1 where a section was moved to the extra pages. */
export type PreviewNote =
  | 'Lines_Next_Page'
  | 'Allowances_Next_Page'
  | 'Tax_Lines_Next_Page'
  | 'Payment_Lines_Next_Page';

/** A run of one section's items on a page: items [start, end). None is the header and body of page 1. */
export type PageSegment = { kind: PageSegmentKind; start: number; end: number };

/** One preview page: its segments in display order and the moved-section notes it shows. */
export type PreviewPage = { segments: PageSegment[]; notes: PreviewNote[] };

/** The paginated preview: page 1 first, then the extra pages of moved sections. */
export type InvoicePreviewLayout = {
  pages: PreviewPage[];
  totalPages: number;
  /** Sections that left page 1, in the order they moved. */
  moved: PageSegmentKind[];
};

/** Options of the pagination: the height available for page 1's body, in px (default 980). */
export type PaginationOptions = { bodyHeight?: number };
