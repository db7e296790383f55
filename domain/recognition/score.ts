import type { ScorePart } from '../verify/types';
import type { RecognizedFieldName, RecognizedFields } from './types';

/** A field under this confidence is highlighted for the verifier's attention. */
export const LowConfidence = 0.8;

/** The fields a document of each type cannot be verified without: the score looks at these. */
export const ScoredFields: Record<'PurchaseInvoice' | 'SalesInvoice' | 'PackingSlip', RecognizedFieldName[]> =
  {
    PurchaseInvoice: [
      'RelationName',
      'Number',
      'Date',
      'NetAmount',
      'VatAmount',
      'GrossAmount',
      'IbanNumber',
    ],
    SalesInvoice: ['RelationName', 'Number', 'Date', 'NetAmount', 'VatAmount', 'GrossAmount'],
    PackingSlip: ['RelationName', 'Number', 'Date'],
  };

/** Why a field counts as it does, as a translation key (Score_Reason_*). */
function reasonOf(fields: RecognizedFields, name: RecognizedFieldName): string {
  const field = fields[name];
  if (!field) return 'Score_Reason_Missing';
  if (field.Source === 'EInvoice') return 'Score_Reason_EInvoice';
  if (field.Source === 'MasterData') return 'Score_Reason_MasterData';
  if (field.Source === 'Learned') return 'Score_Reason_Learned';
  return field.Confidence >= LowConfidence ? 'Score_Reason_Sure' : 'Score_Reason_Unsure';
}

/**
 * A document's fast-verify score: as sure as its least sure required field (a missing one scores 0), with each
 * field's part and the fields to look at. A document is only as confident as its weakest required field: one
 * wrong amount is enough to post a wrong invoice.
 */
export function scoreOf(
  fields: RecognizedFields,
  documentType: keyof typeof ScoredFields,
): { Score: number; Parts: ScorePart[]; LowFields: RecognizedFieldName[] } {
  const Parts = ScoredFields[documentType].map((Field) => ({
    Field,
    Confidence: fields[Field]?.Confidence ?? 0,
    Reason: reasonOf(fields, Field),
  }));
  const Score = Parts.reduce((lowest, part) => Math.min(lowest, part.Confidence), 1);
  const LowFields = Parts.filter((part) => part.Confidence < LowConfidence).map((part) => part.Field);
  return { Score: Math.round(Score * 1000) / 1000, Parts, LowFields };
}
