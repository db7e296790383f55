import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  formatQuantity,
  formatTaxPercentage,
  formatUnitPrice,
} from '../../../domain/amount/format';
import { toDateOnly } from '../../../domain/date/dateOnly';
import { formatDateText } from '../DateEditor';

/** Formatters of the preview: amounts 2 decimals, quantities up to 3, unit prices 3, tax % 2 (spec 002 §9). */
export type InvoiceFormat = {
  amount(value: number | null, currency?: string | null): string;
  quantity(value: number | null): string;
  unitPrice(value: number | null): string;
  percentage(value: number | null): string;
  date(value: string | null): string;
};

/** Builds the preview's formatters for a locale; missing values show as empty text. */
export function invoiceFormat(locale: string): InvoiceFormat {
  const or = (value: number | null, format: (v: number) => string) => (value === null ? '' : format(value));
  return {
    amount: (value, currency) =>
      or(value, (v) => (currency ? `${currency} ${formatAmount(v, locale)}` : formatAmount(v, locale))),
    quantity: (value) => or(value, (v) => formatQuantity(v, locale)),
    unitPrice: (value) => or(value, (v) => formatUnitPrice(v, locale)),
    percentage: (value) => or(value, (v) => `${formatTaxPercentage(v, locale)}%`),
    date: (value) => {
      const date = value ? toDateOnly(value) : null;
      return date ? formatDateText(date, locale) : (value ?? '');
    },
  };
}

/** The preview's formatters for the interface language. */
export function useInvoiceFormat(): InvoiceFormat {
  const { i18n } = useTranslation();
  return useMemo(() => invoiceFormat(i18n.language), [i18n.language]);
}
