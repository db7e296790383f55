/** Preview page size in px (spec 002 §9). */
export const PREVIEW_PAGE_WIDTH = 712;
export const PREVIEW_PAGE_HEIGHT = 980;

/** At or below this body height the tighter thresholds apply (spec 002 §9). */
export const COMPACT_BODY_HEIGHT = 950;

/** Invoice lines move when their weight exceeds this (normal / compact body). */
export const MAX_LINE_WEIGHT = { normal: 4, compact: 2 } as const;
/** Allowances and charges move above this count. */
export const MAX_ALLOWANCE_CHARGES = { normal: 10, compact: 6 } as const;
/** Tax lines move above this count. */
export const MAX_VAT_LINES = { normal: 10, compact: 5 } as const;
/** Payment lines move above this count (no compact value in the spec). */
export const MAX_PAYMENT_LINES = 20;
/** Lines, allowances, tax lines, payment lines and note rows together may not exceed this on page 1. */
export const MAX_FIRST_PAGE_ROWS = 20;

/** A note (or a line's text) counts one row per this many characters. */
export const CHARACTERS_PER_ROW = 80;

/**
 * Rows that fit on an extra page: 980 px less about 140 px for the page heading, the table header and
 * the footer leaves 840 px, at 28 px per table row that is 30 rows.
 */
export const EXTRA_PAGE_ROWS = 30;
/** A section on an extra page spends this many rows on its heading and column header. */
export const SECTION_HEADER_ROWS = 2;
