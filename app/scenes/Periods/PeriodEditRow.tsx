import { ActionIcon, Group, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiError';
import { useMessage } from '../common/useMessage';
import type { PeriodDraft } from './periodDraft';

type Props = {
  initial: PeriodDraft;
  saving: boolean;
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (draft: PeriodDraft) => Promise<unknown>;
  onCancel: () => void;
};

/** A period edited in its row: Enter saves, Escape cancels; the server's messages show under the fields. */
export function PeriodEditRow({ initial, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = failure instanceof ApiError ? failure.errors : {};
  const general =
    failure instanceof ApiError && Object.keys(errors).length === 0 ? message(failure.message) : null;
  const fieldError = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const patch = (change: Partial<PeriodDraft>) => setDraft((current) => ({ ...current, ...change }));

  const save = () => onSave(draft).catch(setFailure);
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <>
      <Table.Tr className="ll-md-editing" onKeyDown={keys} data-testid="period-edit-row">
        <Table.Td>
          <TextInput
            size="xs"
            autoFocus
            aria-label={t('Code')}
            value={draft.Code}
            onChange={(event) => patch({ Code: event.currentTarget.value })}
            error={fieldError('Code')}
            data-testid="period-code"
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            type="date"
            aria-label={t('Start_Date')}
            value={draft.StartDate}
            onChange={(event) => patch({ StartDate: event.currentTarget.value })}
            error={fieldError('StartDate')}
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            type="date"
            aria-label={t('End_Date')}
            value={draft.EndDate}
            onChange={(event) => patch({ EndDate: event.currentTarget.value })}
            error={fieldError('EndDate')}
          />
        </Table.Td>
        <Table.Td>
          <Switch
            size="xs"
            aria-label={t('Period_Closed')}
            checked={draft.IsClosed}
            onChange={(event) => patch({ IsClosed: event.currentTarget.checked })}
          />
        </Table.Td>
        <Table.Td>
          <Group gap={2} justify="flex-end" wrap="nowrap">
            <ActionIcon size="sm" aria-label={t('Save')} loading={saving} onClick={() => void save()}>
              <IconCheck size={14} />
            </ActionIcon>
            <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('Cancel')} onClick={onCancel}>
              <IconX size={14} />
            </ActionIcon>
          </Group>
        </Table.Td>
      </Table.Tr>
      {general && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Text size="xs" c="red.7" role="alert" data-testid="period-error">
              {general}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
