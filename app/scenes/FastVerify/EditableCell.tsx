import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain/amount/format';
import type { IsoDate } from '../../../domain/date/calendar';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { AmountEditor, DateEditor } from '../../components';
import { formatDocumentDate } from '../Documents/cells';
import { type EditableField, type Edits, isLowField, shownValue } from './fastVerifyState';

type Props = {
  item: FastVerifyItem;
  field: EditableField;
  edits: Edits;
  onEdit: (item: FastVerifyItem, field: EditableField, value: string | number | null) => void;
};

/** A number that commits on Enter or blur, as the amount and date editors do. */
function NumberText({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() !== value) onChange(draft.trim());
    setDraft(null);
  };
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={draft ?? value}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
      data-testid="fast-verify-edit-Number"
    />
  );
}

/**
 * A cell of the table: plain text for a field recognition is sure of, a highlighted editor for a field under the
 * low-confidence mark, so the verifier corrects what needs a look without opening the document.
 */
export function EditableCell({ item, field, edits, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const value = shownValue(item, edits, field);
  const edited = edits[item.Id]?.[field] !== undefined;
  const amount = field === 'NetAmount' || field === 'VatAmount' || field === 'GrossAmount';
  if (!isLowField(item, field) && !edited) {
    const text =
      field === 'Date'
        ? formatDocumentDate(value as string | null, i18n.language)
        : amount
          ? formatAmount(value as number, i18n.language)
          : String(value ?? '');
    return <>{text}</>;
  }
  const label = t(`FastVerify_Field_${field}`);
  return (
    <div
      className="ll-fv-low"
      data-testid={`fast-verify-low-${field}`}
      data-field={field}
      data-edited={edited}
    >
      {field === 'Date' ? (
        <DateEditor
          value={value as IsoDate | null}
          aria-label={label}
          onChange={(next) => onEdit(item, field, next)}
          data-testid="fast-verify-edit-Date"
        />
      ) : amount ? (
        <AmountEditor
          value={value as number}
          aria-label={label}
          onChange={(next) => onEdit(item, field, next)}
          data-testid={`fast-verify-edit-${field}`}
        />
      ) : (
        <NumberText
          value={String(value ?? '')}
          label={label}
          onChange={(next) => onEdit(item, field, next)}
        />
      )}
    </div>
  );
}
