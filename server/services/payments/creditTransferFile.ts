import { eq } from 'drizzle-orm';
import { normalizeIban } from '../../../domain/iban/normalizeIban';
import {
  creditTransferFileName,
  mayCreateFile,
  type PaymentBatchStatus,
} from '../../../domain/payments/batch';
import { structuredRemittanceOf } from '../../../domain/payments/creditorReference';
import {
  type CreditTransferBatch,
  type CreditTransferLine,
  type PainVersion,
  PainVersions,
  type SepaProfile,
  SepaProfiles,
} from '../../../domain/payments/creditTransfer';
import type { Tx } from '../../db/client';
import { companies, documents, paymentBatchLines } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { Actor } from '../users/actor';
import { loadVisibleBatch } from './loadPaymentBatch';

type LineRow = typeof paymentBatchLines.$inferSelect;

const countryCode = (country: string) =>
  /^[A-Za-z]{2}$/.test(country.trim()) ? country.trim().toUpperCase() : null;

/**
 * A structured reference when the document carries a valid one (RF creditor reference, Dutch betalingskenmerk,
 * Belgian structured communication, Finnish viitenumero), read as the reference of the account's country where it
 * passes more than one country's check.
 */
export function remittanceOf(
  paymentReference: string,
  fallback: string,
  iban = '',
): CreditTransferLine['Remittance'] {
  const structured =
    paymentReference.trim() === ''
      ? undefined
      : structuredRemittanceOf(paymentReference, normalizeIban(iban).slice(0, 2));
  return structured ? { Structured: structured } : { Unstructured: fallback.slice(0, 140) };
}

const pad = (value: number) => String(value).padStart(2, '0');
const stampOf = (at: Date) =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`;

/** The file builder's input for a batch: its lines that pay (not removed), from the company's account. */
export function creditTransferBatchOf(
  batch: {
    id: string;
    number: number;
    transactionDate: string | null;
    iban: string;
    bic: string;
    batchBooking: boolean;
  },
  company: { name: string; displayName: string; country: string; painVersion: string; sepaProfile: string },
  lines: Array<LineRow & { paymentReference: string; documentNumber: string }>,
  at: Date,
): CreditTransferBatch {
  const version = (PainVersions as readonly string[]).includes(company.painVersion)
    ? (company.painVersion as PainVersion)
    : 'pain.001.001.03';
  const profile = (SepaProfiles as readonly string[]).includes(company.sepaProfile)
    ? (company.sepaProfile as SepaProfile)
    : 'Generic';
  const debtorCountry = countryCode(company.country);
  return {
    Version: version,
    Profile: profile,
    // Unique per message: the batch (its id, shortened) and the moment the file is made.
    MessageId: `${batch.id.replace(/-/g, '').slice(0, 20)}${stampOf(at)}`,
    CreatedAt: at,
    PaymentInformationId: `PB-${batch.number}`,
    ExecutionDate: batch.transactionDate ?? at.toISOString().slice(0, 10),
    BatchBooking: batch.batchBooking,
    Debtor: {
      Name: company.displayName || company.name,
      Iban: batch.iban,
      Bic: batch.bic || undefined,
      Address: debtorCountry ? { Country: debtorCountry } : undefined,
    },
    Lines: lines
      .filter((line) => line.status !== 'Removed')
      .map((line) => {
        const country = countryCode(line.creditorCountry);
        return {
          EndToEndId: line.id.replace(/-/g, ''),
          DocumentNumber: line.documentNumber,
          AmountCents: Math.round(line.amount * 100),
          Currency: line.currency,
          Creditor: {
            Name: line.creditorName,
            Iban: line.iban,
            Bic: line.bic || undefined,
            Address: country
              ? {
                  Street: line.creditorStreet || undefined,
                  PostCode: line.creditorPostcode || undefined,
                  TownName: line.creditorCity || undefined,
                  Country: country,
                }
              : undefined,
          },
          Remittance: remittanceOf(line.paymentReference, line.remittance, line.iban),
        };
      }),
  };
}

/** What the file builder answers: the XML, already validated against its schema. */
export type CreditTransferFileBuilder = (batch: CreditTransferBatch) => string | Promise<string>;

/**
 * GET /PaymentBatch/CreateFile/{id}: the SEPA credit-transfer file of an Approved or Completed batch, named
 * SCT_<Number>_<yyyyMMddHHmmss>.xml.
 */
export async function createPaymentBatchFile(
  tx: Tx,
  actor: Actor,
  id: string,
  build: CreditTransferFileBuilder,
): Promise<{ fileName: string; xml: string }> {
  const batch = await loadVisibleBatch(tx, actor, id);
  if (!mayCreateFile(batch.status as PaymentBatchStatus))
    throw new AppError(409, 'Payment_Batch_File_Not_Approved');
  const [company] = await tx.select().from(companies).where(eq(companies.id, batch.companyId));
  const lines = await tx
    .select({
      line: paymentBatchLines,
      paymentReference: documents.paymentReference,
      documentNumber: documents.documentNumber,
    })
    .from(paymentBatchLines)
    .innerJoin(documents, eq(documents.id, paymentBatchLines.documentId))
    .where(eq(paymentBatchLines.batchId, batch.id))
    .orderBy(documents.dueDate, documents.documentNumber, paymentBatchLines.id);
  const at = new Date();
  const xml = await build(
    creditTransferBatchOf(
      batch,
      company,
      lines.map((row) => ({
        ...row.line,
        paymentReference: row.paymentReference,
        documentNumber: row.documentNumber,
      })),
      at,
    ),
  );
  return { fileName: creditTransferFileName(batch.number, at), xml };
}
