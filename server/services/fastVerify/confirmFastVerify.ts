import type { RecognizedFieldName } from '../../../domain/recognition/types';
import { RecognizedFieldNames } from '../../../domain/recognition/types';
import type { FastVerifyItem, VerifySaveBody } from '../../../domain/verify/types';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/jobs';
import { isoTimestamp } from '../../presenters/document';
import type { Actor } from '../users/actor';
import { saveVerifiedDocument } from '../verify/saveVerifiedDocument';
import { fastVerifyItem } from './listFastVerify';

/** What a verifier may change on a row before confirming it: the header fields the table shows. */
export type FastVerifyChanges = Partial<
  Pick<
    VerifySaveBody,
    | 'Number'
    | 'Date'
    | 'DueDate'
    | 'Currency'
    | 'NetAmount'
    | 'VatAmount'
    | 'GrossAmount'
    | 'InvoiceType'
    | 'IbanNumber'
    | 'PurchaseOrderNumber'
    | 'PaymentReference'
    | 'Description'
    | 'Comment'
  >
>;

/** One row to confirm: the copy the user saw and what they changed on it. */
export type FastVerifyConfirmItem = { Id: string; LastUpdate: string; Changes?: FastVerifyChanges };

/** PUT FastVerify/Confirm's answer: which documents were verified, and why the others were not. */
export type FastVerifyConfirmAnswer = {
  Confirmed: string[];
  Refused: Array<{ Id: string; Message: string }>;
};

const recognized = new Set<string>(RecognizedFieldNames);

/** The save body of a confirmed row: the document as stored, with the user's changes over it. */
export function saveBodyOf(item: FastVerifyItem, confirm: FastVerifyConfirmItem): VerifySaveBody {
  const changes = confirm.Changes ?? {};
  const corrected = Object.keys(changes).filter(
    (field): field is RecognizedFieldName =>
      recognized.has(field) &&
      changes[field as keyof FastVerifyChanges] !== item[field as keyof FastVerifyItem],
  );
  return {
    Id: item.Id,
    LastUpdate: confirm.LastUpdate,
    CompanyId: item.CompanyId,
    RelationId: item.RelationId,
    Number: item.Number,
    Date: item.Date,
    DueDate: item.DueDate,
    Currency: item.Currency,
    NetAmount: item.NetAmount,
    VatAmount: item.VatAmount,
    GrossAmount: item.GrossAmount,
    InvoiceType: item.InvoiceType === 'Credit' ? 'Credit' : 'Debit',
    IbanNumber: item.IbanNumber,
    PurchaseOrderNumber: item.PurchaseOrderNumber,
    PaymentReference: item.PaymentReference,
    Description: item.Description,
    Comment: item.Comment,
    ...changes,
    RotatedPages: [],
    // A suspected duplicate is for the verify screen, where both documents can be compared.
    IgnoreDuplicates: false,
    // The table shows no page: recognition looks for the corrected value itself.
    Corrections: corrected.map((Field) => ({ Field, Page: null, Box: null })),
  };
}

/**
 * PUT FastVerify/Confirm: verifies each row as Verify/Save would, one transaction per row, in the order given. A row
 * that is refused (stale, held by someone else, invalid, a suspected duplicate, gone) does not stop the others.
 */
export async function confirmFastVerify(
  deps: { database: Database; jobs: JobQueue; log?: (error: unknown) => void },
  actor: Actor,
  items: FastVerifyConfirmItem[],
): Promise<FastVerifyConfirmAnswer> {
  const answer: FastVerifyConfirmAnswer = { Confirmed: [], Refused: [] };
  const seen = new Set<string>();
  for (const confirm of items) {
    if (seen.has(confirm.Id)) continue;
    seen.add(confirm.Id);
    try {
      const item = await deps.database.withTenant(actor.tenantId, (tx) =>
        fastVerifyItem(tx, actor, confirm.Id),
      );
      if (item.LastUpdate !== isoTimestamp(confirm.LastUpdate))
        throw new AppError(409, 'Document_Is_Updated_By_Other_User');
      await saveVerifiedDocument(deps, actor, item.DocumentType, saveBodyOf(item, confirm));
      answer.Confirmed.push(confirm.Id);
    } catch (error) {
      if (!(error instanceof AppError)) deps.log?.(error);
      answer.Refused.push({
        Id: confirm.Id,
        Message: error instanceof AppError ? error.message : 'FastVerify_Confirm_Failed',
      });
    }
  }
  return answer;
}
