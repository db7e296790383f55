import type { EInvoiceValidation, EInvoiceValidationIssue } from '../../../domain/einvoice/validation-types';
import { schemaDir } from './schema-dir';
import { runEn16931Schematron } from './schematron';
import type { SchematronSyntax } from './schematron-cache';
import { type DetectedSyntax, detectEInvoiceSyntax, type FacturXProfile, hasDoctype } from './syntax';
import { rememberedVerdicts } from './verdicts';
import { validateAgainstXsd, type XsdSchema } from './xsd';

export { closeSchematronPool as closeEInvoiceValidation } from './schematron-pool';
export type { EInvoiceSyntax, FacturXProfile } from './syntax';
export { detectEInvoiceSyntax } from './syntax';

export type ValidateEInvoiceOptions = {
  /** Overrides the Factur-X profile read from the CII guideline id. */
  profile?: FacturXProfile;
};

/** The checks one document gets: always an XSD, plus the EN 16931 rules where they apply. */
export type ValidationPlan = { xsd: XsdSchema; schematron?: SchematronSyntax };

/** Chooses the XSD and business rules for a detected syntax and profile. */
export function validationPlan({ syntax, profile }: DetectedSyntax): ValidationPlan {
  switch (syntax) {
    case 'UblInvoice':
    case 'UblCreditNote':
      return { xsd: syntax, schematron: 'UBL' };
    // ZUGFeRD 1.0 predates EN 16931: its XSD is the only official check.
    case 'Zugferd1':
      return { xsd: 'Zugferd1' };
    case 'Cii':
      if (!profile) return { xsd: 'CiiD16B', schematron: 'CII' };
      // Factur-X: MINIMUM and BASIC WL are not EN 16931-compliant invoices (no lines, fewer mandatory
      // terms), so only BASIC, EN16931 and EXTENDED are held to the EN 16931 business rules.
      return profile === 'minimum' || profile === 'basicwl'
        ? { xsd: `FacturX-${profile}` }
        : { xsd: `FacturX-${profile}`, schematron: 'CII' };
  }
}

function verdict(errors: EInvoiceValidationIssue[], warnings: EInvoiceValidationIssue[]): EInvoiceValidation {
  return { Valid: errors.length === 0, Errors: errors, Warnings: warnings };
}

/** Validates an e-invoice's XML text against its XSD and the EN 16931 business rules (BR-…). */
export async function validateEInvoiceXml(
  xml: string,
  options: ValidateEInvoiceOptions = {},
): Promise<EInvoiceValidation> {
  // Refused before any parser sees it, so no external entity or DTD can ever be loaded.
  if (hasDoctype(xml)) {
    return verdict([{ Rule: 'XML', Message: 'Document type declarations (DOCTYPE) are not allowed' }], []);
  }
  const detected = detectEInvoiceSyntax(xml);
  if (!detected) {
    const message =
      'Not a UBL 2.1 Invoice or CreditNote, a CII D16B CrossIndustryInvoice or a ZUGFeRD 1.0 document';
    return verdict([{ Rule: 'XSD', Message: message }], []);
  }
  const plan = validationPlan({ ...detected, profile: options.profile ?? detected.profile });
  const schematron = plan.schematron;
  // libxml2 validates at once; the business rules join the Schematron transform of this turn of the event loop.
  const [xsd, rules] = await Promise.allSettled([
    validateAgainstXsd(xml, plan.xsd),
    schematron ? runEn16931Schematron(xml, schematron) : Promise.resolve(undefined),
  ]);
  if (xsd.status === 'rejected') throw xsd.reason;
  if (rules.status === 'rejected') {
    // SaxonJS stops on malformed XML or on cardinalities the Schematron assumes; the XSD errors say why.
    if (xsd.value.length > 0) return verdict(xsd.value, []);
    throw rules.reason;
  }
  return verdict([...xsd.value, ...(rules.value?.Errors ?? [])], rules.value?.Warnings ?? []);
}

/**
 * validateEInvoiceXml for a document that is opened again and again (the electronic invoice preview): the verdicts of
 * the last 32 documents are remembered by content and by the schema folder in use (verdicts.ts).
 */
export const validateEInvoiceXmlRemembered = rememberedVerdicts(
  (xml) => validateEInvoiceXml(xml),
  32,
  schemaDir,
);
