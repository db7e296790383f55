import type { TFunction } from 'i18next';
import { toAmountLocale } from '../../../domain/amount/format';
import type { OverviewPage } from '../../../domain/documents';

/** An overview answer that may say its count stopped at a cap (large environments). */
type CountedPage = OverviewPage & { TotalCountIsCapped?: boolean };

/** A whole number with the locale's grouping: 10.000 in nl-NL, 10,000 in en-US. */
export function formatCount(value: number, locale: string): string {
  const group = toAmountLocale(locale) === 'en-US' ? ',' : '.';
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** "340 documents", or "10.000+ documents" when the server capped the count. */
export function countLabel(page: CountedPage, locale: string, t: TFunction): string {
  const number = `${formatCount(page.TotalCount, locale)}${page.TotalCountIsCapped ? '+' : ''}`;
  return t('Documents_Count', { 0: number });
}
