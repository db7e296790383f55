import { useTranslation } from 'react-i18next';
import { type ElectronicInvoice, InvoiceType } from '../../../domain/einvoice/types';
import type { InvoiceFormat } from './useInvoiceFormat';

/** Lines of an address, empty parts left out. */
export function addressLines(parts: Array<string | null | undefined>): string[] {
  return parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');
}

/** The translation key of the document type: a credit note or an invoice. */
export function documentTypeKey(invoice: ElectronicInvoice): string {
  return invoice.InvoiceType === InvoiceType.Credit_Invoice ? 'EInvoice_Credit_Note' : 'EInvoice_Invoice';
}

/** Title block: document type, supplier name, invoice and order number, invoice and due date. */
export function TitleBlock({ invoice, format }: { invoice: ElectronicInvoice; format: InvoiceFormat }) {
  const { t } = useTranslation();
  const meta: Array<[string, string]> = [
    ['EInvoice_Invoice_Number', invoice.Id ?? ''],
    ['EInvoice_Order_Number', invoice.Order.PurchaseId ?? ''],
    ['EInvoice_Invoice_Date', format.date(invoice.InvoiceDate)],
    ['EInvoice_Due_Date', format.date(invoice.DueDate)],
  ];
  return (
    <header className="ll-einvoice-columns">
      <div>
        <h2 className="ll-einvoice-title" data-testid="einvoice-document-type">
          {t(documentTypeKey(invoice))}
        </h2>
        <div style={{ fontSize: 13, fontWeight: 500 }} data-testid="einvoice-supplier-name">
          {invoice.Supplier.Name}
        </div>
      </div>
      <table className="ll-einvoice-meta">
        <tbody>
          {meta
            .filter(([, value]) => value !== '')
            .map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{t(key)}</th>
                <td data-testid={key}>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </header>
  );
}

/** Delivery address and the supplier's contact data. */
export function DeliveryAndContact({
  invoice,
  format,
}: {
  invoice: ElectronicInvoice;
  format: InvoiceFormat;
}) {
  const { t } = useTranslation();
  const delivery = invoice.Delivery;
  const deliveryLines = delivery
    ? addressLines([
        delivery.Receiver,
        delivery.StreetName,
        delivery.AdditionalStreetName,
        delivery.AddressExtraLine,
        [delivery.PostalZone, delivery.CityName].filter(Boolean).join(' '),
        delivery.CountrySubEntity,
        delivery.Country,
      ])
    : [];
  const deliveryDate = delivery?.Date ? format.date(delivery.Date) : '';
  const contact = addressLines([invoice.Supplier.ContactName, invoice.Supplier.ContactEmail]);
  if (deliveryLines.length === 0 && !deliveryDate && contact.length === 0) return null;
  return (
    <section className="ll-einvoice-columns">
      <div data-testid="einvoice-delivery">
        {(deliveryLines.length > 0 || deliveryDate) && (
          <>
            <p className="ll-einvoice-label">{t('EInvoice_Delivery_Address')}</p>
            {deliveryLines.map((text) => (
              <div key={text}>{text}</div>
            ))}
            {deliveryDate && (
              <div className="ll-einvoice-muted">
                {t('EInvoice_Delivery_Date')}: {deliveryDate}
              </div>
            )}
          </>
        )}
      </div>
      <div data-testid="einvoice-contact">
        {contact.length > 0 && (
          <>
            <p className="ll-einvoice-label">{t('EInvoice_Contact')}</p>
            {contact.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
