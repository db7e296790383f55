import type { DefaultText, DefaultTextFields } from '../../../domain/defaultTexts/index';
import type { ActionName } from '../../../domain/workflow/actions';
import type { defaultTexts } from '../../db/schema/index';
import { isoTimestamp } from '../../presenters/document';

export type DefaultTextRow = typeof defaultTexts.$inferSelect;

/** A stored default text as the API answers it. */
export function presentDefaultText(row: DefaultTextRow): DefaultText {
  return {
    Id: row.id,
    CompanyId: row.companyId,
    Action: row.action as ActionName | null,
    Name: row.name,
    Text: row.text,
    IsActive: row.isActive,
    UpdatedAt: isoTimestamp(row.updatedAt),
  };
}

/** The fields an audit row records: everything the user edits. */
export function defaultTextFields(text: DefaultText): DefaultTextFields {
  const { Id: _id, UpdatedAt: _updatedAt, ...fields } = text;
  return fields;
}

/** The columns of a saved default text. */
export const columnsOf = (input: DefaultTextFields) => ({
  companyId: input.CompanyId,
  action: input.Action,
  name: input.Name,
  text: input.Text,
  isActive: input.IsActive,
});
