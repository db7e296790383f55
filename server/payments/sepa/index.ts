import { XMLBuilder } from 'fast-xml-parser';
import type { CreditTransferBatch } from '../../../domain/payments/creditTransfer';
import { AppError } from '../../errors';
import { creditTransferTree } from './document';
import { refuseNonSepa } from './refusals';
import { sepaSchemaErrors } from './schema';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
});

/** The pain.001 XML of a batch, without checks: for tests that need to see what the schema would say. */
export function buildCreditTransferXml(batch: CreditTransferBatch): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(creditTransferTree(batch))}`;
}

/**
 * The SEPA credit-transfer file (pain.001.001.03 or .09, in the batch's bank profile) of a payment batch, validated
 * against its XSD before it is returned. Refuses non-euro lines and accounts outside SEPA (Payment_Batch_*).
 */
export async function createCreditTransferFile(batch: CreditTransferBatch): Promise<string> {
  refuseNonSepa(batch);
  const xml = buildCreditTransferXml(batch);
  const errors = sepaSchemaErrors(xml, batch.Profile, batch.Version);
  if (errors.length > 0) throw new AppError(500, 'Payment_Batch_File_Invalid', [errors[0]]);
  return xml;
}
