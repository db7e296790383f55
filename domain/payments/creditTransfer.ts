/**
 * The input of a SEPA credit-transfer file (ISO 20022 pain.001): what a payment batch hands to the file builder.
 * Amounts are in cents so that sums are exact; texts are as entered (the builder maps them to the SEPA Latin subset).
 */

/** The pain.001 message version a company's bank expects. */
export const PainVersions = ['pain.001.001.03', 'pain.001.001.09'] as const;
export type PainVersion = (typeof PainVersions)[number];

/** Bank profiles: generic EPC rules, the Dutch banks' implementation guidelines, the German GBIC variant. */
export const SepaProfiles = ['Generic', 'DutchBanks', 'GermanGbic'] as const;
export type SepaProfile = (typeof SepaProfiles)[number];

export type PostalAddress = {
  Street?: string;
  BuildingNumber?: string;
  PostCode?: string;
  TownName?: string;
  /** ISO 3166 alpha-2. */
  Country: string;
};

export type CreditTransferParty = {
  Name: string;
  Iban: string;
  /** Optional where the scheme allows (SEPA IBAN-only); required for some profiles' debtor. */
  Bic?: string;
  Address?: PostalAddress;
};

/**
 * Structured remittance: an ISO 11649 creditor reference (RF…), a Dutch payment reference (betalingskenmerk), a
 * Belgian structured communication (gestructureerde mededeling) or a Finnish reference (viitenumero), compacted.
 */
export type StructuredRemittance = {
  Kind: 'Iso11649' | 'DutchPaymentReference' | 'BelgianStructuredCommunication' | 'FinnishReference';
  Reference: string;
};

export type CreditTransferLine = {
  /** Unique within the batch; the payment batch line id (the builder shortens it to 35 characters). */
  EndToEndId: string;
  /** The number of the document the line pays: how a refusal names the line (else by its EndToEndId). */
  DocumentNumber?: string;
  AmountCents: number;
  /** Only EUR is accepted: anything else is refused with Payment_Batch_Currency_Not_Sepa. */
  Currency: string;
  Creditor: CreditTransferParty;
  /** Structured when the document carries a valid reference, else unstructured with the invoice number. */
  Remittance: { Structured: StructuredRemittance } | { Unstructured: string };
};

export type CreditTransferBatch = {
  Version: PainVersion;
  Profile: SepaProfile;
  /** Unique per message; at most 35 characters. */
  MessageId: string;
  CreatedAt: Date;
  /** Payment information id: the batch number. */
  PaymentInformationId: string;
  /** Requested execution date, yyyy-mm-dd. */
  ExecutionDate: string;
  BatchBooking: boolean;
  /** The initiating party and the debtor: the company. */
  Debtor: CreditTransferParty;
  Lines: CreditTransferLine[];
};
