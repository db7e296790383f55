import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { judgeRuleTest, notWellFormed, type RuleTest, readRuleTestSet, runRuleTests } from './ruleTests';
import { compiledSchematron } from './schematron-cache';

const RULE_TESTS = path.join(import.meta.dirname, '../../../tests/einvoice-rule-tests');

const UBL_INVOICE = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>1</cbc:ID></Invoice>`;

function testSet(...tests: string[]): string {
  return `<testSet xmlns="http://difi.no/xsd/vefa/validator/1.0" configuration="x">${tests.join('')}</testSet>`;
}

function ruleTest(expectations: Partial<Pick<RuleTest, 'Success' | 'Error' | 'Warning'>>): RuleTest {
  return {
    Index: 1,
    Description: '',
    Success: [],
    Error: [],
    Warning: [],
    Syntax: 'UBL',
    Xml: '',
    ...expectations,
  };
}

const finding = (Rule: string) => ({ Rule, Message: '' });

beforeAll(async () => {
  await Promise.all([compiledSchematron('UBL'), compiledSchematron('CII')]);
}, 180_000);

describe('judgeRuleTest', () => {
  it('passes when success rules stay silent and error and warning rules fire with their flag', () => {
    const test = ruleTest({ Success: ['BR-01'], Error: ['BR-02'], Warning: ['UBL-CR-001'] });
    const outcome = judgeRuleTest(test, { Errors: [finding('BR-02')], Warnings: [finding('UBL-CR-001')] });
    expect(outcome.Problems).toEqual([]);
    expect(outcome.Fired).toEqual(['BR-02', 'UBL-CR-001']);
  });

  it('names a success rule that fired, as an error or as a warning', () => {
    const test = ruleTest({ Success: ['BR-01', 'UBL-CR-001'] });
    const outcome = judgeRuleTest(test, { Errors: [finding('BR-01')], Warnings: [finding('UBL-CR-001')] });
    expect(outcome.Problems).toEqual(['BR-01 fired', 'UBL-CR-001 fired']);
  });

  it('names an expected rule that did not fire or fired with the other flag', () => {
    const test = ruleTest({ Error: ['BR-02', 'BR-03'], Warning: ['UBL-CR-001', 'UBL-CR-002'] });
    const outcome = judgeRuleTest(test, { Errors: [finding('UBL-CR-002')], Warnings: [finding('BR-03')] });
    expect(outcome.Problems).toEqual([
      'BR-02 did not fire',
      'BR-03 warned instead of failing',
      'UBL-CR-001 did not warn',
      'UBL-CR-002 failed instead of warning',
    ]);
  });
});

describe('readRuleTestSet', () => {
  it('reads each test: its description, expectations, syntax and document', async () => {
    const [test] = await readRuleTestSet(
      testSet(
        `<test><assert><description> One  test </description><success>BR-01</success><error>BR-02</error>
        <warning>UBL-CR-001</warning></assert>${UBL_INVOICE}</test>`,
      ),
    );
    expect(test).toMatchObject({
      Index: 1,
      Description: 'One test',
      Success: ['BR-01'],
      Error: ['BR-02'],
      Warning: ['UBL-CR-001'],
      Syntax: 'UBL',
    });
    // The document is serialised with its own namespaces, without the test set's.
    expect(test.Xml).toContain('<cbc:ID>1</cbc:ID>');
    expect(test.Xml).not.toContain('vefa');
  });

  it('knows a CII document by its root', async () => {
    const cii =
      '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>';
    const [test] = await readRuleTestSet(
      testSet(`<test><assert><success>BR-01</success></assert>${cii}</test>`),
    );
    expect(test.Syntax).toBe('CII');
  });

  it('refuses a file that is not a rule test set, and a test without an invoice', async () => {
    await expect(readRuleTestSet('<Invoice/>')).rejects.toThrow('Not an EN 16931 rule test set');
    await expect(readRuleTestSet(testSet('<test><assert/><Order/></test>'))).rejects.toThrow(
      'Test 1 holds no UBL Invoice, CreditNote or CII document',
    );
    await expect(readRuleTestSet('<testSet')).rejects.toThrow('Not well-formed XML');
  });

  it('says where a file is not well-formed XML, counting lines from 1', async () => {
    await expect(readRuleTestSet('<?xml version="1.0"?>\n<testSet>\n<test>\n</testSet>')).rejects.toThrow(
      'Not well-formed XML: Unexpected close tag (line 4, column',
    );
    expect(notWellFormed(new Error('Failed parsing XML in undefined: Unclosed root tag')).message).toBe(
      'Not well-formed XML: Unclosed root tag',
    );
  });
});

describe('the EN 16931 rules against the rule test sets in tests/einvoice-rule-tests', async () => {
  const files = (await readdir(RULE_TESTS, { recursive: true }))
    .filter((name) => name.endsWith('.xml'))
    .sort();

  it('has test sets for both syntaxes', () => {
    expect(files.some((name) => name.startsWith('ubl'))).toBe(true);
    expect(files.some((name) => name.startsWith('cii'))).toBe(true);
  });

  it.each(files)('%s: every test goes as it expects', async (name) => {
    const tests = await readRuleTestSet(await readFile(path.join(RULE_TESTS, name), 'utf8'));
    const outcomes = await runRuleTests(tests);
    expect(
      outcomes.flatMap((outcome) =>
        outcome.Problems.map((problem) => `test ${outcome.Test.Index}: ${problem}`),
      ),
    ).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(1);
  });
});
