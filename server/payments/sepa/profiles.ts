import path from 'node:path';
import type { PainVersion, SepaProfile } from '../../../domain/payments/creditTransfer';
import type { SepaTransliteration } from '../../../domain/payments/sepaCharacters';
import { projectRoot } from '../../paths';

/** What a bank profile changes in a pain.001 file. */
export type SepaProfileRules = {
  /** The schema the file must pass, per message version (file name in the xsd folder). */
  schemaFiles: Record<PainVersion, string>;
  /** How letters outside the SEPA Latin set are written. */
  transliteration: SepaTransliteration;
};

const ISO_SCHEMAS: Record<PainVersion, string> = {
  'pain.001.001.03': 'pain.001.001.03.xsd',
  'pain.001.001.09': 'pain.001.001.09.xsd',
};

/**
 * Generic EPC and the Dutch banks' guidelines use the ISO schemas (the Dutch guidelines' one addition, issuer `CUR`
 * for a Dutch payment reference, is written for every profile since any bank passes it on); the German Banking
 * Industry Committee (GBIC, Deutsche Kreditwirtschaft) publishes stricter subsets of the schemas, and German banks
 * write umlauts as ae, oe, ue.
 */
export const SepaProfileTable: Record<SepaProfile, SepaProfileRules> = {
  Generic: { schemaFiles: ISO_SCHEMAS, transliteration: 'Generic' },
  DutchBanks: { schemaFiles: ISO_SCHEMAS, transliteration: 'Generic' },
  GermanGbic: {
    schemaFiles: {
      'pain.001.001.03': 'pain.001.001.03_GBIC.xsd',
      'pain.001.001.09': 'pain.001.001.09_GBIC_4.xsd',
    },
    transliteration: 'German',
  },
};

/** The folder holding the pain.001 schemas, found from the project root so the bundle in dist/ uses it too. */
export const sepaSchemaDir = path.join(projectRoot, 'server/payments/sepa/xsd');

/** The XSD file a profile's file of this version must pass. */
export function sepaSchemaFile(profile: SepaProfile, version: PainVersion): string {
  return path.join(sepaSchemaDir, SepaProfileTable[profile].schemaFiles[version]);
}
