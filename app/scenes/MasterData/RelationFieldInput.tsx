import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VatCategories } from '../../../domain/masterdata/index';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { IbanListField } from './IbanListField';
import type { RelationField } from './relationFields';

type Props<M> = {
  field: RelationField<M>;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  companyId: string | null;
  error: (field: string) => string | undefined;
  onIbanBlur?: (iban: string) => void;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** One field of a relation form, edited as its kind says. */
export function RelationFieldInput<M>({
  field,
  label,
  value,
  onChange,
  companyId,
  error,
  onIbanBlur,
}: Props<M>) {
  const { i18n } = useTranslation();
  const testId = `field-${field.name}`;
  const kind = field.kind;
  switch (kind.type) {
    case 'switch':
      return (
        <Switch
          size="xs"
          mt={4}
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          data-testid={testId}
        />
      );
    case 'percentage':
      return (
        <NumberInput
          size="xs"
          label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          min={0}
          max={100}
          decimalScale={2}
          decimalSeparator={i18n.language === 'en-US' ? '.' : ','}
          rightSection="%"
          error={error(field.name)}
          data-testid={testId}
        />
      );
    case 'vatCategory':
      return (
        <Select
          size="xs"
          label={label}
          data={[...VatCategories]}
          value={asText(value) || null}
          onChange={(next) => onChange(next ?? '')}
          clearable
          error={error(field.name)}
          data-testid={testId}
        />
      );
    case 'masterData':
      return (
        <MasterDataDropdown
          entity={kind.entity}
          companyId={companyId}
          label={label}
          value={asText(value)}
          onChange={(code) => onChange(code)}
          error={error(field.name)}
          data-testid={testId}
        />
      );
    case 'ibans':
      return (
        <IbanListField
          label={label}
          value={
            Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
          }
          onChange={onChange}
          error={error}
          onRowBlur={onIbanBlur}
        />
      );
    default:
      return (
        <TextInput
          size="xs"
          label={label}
          required={kind.required}
          maxLength={kind.maxLength}
          value={asText(value)}
          onChange={(event) =>
            onChange(kind.upper ? event.currentTarget.value.toUpperCase() : event.currentTarget.value)
          }
          error={error(field.name)}
          data-testid={testId}
        />
      );
  }
}
