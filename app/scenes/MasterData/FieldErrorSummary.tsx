import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../common/useMessage';

type Props = {
  /** Field name → message key, as the server answered. */
  errors: Record<string, string>;
  /** The label of a field, for the list. */
  label: (field: string) => string;
};

/**
 * Above a long form: what the save was refused for, field by field, so a message under a field further down (or
 * one the company's ERP does not show) is not missed.
 */
export function FieldErrorSummary({ errors, label }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={16} />} title={t('Validation_Failed')} role="alert">
      <List size="sm" spacing={2}>
        {entries.map(([field, key]) => (
          <List.Item key={field}>
            {label(field)}: {message(key)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
