import type { CodingSuggestion } from './suggestion';

/** Where a coding document's lines come from, in the order they are tried. */
export const LineSources = [
  'PurchaseOrder',
  'ElectronicTemplate',
  'ElectronicInvoice',
  'PostingTemplate',
  'Learned',
  'VendorDefaults',
  'None',
] as const;
export type LineSource = (typeof LineSources)[number];

/** A learned suggestion less sure than this is not used. */
export const MINIMUM_SUGGESTION_CONFIDENCE = 0.6;

/** The line sources at hand for one invoice; absent, null or empty means not available. */
export type AvailableLineSources<PurchaseOrderLine, ElectronicLine, Template, Defaults> = {
  /** Purchase-order lines matched to the invoice. */
  purchaseOrderLines?: readonly PurchaseOrderLine[] | null;
  /** Lines an Active electronic template of the vendor made of the e-invoice (spec 001 §4). */
  electronicTemplateLines?: readonly ElectronicLine[] | null;
  /** The e-invoice's own lines. */
  electronicLines?: readonly ElectronicLine[] | null;
  /** The posting template chosen, or marked default for the vendor or company. */
  postingTemplate?: Template | null;
  suggestion?: CodingSuggestion | null;
  vendorDefaults?: Defaults | null;
};

/** The winning line source, named, with what it brings. */
export type ChosenLineSource<PurchaseOrderLine, ElectronicLine, Template, Defaults> =
  | { Source: 'PurchaseOrder'; Lines: readonly PurchaseOrderLine[] }
  | { Source: 'ElectronicTemplate'; Lines: readonly ElectronicLine[] }
  | { Source: 'ElectronicInvoice'; Lines: readonly ElectronicLine[] }
  | { Source: 'PostingTemplate'; Template: Template }
  | { Source: 'Learned'; Suggestion: CodingSuggestion }
  | { Source: 'VendorDefaults'; Defaults: Defaults }
  | { Source: 'None' };

/** The first available line source in the order of `LineSources`; a suggestion below the minimum confidence is skipped. */
export function firstLineSource<PurchaseOrderLine, ElectronicLine, Template, Defaults>(
  available: AvailableLineSources<PurchaseOrderLine, ElectronicLine, Template, Defaults>,
  minimumConfidence = MINIMUM_SUGGESTION_CONFIDENCE,
): ChosenLineSource<PurchaseOrderLine, ElectronicLine, Template, Defaults> {
  const {
    purchaseOrderLines,
    electronicTemplateLines,
    electronicLines,
    postingTemplate,
    suggestion,
    vendorDefaults,
  } = available;
  if (purchaseOrderLines?.length) return { Source: 'PurchaseOrder', Lines: purchaseOrderLines };
  if (electronicTemplateLines?.length)
    return { Source: 'ElectronicTemplate', Lines: electronicTemplateLines };
  if (electronicLines?.length) return { Source: 'ElectronicInvoice', Lines: electronicLines };
  if (postingTemplate != null) return { Source: 'PostingTemplate', Template: postingTemplate };
  if (suggestion?.Lines.length && suggestion.Confidence >= minimumConfidence)
    return { Source: 'Learned', Suggestion: suggestion };
  if (vendorDefaults != null) return { Source: 'VendorDefaults', Defaults: vendorDefaults };
  return { Source: 'None' };
}

type TemplateChoice = {
  Id: string;
  TargetType: string;
  RelationCode: string;
  IsDefault: boolean;
  DocumentType: string;
  SortNumber: number;
};

/**
 * The posting template for an invoice: the one the user chose, else the default for the vendor,
 * else the company-wide default (TargetType All); only templates of the document's type count.
 */
export function postingTemplateFor<T extends TemplateChoice>(
  templates: readonly T[],
  invoice: { DocumentType: string; RelationCode: string; ChosenTemplateId?: string | null },
): T | null {
  const ofType = templates
    .filter((template) => template.DocumentType === invoice.DocumentType)
    .sort((a, b) => a.SortNumber - b.SortNumber);
  const chosen = ofType.find((template) => template.Id === invoice.ChosenTemplateId);
  const forVendor = ofType.find(
    (template) =>
      template.IsDefault && template.TargetType !== 'All' && template.RelationCode === invoice.RelationCode,
  );
  const forCompany = ofType.find((template) => template.IsDefault && template.TargetType === 'All');
  return chosen ?? forVendor ?? forCompany ?? null;
}
