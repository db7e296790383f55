import SaxonJS from 'saxon-js';
import { runEn16931Schematron, type SchematronFindings } from './schematron';
import type { SchematronSyntax } from './schematron-cache';

/**
 * The format of the EN 16931 rule unit tests (the `testSet` files of the "vefa validator"): each `<test>` holds
 * one document and says which rules must stay silent on it (`success`) and which must fire (`error` for a fatal
 * rule, `warning` for a warning).
 */
const VEFA = 'http://difi.no/xsd/vefa/validator/1.0';

export type RuleTest = {
  /** Position of the test in its set, from 1. */
  Index: number;
  Description: string;
  Success: string[];
  Error: string[];
  Warning: string[];
  Syntax: SchematronSyntax;
  Xml: string;
};

export type RuleTestOutcome = {
  Test: RuleTest;
  /** Rules the Schematron reported, each once, sorted. */
  Fired: string[];
  /** What did not go as the test expects; empty when it passed. */
  Problems: string[];
};

const TESTS = `/v:testSet/v:test ! map{
  'description': normalize-space(string-join((v:assert/v:description, v:description), ' ')),
  'success': array{ v:assert/v:success ! normalize-space(.) },
  'error': array{ v:assert/v:error ! normalize-space(.) },
  'warning': array{ v:assert/v:warning ! normalize-space(.) },
  'root': local-name(*[namespace-uri() != '${VEFA}'][1]),
  'rootNamespace': namespace-uri(*[namespace-uri() != '${VEFA}'][1]),
  'xml': serialize(*[namespace-uri() != '${VEFA}'][1], map{'method': 'xml', 'omit-xml-declaration': true()})
}`;

type RawTest = {
  description: string;
  success: string[];
  error: string[];
  warning: string[];
  root: string;
  rootNamespace: string;
  xml: string;
};

const SYNTAX_OF_ROOT: Record<string, SchematronSyntax> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2 Invoice': 'UBL',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2 CreditNote': 'UBL',
  'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100 CrossIndustryInvoice': 'CII',
};

/**
 * SaxonJS's parse failure in words for the user: "Failed parsing XML in undefined: Unexpected close tag at line 0
 * column 10" (its parser counts lines from 0) becomes "Not well-formed XML: Unexpected close tag (line 1, column 10)".
 */
export function notWellFormed(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.replace(/^Failed parsing XML in [^:]*:\s*/, '').replace(/\.?\s*$/, '');
  const place = reason.match(/^(.*?)\.?\s+at line (\d+) column (\d+)$/);
  return new Error(
    place
      ? `Not well-formed XML: ${place[1]} (line ${Number(place[2]) + 1}, column ${place[3]})`
      : `Not well-formed XML: ${reason}`,
  );
}

/** A rule test set's tests; throws when the text is not a test set or a test holds no UBL or CII document. */
export async function readRuleTestSet(text: string): Promise<RuleTest[]> {
  const document = await SaxonJS.getResource({ text, type: 'xml' }).catch((error: unknown) => {
    throw notWellFormed(error);
  });
  const found = SaxonJS.XPath.evaluate(TESTS, document, {
    namespaceContext: { v: VEFA },
    resultForm: 'array',
  });
  const raw = (Array.isArray(found) ? found : []) as RawTest[];
  if (raw.length === 0) throw new Error('Not an EN 16931 rule test set: no vefa testSet/test elements');
  return raw.map((test, index) => {
    const syntax = SYNTAX_OF_ROOT[`${test.rootNamespace} ${test.root}`];
    if (!syntax) throw new Error(`Test ${index + 1} holds no UBL Invoice, CreditNote or CII document`);
    return {
      Index: index + 1,
      Description: test.description,
      Success: test.success,
      Error: test.error,
      Warning: test.warning,
      Syntax: syntax,
      Xml: test.xml,
    };
  });
}

/** Compares what the rules reported with what the test expects. */
export function judgeRuleTest(test: RuleTest, findings: SchematronFindings): RuleTestOutcome {
  const errors = new Set(findings.Errors.map((issue) => issue.Rule));
  const warnings = new Set(findings.Warnings.map((issue) => issue.Rule));
  const problems = [
    ...test.Success.filter((rule) => errors.has(rule) || warnings.has(rule)).map((rule) => `${rule} fired`),
    ...test.Error.filter((rule) => !errors.has(rule)).map((rule) =>
      warnings.has(rule) ? `${rule} warned instead of failing` : `${rule} did not fire`,
    ),
    ...test.Warning.filter((rule) => !warnings.has(rule)).map((rule) =>
      errors.has(rule) ? `${rule} failed instead of warning` : `${rule} did not warn`,
    ),
  ];
  return { Test: test, Fired: [...new Set([...errors, ...warnings])].sort(), Problems: problems };
}

/**
 * Runs the EN 16931 Schematron over every test's document (the rules alone: the documents are fragments an
 * XSD would refuse) and judges each. A document the rules cannot run on counts as a problem of its test.
 */
export async function runRuleTests(tests: RuleTest[]): Promise<RuleTestOutcome[]> {
  return Promise.all(
    tests.map((test) =>
      runEn16931Schematron(test.Xml, test.Syntax).then(
        (findings) => judgeRuleTest(test, findings),
        (error: unknown) => ({
          Test: test,
          Fired: [],
          Problems: [`the rules could not run: ${error instanceof Error ? error.message : String(error)}`],
        }),
      ),
    ),
  );
}
