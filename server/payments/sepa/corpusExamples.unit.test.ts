import { readFileSync } from 'node:fs';
import type { PainVersion, SepaProfile } from '../../../domain/payments/creditTransfer';
import { corpusPath } from '../../../tests/corpora/path';
import { sepaSchemaErrors } from './schema';

const example = (...parts: string[]) => readFileSync(corpusPath('sepa/examples', ...parts), 'utf8');

// Published example files of other SEPA libraries, checked against the schemas Ledgerline ships: the schemas
// accept real files, and refuse files of other message versions.
describe('the shipped pain.001 schemas against published examples', () => {
  it.each<[string, string, PainVersion, SepaProfile]>([
    ['php-sepa-xml', 'pain.001.001.03.xml', 'pain.001.001.03', 'Generic'],
    ['php-sepa-xml', 'pain.001.001.09.xml', 'pain.001.001.09', 'Generic'],
    ['sepa_king', 'pain.001.001.03.xml', 'pain.001.001.03', 'Generic'],
  ])('%s %s passes the %s XSD', (folder, file, version, profile) => {
    expect(sepaSchemaErrors(example(folder, file), profile, version)).toEqual([]);
  });

  it.each(['pain.001.002.03.xml', 'pain.001.003.03.xml', 'pain.001.001.03.ch.02.xml'])(
    'sepa_king %s (another namespace) fails the pain.001.001.03 XSD',
    (file) => {
      expect(sepaSchemaErrors(example('sepa_king', file), 'Generic', 'pain.001.001.03')).not.toEqual([]);
    },
  );
});
