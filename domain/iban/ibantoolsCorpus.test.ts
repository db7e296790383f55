// The assertions of ibantools' own test file, read at test time and checked against our rules.
import { readFileSync } from 'node:fs';
import { corpusPath } from '../../tests/corpora/path';
import { ibanMod97 } from './checksum';
import { normalizeIban } from './normalizeIban';
import { isQrIban } from './qrIban';
import { validateBic } from './validateBic';
import { validateIban } from './validateIban';

const source = readFileSync(corpusPath('iban-bic/ibantools/ibantools_test.js'), 'utf8');

// The file's `describe` blocks by name. Left out on purpose: "Adding country specification…",
// "Adding custom BBAN validation function" (they mutate ibantools' registry, after which a valid DE
// IBAN is asserted invalid), "getCountrySpecifications()" (ibantools' data structure), and the
// null/undefined arguments throughout (our functions take strings; the type system refuses them).
function block(name: string): string {
  const start = source.indexOf(`describe('${name}'`);
  if (start < 0) throw new Error(`block not found: ${name}`);
  const next = source.indexOf('\n  describe(', start + 1);
  return source.slice(start, next < 0 ? undefined : next);
}

type Case = { value: string; expected: boolean; refuseQrIban: boolean };

function cases(text: string, call: string, expectation: string): Case[] {
  const pattern = new RegExp(`${call}\\('([^']*)'(, \\{ allowQRIBAN: false \\})?\\)\\)${expectation}`, 'g');
  return Array.from(text.matchAll(pattern), (match) => ({
    value: match[1],
    expected: match[3] === 'true',
    refuseQrIban: match[2] !== undefined,
  }));
}

// Deliberate differences: the spec removes spaces and hyphens before checking; ibantools does not.
// ('FR76-4097-8265-8510-1221-2598-123' stays invalid for us too: without hyphens it still fails the
// French RIB key and mod-97.)
const acceptedDespiteIbantools: Record<string, string> = {
  'IQ98 NBIQ 8501 2345 6789 012': 'spaces are removed before checking',
  'NL91 ABNA 0417 1643 00': 'spaces are removed before checking',
};

function expectedByUs(testCase: Case): boolean {
  return Object.hasOwn(acceptedDespiteIbantools, testCase.value) ? true : testCase.expected;
}

const isValidIbanCases = cases(
  block('When calling isValidIBAN()'),
  'isValidIBAN',
  '\\.to\\.be\\.(true|false)',
);
const validateIbanCases = cases(
  block('When calling validateIBAN()'),
  'validateIBAN',
  '\\.to\\.deep\\.equal\\(\\{\\s*(?:errorCodes: \\[\\],\\s*)?valid: (true|false)',
);

describe('ibantools corpus: IBANs', () => {
  it('finds the assertions in the file', () => {
    expect(isValidIbanCases.length).toBeGreaterThan(100);
    expect(validateIbanCases.length).toBeGreaterThanOrEqual(15);
  });

  it.each([...isValidIbanCases, ...validateIbanCases])('$value is valid: $expected', (testCase) => {
    expect(validateIban(testCase.value, { refuseQrIban: testCase.refuseQrIban }).valid).toBe(
      expectedByUs(testCase),
    );
  });

  it('agrees that spaced IBANs are valid once the spaces are removed', () => {
    for (const value of Object.keys(acceptedDespiteIbantools)) {
      expect(validateIban(value.replace(/ /g, '')).valid).toBe(true);
    }
  });

  it('agrees with extractIBAN() on validity, separators included', () => {
    const extracted = Array.from(
      source.matchAll(/extractIBAN\('([^']*)'\);\s*it\([^)]*\)[^}]*ext\.valid\)\.to\.be\.(true|false)/g),
      (match) => ({ value: match[1], expected: match[2] === 'true' }),
    );
    expect(extracted.length).toBeGreaterThan(8);
    for (const { value, expected } of extracted) expect(validateIban(value).valid, value).toBe(expected);
  });

  it('agrees with electronicFormatIBAN()', () => {
    const [, input, output] =
      /electronicFormatIBAN\('([^']*)'\)\)\.to\.equal\(\s*'([^']*)'/.exec(source) ?? [];
    expect(normalizeIban(input)).toBe(output);
  });

  it('agrees with isQRIBAN()', () => {
    const qr = cases(block('isQRIBAN'), 'isQRIBAN', '\\.to\\.be\\.(true|false)');
    expect(qr.length).toBe(2);
    for (const { value, expected } of qr) expect(isQrIban(value)).toBe(expected);
  });

  it('agrees with isValidBBAN() once check digits are added', () => {
    const bbans = Array.from(
      block('When calling isValidBBAN()').matchAll(
        /isValidBBAN\('([^']*)', '([A-Z]{2})'\)\)\.to\.be\.(true|false)/g,
      ),
      (match) => ({ bban: match[1], country: match[2], expected: match[3] === 'true' }),
    );
    expect(bbans.length).toBeGreaterThan(5);
    for (const { bban, country, expected } of bbans) {
      const checkDigits = String(98 - ibanMod97(`${country}00${bban}`)).padStart(2, '0');
      expect(validateIban(`${country}${checkDigits}${bban}`).valid, `${country} ${bban}`).toBe(expected);
    }
  });

  it('agrees with composeIBAN() results', () => {
    const composed = Array.from(
      source.matchAll(/composeIBAN\(\{[^}]*\}\)\)\.to\.equal\('([A-Z0-9]+)'\)/g),
      (m) => m[1],
    );
    expect(composed).toEqual(['NL91ABNA0417164300']);
    expect(validateIban(composed[0]).valid).toBe(true);
  });
});

describe('ibantools corpus: BICs', () => {
  const bicCases = [
    ...cases(block('When calling isValidBIC()'), 'isValidBIC', '\\.to\\.be\\.(true|false)'),
    ...cases(
      block('When calling validateBIC()'),
      'validateBIC',
      '\\.to\\.deep\\.equal\\(\\{\\s*(?:errorCodes: \\[\\],\\s*)?valid: (true|false)',
    ),
  ];

  it('finds the assertions in the file', () => {
    expect(bicCases.length).toBeGreaterThan(12);
  });

  it.each(bicCases)('$value is valid: $expected', ({ value, expected }) => {
    expect(validateBic(value).valid).toBe(expected);
  });

  it('agrees with extractBIC() on validity and country', () => {
    expect(validateBic('ABNANL2A').valid).toBe(true);
    expect(validateBic('ABN7NL2A').valid).toBe(false);
    expect(validateBic('NEDSZAJ0XXX').valid).toBe(true);
    // ibantools reads lower case (dnbanokk → NO); so do we.
    expect(validateBic('dnbanokk').bic?.slice(4, 6)).toBe('NO');
  });
});
