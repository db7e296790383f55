import { useTranslation } from 'react-i18next';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import type { InvoiceFormat } from './useInvoiceFormat';

const sumOf = (invoice: ElectronicInvoice, charges: boolean) => {
  const items = invoice.AllowanceCharges.filter((item) => item.IsCharge === charges && item.Amount !== null);
  return items.length === 0 ? null : items.reduce((total, item) => total + (item.Amount ?? 0), 0);
};

/** Totals: line extension, allowances, charges, tax exclusive, tax, tax inclusive, rounding, amount due. */
export function Totals({ invoice, format }: { invoice: ElectronicInvoice; format: InvoiceFormat }) {
  const { t } = useTranslation();
  const total = invoice.MonetaryTotal;
  const currency = total.AmountCurrency ?? invoice.Currency;
  const allowances = sumOf(invoice, false);
  const rows: Array<[string, number | null]> = [
    ['EInvoice_Line_Extension_Amount', total.LineExtensionAmount],
    ['EInvoice_Allowances', allowances === null ? null : -allowances],
    ['EInvoice_Charges', sumOf(invoice, true)],
    ['EInvoice_Tax_Exclusive_Amount', total.TaxExclusiveAmount],
    ['EInvoice_Tax_Amount', invoice.TaxTotal.Amount],
    ['EInvoice_Tax_Inclusive_Amount', total.TaxInclusiveAmount],
    ['EInvoice_Rounding_Amount', total.RoundingAmount || null],
  ];
  return (
    <table className="ll-einvoice-totals" data-testid="einvoice-totals">
      <tbody>
        {rows
          .filter(([, value]) => value !== null)
          .map(([key, value]) => (
            <tr key={key}>
              <td className="ll-einvoice-muted">{t(key)}</td>
              <td>{format.amount(value, currency)}</td>
            </tr>
          ))}
        <tr className="ll-due">
          <td>{t('EInvoice_Amount_Due')}</td>
          <td data-testid="einvoice-amount-due">{format.amount(total.Amount, currency)}</td>
        </tr>
      </tbody>
    </table>
  );
}
