import { and, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/date/calendar';
import {
  type DuplicateCandidate,
  DuplicateDateWindowDays,
  findDuplicates,
} from '../../../domain/verify/duplicates';
import type { DuplicateSuspect } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import { documentRecognitions, documents } from '../../db/schema/index';

/** The document whose duplicates are looked for, as it is (or is about to be) saved. */
export type DuplicateSubject = {
  id: string;
  companyId: string;
  documentType: string;
  relationId: string | null;
  documentNumber: string;
  documentDate: string | null;
  grossAmount: number;
  fileHash: string | null;
};

// Matches more than the pure rule (every zero and separator dropped); the rule then decides.
const coarseNumber = (column: SQL | typeof documents.documentNumber) =>
  sql`regexp_replace(lower(${column}), '[^a-z1-9]', '', 'g')`;
const coarse = (number: string) => number.toLowerCase().replace(/[^a-z1-9]/g, '');

/** At most this many suspects are kept per document. */
const MaxSuspects = 20;

/**
 * The documents of the same company and type that look like duplicates of `subject` (domain/verify/duplicates): the
 * same file, the same relation and number, or the same relation and gross amount within seven days. Documents set
 * aside as not applicable are not suspects; the newest come first.
 */
export async function findDuplicateSuspects(tx: Tx, subject: DuplicateSubject): Promise<DuplicateSuspect[]> {
  const byRelation: SQL[] = [];
  if (subject.relationId) {
    const number = coarse(subject.documentNumber);
    if (number) byRelation.push(sql`${coarseNumber(documents.documentNumber)} = ${number}`);
    if (subject.documentDate && subject.grossAmount !== 0)
      byRelation.push(
        and(
          eq(documents.grossAmount, subject.grossAmount),
          sql`${documents.documentDate} between ${addDays(subject.documentDate, -DuplicateDateWindowDays)} and ${addDays(subject.documentDate, DuplicateDateWindowDays)}`,
        ) as SQL,
      );
  }
  const relationMatch =
    subject.relationId && byRelation.length
      ? and(eq(documents.relationId, subject.relationId), or(...byRelation))
      : undefined;
  const fileMatch = subject.fileHash ? eq(documentRecognitions.fileHash, subject.fileHash) : undefined;
  if (!relationMatch && !fileMatch) return [];
  const rows = await tx
    .select({ document: documents, fileHash: documentRecognitions.fileHash })
    .from(documents)
    .leftJoin(documentRecognitions, eq(documentRecognitions.documentId, documents.id))
    .where(
      and(
        eq(documents.companyId, subject.companyId),
        eq(documents.documentType, subject.documentType),
        ne(documents.id, subject.id),
        ne(documents.status, 'Not_Applicable'),
        or(relationMatch, fileMatch),
      ),
    )
    .orderBy(desc(documents.importDate))
    .limit(MaxSuspects * 5);
  const candidateOf = (row: (typeof rows)[number]): DuplicateCandidate & { row: typeof row } => ({
    Id: row.document.id,
    RelationId: row.document.relationId,
    Number: row.document.documentNumber,
    Date: row.document.documentDate,
    GrossAmount: row.document.grossAmount,
    FileHash: row.fileHash,
    row,
  });
  const self: DuplicateCandidate = {
    Id: subject.id,
    RelationId: subject.relationId,
    Number: subject.documentNumber,
    Date: subject.documentDate,
    GrossAmount: subject.grossAmount,
    FileHash: subject.fileHash,
  };
  return findDuplicates(self, rows.map(candidateOf))
    .slice(0, MaxSuspects)
    .map(({ candidate, reason }) => {
      const d = candidate.row.document;
      return {
        DocumentId: d.id,
        DocumentType: d.documentType,
        Reason: reason,
        Number: d.documentNumber,
        Date: d.documentDate,
        GrossAmount: d.grossAmount,
        RelationName: d.relationName,
        Status: d.status,
      };
    });
}
