import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterFields } from './overviewState';

type SwitchName = 'ReceivedOnly' | 'UninvoicedOnly' | 'WithReturnsOnly';

type Props = { fields: FilterFields; onChange: (patch: FilterFields) => void };

/**
 * The packing-slip overview's "received only", "uninvoiced only" and "with returns only": real checkboxes, kept
 * with the overview's filter per customer and user (spec 000 §9).
 */
export function PackingSlipSwitches({ fields, onChange }: Props) {
  const { t } = useTranslation();
  const box = (name: SwitchName, label: ReactNode, testId: string) => (
    <Checkbox
      size="xs"
      label={label}
      checked={fields[name] === true}
      onChange={(event) => onChange({ [name]: event.currentTarget.checked })}
      data-testid={testId}
    />
  );
  return (
    <Group gap="md" mt="xs" data-testid="filter-packing-slip-switches">
      {box('ReceivedOnly', t('Received_Only'), 'filter-received-only')}
      {box('UninvoicedOnly', t('Uninvoiced_Only'), 'filter-uninvoiced-only')}
      {box('WithReturnsOnly', t('With_Returns_Only'), 'filter-with-returns-only')}
    </Group>
  );
}
