import type { ElectronicDocumentType, ElectronicTemplateLine, ElectronicTemplateStatus } from './types';

/** A template with no lines, or a line without a ledger account, cannot code anything yet. */
export function isComplete(lines: readonly Pick<ElectronicTemplateLine, 'GeneralLedgerAccount'>[]): boolean {
  return lines.length > 0 && lines.every((line) => line.GeneralLedgerAccount.trim() !== '');
}

/**
 * The status a saved template gets: the user switches a template Active or Inactive; an incomplete one is
 * Incomplete whatever was asked, and a complete one that was Incomplete (or Unknown) becomes Active.
 * Deleted is only reached by deleting.
 */
export function statusOnSave(
  requested: ElectronicTemplateStatus,
  lines: readonly Pick<ElectronicTemplateLine, 'GeneralLedgerAccount'>[],
): Exclude<ElectronicTemplateStatus, 'Deleted' | 'Unknown'> {
  if (requested === 'Inactive') return 'Inactive';
  return isComplete(lines) ? 'Active' : 'Incomplete';
}

type Candidate = {
  Id: string;
  Name: string;
  Status: string;
  CompanyId: string;
  DocumentType: string;
  RelationCode: string;
  ElectronicDocumentType: string;
};

/** What of an e-invoice document decides which template codes it. */
export type TemplateTarget = {
  CompanyId: string;
  DocumentType: string;
  RelationCode: string;
  /** The e-invoice's kind when it is one a template can be made for; null matches every kind. */
  ElectronicDocumentType: ElectronicDocumentType | null;
};

/**
 * The template that codes an e-invoice: only an Active one of the document's company, document type and relation
 * code (and its e-invoice kind where known); of several, the first by name.
 */
export function templateFor<T extends Candidate>(templates: readonly T[], target: TemplateTarget): T | null {
  if (target.RelationCode.trim() === '') return null;
  const matching = templates.filter(
    (template) =>
      template.Status === 'Active' &&
      template.CompanyId === target.CompanyId &&
      template.DocumentType === target.DocumentType &&
      template.RelationCode.trim().toLowerCase() === target.RelationCode.trim().toLowerCase() &&
      (target.ElectronicDocumentType === null ||
        template.ElectronicDocumentType === target.ElectronicDocumentType),
  );
  matching.sort((a, b) => a.Name.localeCompare(b.Name) || a.Id.localeCompare(b.Id));
  return matching[0] ?? null;
}
