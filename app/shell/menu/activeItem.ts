import { DocumentTypeSegments } from '../../../domain/documents/enums';

/** Where the browser is: path and query string ("?a=b" or ""). */
export type Place = { pathname: string; search: string };

// A document's detail belongs to its type's overview: /purchase-invoice/7 → /purchase-invoices.
const overviewOfDetail = new Map(
  Object.values(DocumentTypeSegments).map((segment) => [segment.detail, `/${segment.overview}`]),
);

function menuPathOf(pathname: string): string {
  const [, first = ''] = pathname.split('/');
  return overviewOfDetail.get(first) ?? pathname;
}

/** How well an item's address matches the place: 0 not at all; longer paths and matching queries score higher. */
function matchScore(place: Place, href: string): number {
  const [base = '', query = ''] = href.split('?');
  const pathname = menuPathOf(place.pathname);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return 0;
  if (!query) return base.length * 2;
  const wanted = new URLSearchParams(query);
  const present = new URLSearchParams(place.search);
  for (const [key, value] of wanted) if (present.get(key) !== value) return 0;
  return base.length * 2 + 1;
}

/**
 * The one menu address the place belongs to, so that exactly one menu item lights up: the best match wins
 * (e.g. the integration set-up /companies/new?integrations=true is Integrations, not Settings › Companies).
 */
export function activeHref(place: Place, hrefs: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = 0;
  for (const href of hrefs) {
    const score = matchScore(place, href);
    if (score > bestScore) {
      best = href;
      bestScore = score;
    }
  }
  return best;
}
