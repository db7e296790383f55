import { scoreOf } from '../../../domain/recognition/score';
import type { RecognizedFields } from '../../../domain/recognition/types';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { presentVerifyDocument, type VerifyRow } from '../../presenters/verifyDocument';

/** A document of the fast verify list: the verify list's row with the recognised fields the score is built from. */
export type FastVerifyRow = VerifyRow & { fields: RecognizedFields };

/** A fast verify item: the verify document with its FastVerifyResult, scored from the stored recognised fields. */
export function presentFastVerifyItem(
  row: FastVerifyRow,
  callerId: string,
  minimumScore: number,
): FastVerifyItem {
  const document = presentVerifyDocument(row, callerId);
  const d = row.document;
  return {
    ...document,
    FastVerifyResult: { ...scoreOf(row.fields, document.DocumentType), MinimumScore: minimumScore },
    ReportingDate: d.reportingDate,
    PaymentTerm: d.paymentTerm,
    PackingSlipNumber: d.packingSlipNumbers.join(', '),
  };
}
