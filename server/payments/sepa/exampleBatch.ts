import type {
  CreditTransferBatch,
  CreditTransferLine,
  PainVersion,
  SepaProfile,
} from '../../../domain/payments/creditTransfer';

// Valid IBANs of SEPA countries (published examples: ECBS/SWIFT registry and the banks' own).
const CREDITOR_IBANS = [
  'NL91ABNA0417164300',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'BE68539007547034',
  'AT611904300234573201',
  'ES9121000418450200051332',
  'IT60X0542811101000000123456',
  'DK5000400440116243',
  'PL61109010140000071219812874',
  'GB29NWBK60161331926819',
];

/** A credit-transfer line paying `cents` to one of ten creditors in SEPA countries, unstructured remittance. */
export function exampleLine(index: number, cents: number): CreditTransferLine {
  return {
    EndToEndId: `0b8e6c1e-4f0a-4c55-9d3e-${String(index).padStart(12, '0')}`,
    DocumentNumber: `INV-${index}`,
    AmountCents: cents,
    Currency: 'EUR',
    Creditor: {
      Name: `Vendor ${index} B.V.`,
      Iban: CREDITOR_IBANS[index % CREDITOR_IBANS.length],
      Address: {
        Street: 'Keizersgracht',
        BuildingNumber: `${index}`,
        PostCode: '1015 CJ',
        TownName: 'Amsterdam',
        Country: 'NL',
      },
    },
    Remittance: { Unstructured: `Invoice INV-${index}` },
  };
}

/** A batch of the company paying the given lines, in one version and profile. */
export function exampleBatch(
  version: PainVersion,
  profile: SepaProfile,
  lines: CreditTransferLine[],
): CreditTransferBatch {
  return {
    Version: version,
    Profile: profile,
    MessageId: 'SCT-2026-0042-20261125T0930',
    CreatedAt: new Date('2026-11-25T09:30:00Z'),
    PaymentInformationId: '2026-0042',
    ExecutionDate: '2026-11-27',
    BatchBooking: true,
    Debtor: {
      Name: 'Ledgerline Demo B.V.',
      Iban: 'NL02ABNA0123456789',
      Bic: 'ABNANL2A',
      Address: {
        Street: 'Herengracht',
        BuildingNumber: '1',
        PostCode: '1015 BA',
        TownName: 'Amsterdam',
        Country: 'NL',
      },
    },
    Lines: lines,
  };
}
