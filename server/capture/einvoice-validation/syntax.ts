/** The XML syntaxes this validator recognises by their root element and namespace. */
export type EInvoiceSyntax = 'UblInvoice' | 'UblCreditNote' | 'Cii' | 'Zugferd1';

/** Factur-X (and ZUGFeRD 2.x) profiles, named after their XSD folders. */
export type FacturXProfile = (typeof FACTURX_PROFILES)[number];

export const FACTURX_PROFILES = ['minimum', 'basicwl', 'basic', 'en16931', 'extended'] as const;

export type DetectedSyntax = { syntax: EInvoiceSyntax; profile?: FacturXProfile };

const ROOTS: Record<string, EInvoiceSyntax> = {
  '{urn:oasis:names:specification:ubl:schema:xsd:Invoice-2}Invoice': 'UblInvoice',
  '{urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2}CreditNote': 'UblCreditNote',
  '{urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100}CrossIndustryInvoice': 'Cii',
  '{urn:ferd:CrossIndustryDocument:invoice:1p0}CrossIndustryDocument': 'Zugferd1',
};

const EN16931_ID = 'urn:cen.eu:en16931:2017';
// Factur-X 1.0x and ZUGFeRD 2.x name the profile in the last segment of the guideline id.
const PROFILE_SUFFIX = /(?:factur-x\.eu|zugferd\.de):[12]p\d:(minimum|basicwl|basic|en16931|extended)$/;

/** True when the text carries a document type declaration (the only way to reach external entities). */
export function hasDoctype(xml: string): boolean {
  return /<!DOCTYPE/i.test(xml);
}

/** Detects the syntax from the root element's name and namespace; undefined when it is none we know. */
export function detectEInvoiceSyntax(xml: string): DetectedSyntax | undefined {
  const body = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '');
  const root = /<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)((?:\s[^>]*)?)>/.exec(body);
  if (!root) return undefined;
  const [, prefix, localName, attributes] = root;
  const xmlns = prefix ? `xmlns:${prefix}` : 'xmlns';
  const namespace = new RegExp(`\\s${xmlns}\\s*=\\s*["']([^"']*)["']`).exec(attributes)?.[1];
  const syntax = ROOTS[`{${namespace ?? ''}}${localName}`];
  if (!syntax) return undefined;
  if (syntax !== 'Cii') return { syntax };
  return { syntax, profile: facturXProfile(body) };
}

function facturXProfile(xml: string): FacturXProfile | undefined {
  const guideline =
    /<(?:[\w.-]+:)?GuidelineSpecifiedDocumentContextParameter\b[^>]*>\s*<(?:[\w.-]+:)?ID\b[^>]*>([^<]*)</.exec(
      xml,
    );
  const id = guideline?.[1].trim().toLowerCase();
  if (!id) return undefined;
  if (id === EN16931_ID) return 'en16931';
  const suffix = PROFILE_SUFFIX.exec(id)?.[1];
  return FACTURX_PROFILES.find((profile) => profile === suffix);
}
