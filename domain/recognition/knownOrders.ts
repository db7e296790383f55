import type { Box, PageWords, RecognizedFields } from './types';

/** A word of the page that may be an order number: its text, page and box. */
export type PrintedCode = { Code: string; Page: number; Box: Box };

// Letters and digits with at least one digit, dashes, slashes, dots or underscores between them: "PO-36053", "27358".
const CodeShape = /^(?=[^\d]*\d)[\p{L}\d][\p{L}\d\-/._]{1,38}[\p{L}\d]$/u;
// Enough for the codes of a long invoice; the master data is asked for these at once.
export const MaxPrintedCodes = 500;

/** A printed word as a code, without the marks around it ("(PO-4711),"), or null when it is shaped like none. */
export function codeOf(word: string): string | null {
  const text = word.replace(/^[("'#:]+|[)"',;:.]+$/g, '');
  return CodeShape.test(text) ? text : null;
}

/** The words of the pages shaped like codes, each once (letter case aside), in the order they are printed. */
export function printedCodes(pages: PageWords[]): PrintedCode[] {
  const seen = new Set<string>();
  const codes: PrintedCode[] = [];
  for (const page of pages)
    for (const word of page.Words) {
      const text = codeOf(word.Text);
      if (text === null) continue;
      const key = text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      codes.push({ Code: text, Page: page.Page, Box: word.Box });
      if (codes.length === MaxPrintedCodes) return codes;
    }
  return codes;
}

/**
 * The order number checked against the company's purchase orders (`known`: the printed codes that are one, as the
 * master data spells them). A reading that is a known order becomes sure. Otherwise a known order printed on the
 * page is the order number, whatever its label ("Reference", none at all): sure when it is the only one, less so
 * when the page names several. The document's own number is never taken for an order.
 */
export function withKnownOrder(
  fields: RecognizedFields,
  printed: PrintedCode[],
  known: string[],
): RecognizedFields {
  const number = fields.Number ? String(fields.Number.Value).toLowerCase() : null;
  const spelled = new Map(
    known.map((code) => [code.toLowerCase(), code] as const).filter(([key]) => key !== number),
  );
  if (spelled.size === 0) return fields;
  const current = fields.PurchaseOrderNumber;
  const currentCode = current && spelled.get(String(current.Value).toLowerCase());
  if (current && currentCode)
    return {
      ...fields,
      PurchaseOrderNumber: { ...current, Value: currentCode, Confidence: Math.max(current.Confidence, 0.97) },
    };
  const onPage = printed.filter((code) => spelled.has(code.Code.toLowerCase()));
  if (onPage.length === 0) return fields;
  const [first] = onPage;
  return {
    ...fields,
    PurchaseOrderNumber: {
      Value: spelled.get(first.Code.toLowerCase()) ?? first.Code,
      Confidence: onPage.length === 1 ? 0.95 : 0.7,
      Page: first.Page,
      Box: first.Box,
      Source: 'MasterData',
    },
  };
}
