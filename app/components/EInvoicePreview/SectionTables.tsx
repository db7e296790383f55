import { useTranslation } from 'react-i18next';
import { type PaymentMeansCode, paymentMeansName } from '../../../domain/einvoice/paymentMeansCodes';
import { PageSegmentKind } from '../../../domain/einvoice/preview/types';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import type { InvoiceFormat } from './useInvoiceFormat';

/** Which items of a section a page shows: [start, end). */
export type SectionRange = { invoice: ElectronicInvoice; start: number; end: number; format: InvoiceFormat };

// Items with their position in the whole list, which is also their stable key.
const positioned = <T,>(items: T[], start: number, end: number): Array<[number, T]> =>
  items.slice(start, end).map((item, offset) => [start + offset, item]);

function Headings({ keys }: { keys: Array<[string, boolean?]> }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {keys.map(([key, numeric]) => (
          <th key={key} className={numeric ? 'll-num' : undefined}>
            {t(key)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Invoice lines: description, quantity (up to 3 decimals), unit price (3), tax % (2), amount (2). */
export function InvoiceLinesTable({ invoice, start, end, format }: SectionRange) {
  return (
    <table className="ll-einvoice-table" data-testid="einvoice-lines">
      <Headings
        keys={[
          ['EInvoice_Description'],
          ['EInvoice_Quantity', true],
          ['EInvoice_Unit_Price', true],
          ['EInvoice_Tax_Percentage', true],
          ['EInvoice_Amount', true],
        ]}
      />
      <tbody>
        {positioned(invoice.Lines, start, end).map(([position, line]) => (
          <tr key={position} data-testid="einvoice-line">
            <td>
              <div>{line.ItemName}</div>
              {line.ItemDescription && line.ItemDescription !== line.ItemName && (
                <div className="ll-einvoice-muted">{line.ItemDescription}</div>
              )}
              {line.Note && <div className="ll-einvoice-muted">{line.Note}</div>}
            </td>
            <td className="ll-num">
              {format.quantity(line.Quantity)} {line.ItemUnitCode ?? ''}
            </td>
            <td className="ll-num">{format.unitPrice(line.PriceAmount)}</td>
            <td className="ll-num">{format.percentage(line.ItemTaxPercentage)}</td>
            <td className="ll-num">{format.amount(line.LineExtensionAmount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Document-level allowances (discounts) and charges. */
export function AllowanceChargesTable({ invoice, start, end, format }: SectionRange) {
  const { t } = useTranslation();
  return (
    <table className="ll-einvoice-table" data-testid="einvoice-allowances">
      <Headings
        keys={[['EInvoice_Allowance_Or_Charge'], ['EInvoice_Percentage', true], ['EInvoice_Amount', true]]}
      />
      <tbody>
        {positioned(invoice.AllowanceCharges, start, end).map(([position, item]) => (
          <tr key={position}>
            <td>
              {t(item.IsCharge ? 'EInvoice_Charge' : 'EInvoice_Allowance')}
              {item.Description ? `: ${item.Description}` : ''}
            </td>
            <td className="ll-num">{format.percentage(item.Percentage)}</td>
            <td className="ll-num">{format.amount(item.IsCharge ? item.Amount : negate(item.Amount))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const negate = (value: number | null) => (value === null ? null : -value);

/** The VAT breakdown: category, taxable amount, rate, tax amount. */
export function VatLinesTable({ invoice, start, end, format }: SectionRange) {
  return (
    <table className="ll-einvoice-table" data-testid="einvoice-vat-lines">
      <Headings
        keys={[
          ['EInvoice_Tax_Category'],
          ['EInvoice_Taxable_Amount', true],
          ['EInvoice_Tax_Percentage', true],
          ['EInvoice_Tax_Amount', true],
        ]}
      />
      <tbody>
        {positioned(invoice.VatLines, start, end).map(([position, line]) => (
          <tr key={position}>
            <td>{line.TaxCategory}</td>
            <td className="ll-num">{format.amount(line.TaxableAmount, line.TaxableAmountCurrency)}</td>
            <td className="ll-num">{format.percentage(line.TaxCategoryPercent)}</td>
            <td className="ll-num">{format.amount(line.TaxAmount, line.TaxAmountCurrency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The readable name of a payment instrument code, e.g. "Credit transfer" for 30. */
export function paymentMeansLabel(code: PaymentMeansCode): string {
  return (paymentMeansName(code) ?? String(code)).replaceAll('_', ' ');
}

/** Payment information: means, IBAN, BIC and the remittance id. */
export function PaymentMeansTable({ invoice, start, end }: SectionRange) {
  return (
    <table className="ll-einvoice-table" data-testid="einvoice-payment-means">
      <Headings
        keys={[['EInvoice_Payment_Means'], ['EInvoice_Iban'], ['EInvoice_Bic'], ['EInvoice_Payment_Id']]}
      />
      <tbody>
        {positioned(invoice.PaymentMeans, start, end).map(([position, means]) => (
          <tr key={position}>
            <td>{means.Name || paymentMeansLabel(means.Code)}</td>
            <td>{means.PayeeAccount}</td>
            <td>{means.PayeeAccountFinancialInstitution}</td>
            <td>{means.Id}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Heading key and table of each section kind. */
export const SectionOf = {
  [PageSegmentKind.InvoiceLines]: { title: 'EInvoice_Invoice_Lines', Table: InvoiceLinesTable },
  [PageSegmentKind.AllowanceChargesLines]: {
    title: 'EInvoice_Allowances_And_Charges',
    Table: AllowanceChargesTable,
  },
  [PageSegmentKind.VatLines]: { title: 'EInvoice_Tax_Breakdown', Table: VatLinesTable },
  [PageSegmentKind.PaymentMeansLines]: { title: 'EInvoice_Payment_Information', Table: PaymentMeansTable },
} as const;
