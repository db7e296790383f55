// The assertions of schwifty's test files, read at test time and checked against our rules.
import { readFileSync } from 'node:fs';
import { corpusPath } from '../../tests/corpora/path';
import { bicFromIban } from './bicFromIban';
import { ibanMod97 } from './checksum';
import { printFormatIban } from './normalizeIban';
import { validateBic } from './validateBic';
import { validateIban } from './validateIban';

function load(name: string): string {
  const text = readFileSync(corpusPath('iban-bic/schwifty', name), 'utf8');
  // Drop whole-line comments (they hold commented-out cases); inline comments carry no quotes.
  return text.replace(/^\s*#.*$/gm, '');
}

const ibanTests = load('test_iban.py');
const bicTests = load('test_bic.py');

/** Strings of a top-level list such as `valid = [ ... ]`. */
function list(source: string, name: string): string[] {
  const match = new RegExp(`^${name} = \\[([\\s\\S]*?)^\\]`, 'm').exec(source);
  if (!match) throw new Error(`list not found: ${name}`);
  return Array.from(match[1].matchAll(/"([^"]*)"/g), (m) => m[1]);
}

/** Text of one test function together with its parametrize decorator. */
function testOf(source: string, name: string): string {
  const start = source.indexOf(`def ${name}(`);
  if (start < 0) throw new Error(`test not found: ${name}`);
  const decorator = source.lastIndexOf('@pytest.mark.parametrize', start);
  const previousDef = source.lastIndexOf('\ndef ', start - 2);
  const ends = [source.indexOf('\ndef ', start), source.indexOf('\n@', start)].filter((index) => index >= 0);
  return source.slice(
    decorator > previousDef ? decorator : start,
    ends.length ? Math.min(...ends) : undefined,
  );
}

/** Rows of a parametrize table, one tuple per line, as their quoted strings (the names row skipped). */
function rows(text: string): string[][] {
  const lines = Array.from(text.matchAll(/^\s*\((.*)\),?\s*(?:#.*)?$/gm), (m) => quoted(m[1]));
  return lines.slice(1);
}

function quoted(text: string): string[] {
  return Array.from(text.matchAll(/"([^"]*)"/g), (m) => m[1]);
}

describe('schwifty corpus: IBANs', () => {
  it.each(list(ibanTests, 'valid'))('%s is valid and prints the same', (value) => {
    expect(validateIban(value).valid).toBe(true);
    expect(printFormatIban(value)).toBe(value);
  });

  it.each(list(ibanTests, 'experimental'))('experimental %s is valid', (value) => {
    expect(validateIban(value).valid).toBe(true);
  });

  it.each(list(ibanTests, 'invalid'))('%s is invalid', (value) => {
    expect(validateIban(value).valid).toBe(false);
  });

  it('rejects an invalid character inside the BBAN', () => {
    expect(quoted(testOf(ibanTests, 'test_invalid_characters_in_bban_are_rejected'))).toEqual([
      'GB82WEST1234£698765432',
    ]);
    expect(validateIban('GB82WEST1234£698765432').messages).toContain('Iban_Bban_Pattern_Mismatch');
  });

  it('accepts the IBANs whose properties schwifty reads', () => {
    const names = ['test_iban_properties_de', 'test_iban_properties_it', 'test_iban_properties_is'];
    const ibans = names.map((name) => /IBAN\("([^"]+)"\)/.exec(testOf(ibanTests, name))?.[1] ?? '');
    ibans.push('PL66114010100000123400005678');
    for (const iban of ibans) expect(validateIban(iban).valid, iban).toBe(true);
  });

  it('accepts every IBAN that schwifty generates from bank code and account', () => {
    const generated = rows(testOf(ibanTests, 'test_generate_iban')).map((row) => row[row.length - 1]);
    expect(generated.length).toBeGreaterThan(30);
    for (const compact of generated) expect(validateIban(compact).valid, compact).toBe(true);
  });

  it('derives the Dutch BICs schwifty derives', () => {
    const table = rows(testOf(ibanTests, 'test_bic_from_iban'));
    expect(table.length).toBeGreaterThan(30);
    for (const [iban, bic] of table) {
      // schwifty's IBAN() checks structure and mod-97; so do we (its rows pass our national checks too).
      expect(validateIban(iban).valid, iban).toBe(true);
      // Deliberate difference: we carry the Dutch bank code table only, so elsewhere the BIC is unknown.
      expect(bicFromIban(iban), iban).toBe(iban.startsWith('NL') ? bic : null);
    }
  });

  it('knows no BIC for an unknown bank', () => {
    // schwifty builds SI72000001234567892 without its national check (validate_bban=False);
    // we always run the Slovenian mod-97-10 check, which this number fails.
    expect(bicFromIban('SI72000001234567892')).toBeNull();
    expect(validateIban('SI72000001234567892').messages).toContain('Iban_National_Check_Failed');
  });
});

describe('schwifty corpus: BICs', () => {
  // Deliberate difference: the spec requires 6 letters first (SWIFT compliance, which schwifty only
  // enforces on request), so the German bank code "1234DEWWXXX" is not a BIC for us.
  const notSwiftCompliant = new Set(['1234DEWWXXX']);
  const expectedValid = (code: string) => !notSwiftCompliant.has(code);

  it('accepts the BICs schwifty accepts', () => {
    const codes = [
      ...quoted(testOf(bicTests, 'test_bic')),
      ...quoted(testOf(bicTests, 'test_bic_no_branch_code')).filter((code) => code.length === 8),
      ...quoted(testOf(bicTests, 'test_bic_structure_is_validated_over_full_string')),
      ...rows(testOf(bicTests, 'test_bic_type')).map(([code]) => code),
      'ABNAJPJTXXX',
    ];
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(validateBic(code).valid, code).toBe(expectedValid(code));
  });

  it('rejects 1234DEWWXXX as schwifty does when SWIFT compliance is enforced', () => {
    expect(quoted(testOf(bicTests, 'test_enforce_swift_compliance'))).toEqual(['1234DEWWXXX']);
    expect(validateBic('1234DEWWXXX').messages).toEqual(['Validation_Bic_Not_Valid', 'Bic_Wrong_Format']);
  });

  it('rejects the BICs schwifty rejects', () => {
    const codes = [
      ...rows(testOf(bicTests, 'test_invalid_bic')).map(([code]) => code),
      ...quoted(testOf(bicTests, 'test_invalid_bic_branch_code_characters')).filter(
        (code) => code.length === 11,
      ),
    ];
    expect(codes).toContain('GENOXXM1GLS');
    expect(codes).toContain('GENODEM1G-S');
    for (const code of codes) expect(validateBic(code).valid, code).toBe(false);
  });

  it('rejects an unknown country as schwifty does', () => {
    expect(validateBic('GENODXM1GLS').messages).toEqual(['Validation_Bic_Not_Valid', 'Bic_Unknown_Country']);
  });

  it('accepts every BIC schwifty looks up by bank code', () => {
    const bics = [
      ...rows(testOf(bicTests, 'test_bic_from_bank_code')).map((row) => row[2]),
      // Parameter names are lower case and long bank codes all digits; the rest of length 8-11 are BICs.
      ...quoted(testOf(bicTests, 'test_bic_candidates_from_bank_code')).filter((s) =>
        /^(?![0-9]+$)[A-Z0-9]{8,11}$/.test(s),
      ),
      ...quoted(testOf(bicTests, 'test_bic_is_from_primary_bank_code')).filter((s) =>
        /^[A-Z0-9]{11}$/.test(s),
      ),
    ];
    expect(bics.length).toBeGreaterThan(40);
    for (const bic of bics) expect(validateBic(bic).valid, bic).toBe(true);
  });

  it('maps the Dutch bank code ADYB to ADYBNL2A', () => {
    const row = rows(testOf(bicTests, 'test_bic_from_bank_code')).find(([country]) => country === 'NL');
    expect(row).toEqual(['NL', 'ADYB', 'ADYBNL2A']);
    const bban = 'ADYB0123456789';
    const iban = `NL${String(98 - ibanMod97(`NL00${bban}`)).padStart(2, '0')}${bban}`;
    expect(bicFromIban(iban)).toBe('ADYBNL2A');
  });
});
