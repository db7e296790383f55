import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelationKind } from '../../../domain/masterdata/index';
import { FormSection } from '../common/FormSection';
import { RelationFieldInput } from './RelationFieldInput';
import { isFieldShown, type RelationField, relationFieldLabel } from './relationFields';

type Props<M> = {
  kind: RelationKind;
  title: string;
  fields: RelationField<M>[];
  model: M;
  set: <F extends keyof M>(field: F, value: M[F]) => void;
  companyId: string | null;
  /** The fields the company's ERP keeps; undefined shows them all. */
  supported: readonly string[] | undefined;
  error: (field: string) => string | undefined;
  onIbanBlur?: (iban: string) => void;
  children?: ReactNode;
};

/** A section of a relation form with the fields the company's ERP keeps; a section without any is left out. */
export function RelationSection<M extends object>(props: Props<M>) {
  const { t } = useTranslation();
  const shown = props.fields.filter((field) => isFieldShown(field, props.supported));
  if (shown.length === 0 && !props.children) return null;
  const input = (field: RelationField<M>) => (
    <RelationFieldInput
      field={field}
      label={t(relationFieldLabel(props.kind, field.name))}
      value={props.model[field.name]}
      // The field kind decides the value's type; the form model holds what the kind edits.
      onChange={(value) => props.set(field.name, value as M[typeof field.name])}
      companyId={props.companyId}
      error={props.error}
      onIbanBlur={props.onIbanBlur}
    />
  );
  // Switches sit together on a row of their own below the fields.
  const switches = shown.filter((field) => field.kind.type === 'switch');
  return (
    <FormSection title={t(props.title)}>
      {shown
        .filter((field) => field.kind.type !== 'switch')
        .map((field) => (
          <Box key={field.name} style={field.wide ? { gridColumn: '1 / -1' } : undefined}>
            {input(field)}
          </Box>
        ))}
      {switches.length > 0 && (
        <Group gap="xl" style={{ gridColumn: '1 / -1' }}>
          {switches.map((field) => (
            <Box key={field.name}>{input(field)}</Box>
          ))}
        </Group>
      )}
      {props.children}
    </FormSection>
  );
}
