import SaxonJS from 'saxon-js';
import type { EInvoiceValidationIssue } from '../../../domain/einvoice/validation-types';
import { compiledSchematron, type SchematronSyntax } from './schematron-cache';

/** Business-rule findings split by the Schematron flag. */
export type SchematronFindings = { Errors: EInvoiceValidationIssue[]; Warnings: EInvoiceValidationIssue[] };

type SvrlFinding = { id: string; flag: string; location: string; text: string };

const SVRL_FINDINGS = `descendant-or-self::*[self::svrl:failed-assert or self::svrl:successful-report]
  ! map{'id': string(@id), 'flag': string(@flag), 'location': string(@location), 'text': normalize-space(svrl:text)}`;

function isFinding(value: unknown): value is SvrlFinding {
  return typeof value === 'object' && value !== null && 'id' in value && 'flag' in value && 'text' in value;
}

function toIssue(finding: SvrlFinding): EInvoiceValidationIssue {
  // The EN 16931 assertion texts repeat the rule id in brackets; the id has its own field.
  const message = finding.text.replace(/^\[[^\]]+\]\s*-?\s*/, '');
  return { Rule: finding.id, Message: message, ...(finding.location ? { Location: finding.location } : {}) };
}

/** Runs the official EN 16931 Schematron (as compiled XSLT) and reads the SVRL report. */
export async function runEn16931Schematron(
  xml: string,
  syntax: SchematronSyntax,
): Promise<SchematronFindings> {
  const stylesheet = await compiledSchematron(syntax);
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal: stylesheet, sourceText: xml, destination: 'raw' },
    'async',
  );
  const found = SaxonJS.XPath.evaluate(SVRL_FINDINGS, principalResult, {
    namespaceContext: { svrl: 'http://purl.oclc.org/dsdl/svrl' },
    resultForm: 'array',
  });
  const findings = Array.isArray(found) ? found.filter(isFinding) : [];
  // EN 16931 flags rules "fatal" or "warning"; anything that is not a warning blocks the invoice.
  return {
    Errors: findings.filter((finding) => finding.flag !== 'warning').map(toIssue),
    Warnings: findings.filter((finding) => finding.flag === 'warning').map(toIssue),
  };
}
