// The SWIFT IBAN registry (TXT layout: one row per data element, one column per country).
import { readFileSync } from 'node:fs';
import { corpusPath } from '../../tests/corpora/path';
import { ibanMod97 } from './checksum';
import { ibanCountrySpec } from './countries';
import { validateIban } from './validateIban';

const registry = readFileSync(
  corpusPath('iban-bic/swift-iban-registry/swift_iban_registry.ibantools.txt'),
  'latin1',
);

function row(element: string): string[] {
  const line = registry.split(/\r?\n/).find((candidate) => candidate.startsWith(`${element}\t`));
  if (!line) throw new Error(`row not found: ${element}`);
  return line
    .split('\t')
    .slice(1)
    .map((cell) => cell.replace(/"/g, '').trim());
}

const countries = row('IBAN prefix country code (ISO 3166)');
const lengths = row('IBAN length');
const electronic = row('IBAN electronic format example');
const printed = row('IBAN print format example');

// Registry errata: these published examples fail ISO 7064 mod-97 (ibantools rejects them as well),
// so no conforming validator can accept them. Every other example must pass.
const examplesWithWrongCheckDigits = new Set(['NI', 'RU', 'ST']);

describe('SWIFT IBAN registry', () => {
  it('lists every country with an example', () => {
    expect(countries.length).toBeGreaterThan(80);
    expect(electronic.length).toBe(countries.length);
    expect(printed.length).toBe(countries.length);
  });

  it.each(countries.map((country, index) => ({ country, length: Number(lengths[index]) })))(
    '$country is a known IBAN country of length $length',
    ({ country, length }) => {
      expect(ibanCountrySpec(country)?.length).toBe(length);
    },
  );

  it.each(countries.filter((country) => !examplesWithWrongCheckDigits.has(country)))(
    'accepts the %s examples in electronic and print format',
    (country) => {
      const index = countries.indexOf(country);
      expect(validateIban(electronic[index])).toMatchObject({ valid: true, iban: electronic[index] });
      expect(validateIban(printed[index])).toMatchObject({ valid: true, iban: electronic[index] });
    },
  );

  it.each([...examplesWithWrongCheckDigits])(
    'rejects the %s example, whose check digits are wrong',
    (country) => {
      const example = electronic[countries.indexOf(country)];
      expect(ibanMod97(example)).not.toBe(1);
      expect(validateIban(example).messages).toEqual(['Validation_Iban_Not_Valid', 'Iban_Checksum_Failed']);
    },
  );
});
