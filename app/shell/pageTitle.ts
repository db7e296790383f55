import { useEffect } from 'react';

export const ProductName = 'Ledgerline';
/** Spec 000 §9: overlong titles are cut at 30 characters plus an ellipsis. */
export const MaximumTitleLength = 30;

/** Cuts a text longer than 30 characters and adds an ellipsis. */
export function cutTitle(text: string): string {
  return text.length > MaximumTitleLength ? `${text.slice(0, MaximumTitleLength)}…` : text;
}

/** The document title: product name plus the (cut) route name. */
export function pageTitle(routeName: string): string {
  return routeName ? `${ProductName} - ${cutTitle(routeName)}` : ProductName;
}

/** Sets the document title while the page is shown. */
export function usePageTitle(routeName: string): void {
  useEffect(() => {
    document.title = pageTitle(routeName);
  }, [routeName]);
}
