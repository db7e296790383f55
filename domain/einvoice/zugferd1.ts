/** Element names that differ between UN/CEFACT CII D16B (Factur-X, ZUGFeRD 2.x, XRechnung) and ZUGFeRD 1.0. */
export type CiiDialect = {
  context: string;
  document: string;
  transaction: string;
  agreement: string;
  delivery: string;
  settlement: string;
  headerSummation: string;
  lineAgreement: string;
  lineDelivery: string;
  lineSettlement: string;
  lineSummation: string;
  ratePercent: string;
};

/** CII D16B (CrossIndustryInvoice). */
export const CII_D16B: CiiDialect = {
  context: 'ExchangedDocumentContext',
  document: 'ExchangedDocument',
  transaction: 'SupplyChainTradeTransaction',
  agreement: 'ApplicableHeaderTradeAgreement',
  delivery: 'ApplicableHeaderTradeDelivery',
  settlement: 'ApplicableHeaderTradeSettlement',
  headerSummation: 'SpecifiedTradeSettlementHeaderMonetarySummation',
  lineAgreement: 'SpecifiedLineTradeAgreement',
  lineDelivery: 'SpecifiedLineTradeDelivery',
  lineSettlement: 'SpecifiedLineTradeSettlement',
  lineSummation: 'SpecifiedTradeSettlementLineMonetarySummation',
  ratePercent: 'RateApplicablePercent',
};

/** ZUGFeRD 1.0 (CrossIndustryDocument, urn:ferd:CrossIndustryDocument:invoice:1p0). */
export const ZUGFERD_1: CiiDialect = {
  context: 'SpecifiedExchangedDocumentContext',
  document: 'HeaderExchangedDocument',
  transaction: 'SpecifiedSupplyChainTradeTransaction',
  agreement: 'ApplicableSupplyChainTradeAgreement',
  delivery: 'ApplicableSupplyChainTradeDelivery',
  settlement: 'ApplicableSupplyChainTradeSettlement',
  headerSummation: 'SpecifiedTradeSettlementMonetarySummation',
  lineAgreement: 'SpecifiedSupplyChainTradeAgreement',
  lineDelivery: 'SpecifiedSupplyChainTradeDelivery',
  lineSettlement: 'SpecifiedSupplyChainTradeSettlement',
  lineSummation: 'SpecifiedTradeSettlementMonetarySummation',
  ratePercent: 'ApplicablePercent',
};
