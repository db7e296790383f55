import type { PainVersion, SepaProfile } from '../../../domain/payments/creditTransfer';
import { compiledXsd, xsdErrors } from '../../xml/xsd';
import { sepaSchemaFile } from './profiles';

/** The XSD errors of a pain.001 file against its profile's schema ("line 12: …"); none when it is valid. */
export function sepaSchemaErrors(xml: string, profile: SepaProfile, version: PainVersion): string[] {
  const validator = compiledXsd(sepaSchemaFile(profile, version));
  return xsdErrors(xml, validator, `${version}.xml`).map((detail) =>
    detail.line > 0 ? `line ${detail.line}: ${detail.message.trim()}` : detail.message.trim(),
  );
}
