import { type IsoDate, monthName, parseIsoDate } from '../date';
import { sanitizeFileName } from './sanitizeFileName';

/** The placeholders a document-name template may use (spec 001 §5), written as `{Name}`. */
export const DocumentNamePlaceholder = {
  RelationName: 'RelationName',
  DocumentNumber: 'DocumentNumber',
  DocumentDate: 'DocumentDate',
  Year: 'Year',
  MonthName: 'MonthName',
  MonthNumber: 'MonthNumber',
  ReportingDate: 'ReportingDate',
} as const;
export type DocumentNamePlaceholder = (typeof DocumentNamePlaceholder)[keyof typeof DocumentNamePlaceholder];

/** The document fields a name is built from; Year and the month come from the document date. */
export type DocumentNameValues = {
  RelationName?: string | null;
  DocumentNumber?: string | null;
  DocumentDate?: IsoDate | null;
  ReportingDate?: IsoDate | null;
};

// {Name} or {Name:format}; date placeholders take a format of yyyy, yy, MMMM, MM, M, dd and d.
const PLACEHOLDER = /\{([A-Za-z]+)(?::([^{}]*))?\}/g;
const DATE_TOKEN = /yyyy|yy|MMMM|MM|M|dd|d/g;

const BY_LOWER_NAME = new Map<string, DocumentNamePlaceholder>(
  Object.values(DocumentNamePlaceholder).map((name) => [name.toLowerCase(), name]),
);

/**
 * Fills a document-name template, e.g. "{RelationName} {DocumentNumber} {MonthName} {Year}", and makes the
 * result a safe file name. Names are case-insensitive; unknown placeholders stay as typed; missing values
 * are left out. Dates default to dd-MM-yyyy (MM-dd-yyyy for en-US); month names follow the locale.
 */
export function renderDocumentName(template: string, values: DocumentNameValues, locale: string): string {
  const filled = template.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const placeholder = BY_LOWER_NAME.get(name.toLowerCase());
    return placeholder === undefined ? whole : placeholderValue(placeholder, values, locale, format);
  });
  return sanitizeFileName(filled);
}

/** The placeholders in a template that are not known, for the template editor's validation. */
export function findUnknownPlaceholders(template: string): string[] {
  return Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]).filter(
    (name) => !BY_LOWER_NAME.has(name.toLowerCase()),
  );
}

function placeholderValue(
  placeholder: DocumentNamePlaceholder,
  values: DocumentNameValues,
  locale: string,
  format: string | undefined,
): string {
  const documentDate = parseIsoDate(values.DocumentDate ?? '');
  switch (placeholder) {
    case 'RelationName':
      return values.RelationName ?? '';
    case 'DocumentNumber':
      return values.DocumentNumber ?? '';
    case 'DocumentDate':
      return formatDate(values.DocumentDate, locale, format);
    case 'ReportingDate':
      return formatDate(values.ReportingDate, locale, format);
    case 'Year':
      return documentDate ? String(documentDate.year) : '';
    case 'MonthName':
      return documentDate ? monthName(documentDate.month, locale) : '';
    case 'MonthNumber':
      return documentDate ? String(documentDate.month).padStart(2, '0') : '';
  }
}

function formatDate(iso: IsoDate | null | undefined, locale: string, format: string | undefined): string {
  const date = parseIsoDate(iso ?? '');
  if (date === null) return '';
  const pattern = format || (locale.toLowerCase() === 'en-us' ? 'MM-dd-yyyy' : 'dd-MM-yyyy');
  const tokens: Record<string, string> = {
    yyyy: String(date.year).padStart(4, '0'),
    yy: String(date.year % 100).padStart(2, '0'),
    MMMM: monthName(date.month, locale),
    MM: String(date.month).padStart(2, '0'),
    M: String(date.month),
    dd: String(date.day).padStart(2, '0'),
    d: String(date.day),
  };
  return pattern.replace(DATE_TOKEN, (token) => tokens[token] ?? token);
}
