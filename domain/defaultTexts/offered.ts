import type { ActionName } from '../workflow/actions';

/** What decides whether a default text is offered: its company, action and whether it is active. */
export type OfferableText = {
  Id: string;
  CompanyId: string | null;
  Action: ActionName | string | null;
  Name: string;
  IsActive: boolean;
};

const byName = new Intl.Collator('nl-NL', { sensitivity: 'base', numeric: true });

/**
 * The default texts offered when acting on a document of `companyId` with `action`: the active ones for that
 * company or every company and for that action or every action; the company's own first, then by name.
 */
export function defaultTextsFor<T extends OfferableText>(
  texts: readonly T[],
  companyId: string,
  action: ActionName,
): T[] {
  return texts
    .filter(
      (text) =>
        text.IsActive &&
        (text.CompanyId === null || text.CompanyId === companyId) &&
        (text.Action === null || text.Action === action),
    )
    .sort(
      (a, b) =>
        Number(b.CompanyId !== null) - Number(a.CompanyId !== null) ||
        byName.compare(a.Name, b.Name) ||
        (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0),
    );
}

/**
 * The remark after picking a default text: the text itself in an empty remark, else added on a new line; a
 * remark that already holds the text stays as it is (picking twice does not repeat it).
 */
export function withDefaultText(remark: string, text: string): string {
  const kept = remark.trimEnd();
  if (kept.trim() === '') return text;
  return kept.includes(text) ? remark : `${kept}\n${text}`;
}
