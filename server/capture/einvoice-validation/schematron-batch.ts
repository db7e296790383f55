import SaxonJS from 'saxon-js';
import type { EInvoiceValidationIssue } from '../../../domain/einvoice/validation-types';
import { compiledSchematron, loadedStylesheet, type SchematronSyntax } from './schematron-cache';

/** Business-rule findings split by the Schematron flag. */
export type SchematronFindings = { Errors: EInvoiceValidationIssue[]; Warnings: EInvoiceValidationIssue[] };

/** Per document, in order: its findings, or the error that kept the rules from running on it. */
export type SchematronResults = (SchematronFindings | Error)[];

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

/** Runs one part of the stylesheet over parsed documents, one transform for all that could be parsed. */
function runPart(stylesheet: unknown, parsed: (unknown | Error)[]): SchematronResults {
  const results: SchematronResults = parsed.map((document) =>
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

/**
 * Joins the results of the parts of the stylesheet, given in part order: per document, the findings of each part
 * one after the other (the order of the whole stylesheet), or the first error when a part could not run on it.
 */
export function joinPartResults(perPart: SchematronResults[]): SchematronResults {
  const [first = [], ...rest] = perPart;
  return first.map((result, index) => {
    const all = [result, ...rest.map((part) => part[index])];
    const error = all.find((entry) => entry instanceof Error);
    if (error) return error;
    const findings = all as SchematronFindings[];
    return {
      Errors: findings.flatMap((entry) => entry.Errors),
      Warnings: findings.flatMap((entry) => entry.Warnings),
    };
  });
}

/**
 * Runs compiled parts of the official EN 16931 Schematron (SEF files, in part order) over several documents, in the
 * calling thread (each worker of schematron-pool.ts runs the part it is sent), and reads their SVRL reports. Each
 * transform pays a fixed set-up (milliseconds per thousand nodes of the stylesheet), so the documents share one
 * transform per part; a document the rules cannot run on (SaxonJS stops on malformed XML or on cardinalities the
 * Schematron assumes) gets its own error and does not fail the rest.
 */
export async function runSchematronFiles(xmls: string[], files: string[]): Promise<SchematronResults> {
  const stylesheets = await Promise.all(files.map(loadedStylesheet));
  const parsed = await Promise.all(
    xmls.map((text) =>
      SaxonJS.getResource({ text, type: 'xml' }).catch((error: unknown) =>
        error instanceof Error ? error : new Error(String(error)),
      ),
    ),
  );
  return joinPartResults(stylesheets.map((stylesheet) => runPart(stylesheet, parsed)));
}

/** The whole EN 16931 Schematron of a syntax (every part, one after the other) over documents, in this thread. */
export async function runEn16931SchematronBatch(
  xmls: string[],
  syntax: SchematronSyntax,
): Promise<SchematronResults> {
  return runSchematronFiles(xmls, await compiledSchematron(syntax));
}
