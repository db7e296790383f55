import { NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CodeList, CodeListOwnField } from '../../../domain/masterdata/index';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { ownFieldKind, ownFieldLabels } from './codeListFields';

type Props = {
  list: CodeList;
  field: CodeListOwnField;
  value: string | number | null;
  onChange: (value: string | number | null) => void;
  companyId: string;
  error?: string;
};

/** An own field of a code-list entry edited in its table cell, as its kind says. */
export function OwnFieldInput({ list, field, value, onChange, companyId, error }: Props) {
  const { t, i18n } = useTranslation();
  const kind = ownFieldKind(list, field);
  const label = t(ownFieldLabels[field]);
  switch (kind.type) {
    case 'choice':
      return (
        <Select
          size="xs"
          aria-label={label}
          data={kind.options.map((option) => ({
            value: option,
            label: kind.labels?.[option] ? t(kind.labels[option]) : option,
          }))}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          clearable
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'number':
      return (
        <NumberInput
          size="xs"
          aria-label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          decimalScale={kind.decimals}
          allowDecimal={kind.decimals > 0}
          decimalSeparator={i18n.language === 'en-US' ? '.' : ','}
          rightSection={kind.suffix}
          error={error}
          data-testid={`erp-code-${field}`}
        />
      );
    case 'code':
      return (
        <MasterDataDropdown
          entity={kind.entity}
          companyId={companyId}
          value={typeof value === 'string' ? value : ''}
          onChange={(code) => onChange(code === '' ? null : code)}
          error={error}
        />
      );
    case 'text':
      return (
        <TextInput
          size="xs"
          aria-label={label}
          maxLength={kind.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
          error={error}
        />
      );
  }
}

/** How an own field's value reads in a table cell. */
export function useOwnFieldText(list: CodeList) {
  const { t, i18n } = useTranslation();
  return (field: CodeListOwnField, value: string | number | null): string => {
    if (value === null || value === '') return '';
    const kind = ownFieldKind(list, field);
    if (kind.type === 'number' && typeof value === 'number') {
      const text = value.toLocaleString(i18n.language, {
        minimumFractionDigits: kind.decimals === 3 ? 2 : 0,
        maximumFractionDigits: kind.decimals,
      });
      return kind.suffix ? `${text} ${kind.suffix}` : text;
    }
    if (kind.type === 'choice' && typeof value === 'string' && kind.labels?.[value])
      return t(kind.labels[value]);
    return String(value);
  };
}
