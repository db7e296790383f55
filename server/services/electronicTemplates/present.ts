import {
  type ElectronicDocumentType,
  type ElectronicTemplate,
  ElectronicTemplateRules,
  type ElectronicTemplateStatus,
  type TemplateApplication,
} from '../../../domain/electronicTemplates/index';
import type { electronicTemplates } from '../../db/schema/index';

export type TemplateRow = typeof electronicTemplates.$inferSelect;

/** A stored template in the spec's names; the rule results are those of a preview when one was made. */
export function presentElectronicTemplate(
  row: TemplateRow,
  results: TemplateApplication = { Lines: [], UnlinkedLines: [] },
): ElectronicTemplate {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    Status: row.status as ElectronicTemplateStatus,
    Name: row.name,
    RelationCode: row.relationCode,
    RelationId: row.relationId,
    RelationName: row.relationName,
    DocumentType: row.documentType,
    ElectronicDocumentType: row.electronicDocumentType as ElectronicDocumentType,
    RuleName: row.ruleName,
    TemplateLinesJson: row.lines,
    InvoiceDescription: row.invoiceDescription,
    RuleResultsJson: results.Lines,
    UnlinkedLines: results.UnlinkedLines,
    Rules: [...ElectronicTemplateRules],
    LastUpdate: new Date(row.updatedAt).toISOString(),
  };
}
