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

function readReport(report: unknown): SchematronFindings {
  const found = SaxonJS.XPath.evaluate(SVRL_FINDINGS, report, {
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

/** One SVRL report per document, in order. */
function transform(stylesheet: unknown, documents: unknown[]): unknown[] {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: stylesheet, initialSelection: documents, destination: 'raw', resultForm: 'array' },
    'sync',
  );
  const reports = Array.isArray(principalResult) ? principalResult : [principalResult];
  if (reports.length !== documents.length)
    throw new Error('EN 16931 Schematron: one report per document expected');
  return reports;
}

/**
 * Runs the official EN 16931 Schematron (as compiled XSLT) over several documents of one syntax, in the calling
 * thread (each worker of schematron-pool.ts runs it on the batches it is sent), and reads their SVRL reports. Each transform pays a fixed set-up (tens of milliseconds for the ~60,000-node
 * stylesheet), so the documents share one transform; a document the rules cannot run on (SaxonJS stops on
 * malformed XML or on cardinalities the Schematron assumes) gets its own error and does not fail the rest.
 */
export async function runEn16931SchematronBatch(
  xmls: string[],
  syntax: SchematronSyntax,
): Promise<(SchematronFindings | Error)[]> {
  const stylesheet = await compiledSchematron(syntax);
  const parsed = await Promise.all(
    xmls.map((text) =>
      SaxonJS.getResource({ text, type: 'xml' }).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    ),
  );
  const results: (SchematronFindings | Error)[] = parsed.map((document) =>
    document instanceof Error ? document : { Errors: [], Warnings: [] },
  );
  const indexes = parsed.flatMap((document, index) => (document instanceof Error ? [] : [index]));
  try {
    const reports = transform(
      stylesheet,
      indexes.map((index) => parsed[index]),
    );
    indexes.forEach((index, position) => {
      results[index] = readReport(reports[position]);
    });
  } catch {
    // One document stopped the shared transform: run each alone to tell which.
    for (const index of indexes) {
      try {
        results[index] = readReport(transform(stylesheet, [parsed[index]])[0]);
      } catch (error) {
        results[index] = error instanceof Error ? error : new Error(String(error));
      }
    }
  }
  return results;
}
