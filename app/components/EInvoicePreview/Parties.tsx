import { useTranslation } from 'react-i18next';
import type { EInvoiceCustomer, ElectronicInvoice } from '../../../domain/einvoice/types';
import { addressLines } from './TitleBlock';

function Party({ titleKey, party, testId }: { titleKey: string; party: EInvoiceCustomer; testId: string }) {
  const { t } = useTranslation();
  const lines = addressLines([
    party.Name,
    party.PostalAddressStreetName,
    party.PostalAddressAdditionalStreetName,
    party.PostalAddressExtraLine,
    [party.PostalAddressZone, party.PostalAddressCityName].filter(Boolean).join(' '),
    party.PostalAddressCountrySubEntity,
    party.PostalAddressCountry,
  ]);
  const [vatNumber, taxId] = party.TaxSchemeCompanies;
  // Name is the legal name; a trading name that differs is shown beside it.
  const tradingName = party.TradingName !== party.Name ? party.TradingName : null;
  return (
    <div data-testid={testId}>
      <p className="ll-einvoice-label">{t(titleKey)}</p>
      {lines.map((text) => (
        <div key={text}>{text}</div>
      ))}
      {tradingName && (
        <div data-testid={`${testId}-trading-name`}>
          <span className="ll-einvoice-muted">{t('EInvoice_Trading_Name')}:</span> {tradingName}
        </div>
      )}
      {vatNumber && (
        <div>
          <span className="ll-einvoice-muted">{t('EInvoice_Vat_Number')}:</span> {vatNumber}
        </div>
      )}
      {taxId && (
        <div>
          <span className="ll-einvoice-muted">{t('EInvoice_Tax_Id')}:</span> {taxId}
        </div>
      )}
      {party.LegalEntityCompany && (
        <div>
          <span className="ll-einvoice-muted">{t('EInvoice_Organisation_Number')}:</span>{' '}
          {party.LegalEntityCompany}
        </div>
      )}
    </div>
  );
}

/** Seller and buyer information: legal and trading name, address, VAT number and organisation number. */
export function Parties({ invoice }: { invoice: ElectronicInvoice }) {
  return (
    <section className="ll-einvoice-columns">
      <Party titleKey="EInvoice_Seller" party={invoice.Supplier} testId="einvoice-seller" />
      <Party titleKey="EInvoice_Buyer" party={invoice.Customer} testId="einvoice-buyer" />
    </section>
  );
}
