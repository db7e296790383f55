import { ActionIcon, Box, Group, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeList } from '../../../domain/masterdata/index';
import { ApiError } from '../../api/apiError';
import { useMessage } from '../common/useMessage';
import { type ErpCodeDraft, ownFieldKind, ownFieldsOf } from './codeListFields';
import { OwnFieldInput } from './OwnFieldInput';

type Props = {
  list: CodeList;
  companyId: string;
  initial: ErpCodeDraft;
  showDefaultDescription: boolean;
  saving: boolean;
  /** Resolves when saved; rejects with the server's refusal. */
  onSave: (draft: ErpCodeDraft) => Promise<unknown>;
  onCancel: () => void;
  /** Absent for an entry not saved yet. */
  onDelete?: () => void;
};

/** Whether a key press belongs to an open list of a field (its Enter and Escape pick and close). */
const inOpenList = (event: KeyboardEvent) =>
  event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true';

/** An entry edited in its row: Enter saves, Escape cancels, the server's messages under the fields. */
export function CodeListEditRow({
  list,
  companyId,
  initial,
  showDefaultDescription,
  saving,
  onSave,
  onCancel,
  onDelete,
}: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = failure instanceof ApiError ? failure.errors : {};
  const general =
    failure instanceof ApiError && Object.keys(errors).length === 0 ? message(failure.message) : null;
  const fieldError = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const patch = (change: Partial<ErpCodeDraft>) => setDraft((current) => ({ ...current, ...change }));
  const own = ownFieldsOf(list);
  const save = () => onSave(draft).catch(setFailure);

  const keys = (event: KeyboardEvent) => {
    if (inOpenList(event) || event.defaultPrevented) return;
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
      <Table.Tr
        className="ll-md-editing"
        onKeyDown={keys}
        data-testid="erp-code-edit-row"
        style={{ verticalAlign: 'top' }}
      >
        <Table.Td>
          <TextInput
            size="xs"
            autoFocus
            miw={90}
            aria-label={t('Code')}
            value={draft.Code}
            onChange={(event) => patch({ Code: event.currentTarget.value })}
            error={fieldError('Code')}
            data-testid="erp-code-Code"
          />
        </Table.Td>
        <Table.Td>
          <TextInput
            size="xs"
            miw={200}
            aria-label={t('Description')}
            value={draft.Description}
            onChange={(event) => patch({ Description: event.currentTarget.value })}
            error={fieldError('Description')}
            data-testid="erp-code-Description"
          />
        </Table.Td>
        {showDefaultDescription && (
          <Table.Td>
            <TextInput
              size="xs"
              miw={160}
              aria-label={t('Default_Description')}
              value={draft.DefaultDescription}
              onChange={(event) => patch({ DefaultDescription: event.currentTarget.value })}
              error={fieldError('DefaultDescription')}
            />
          </Table.Td>
        )}
        {own.map((field) => (
          <Table.Td key={field}>
            <Box miw={ownFieldKind(list, field).type === 'code' ? 170 : 100}>
              <OwnFieldInput
                list={list}
                field={field}
                companyId={companyId}
                value={draft[field]}
                onChange={(value) => patch({ [field]: value })}
                error={fieldError(field)}
              />
            </Box>
          </Table.Td>
        ))}
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <Switch
              size="xs"
              aria-label={t('Blocked')}
              checked={draft.IsBlocked}
              onChange={(event) => patch({ IsBlocked: event.currentTarget.checked })}
            />
            <ActionIcon
              size="sm"
              aria-label={t('Save')}
              loading={saving}
              onClick={() => void save()}
              data-testid="erp-code-save"
            >
              <IconCheck size={14} />
            </ActionIcon>
            <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('Cancel')} onClick={onCancel}>
              <IconX size={14} />
            </ActionIcon>
            {onDelete && (
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('Delete')} onClick={onDelete}>
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {general && (
        <Table.Tr>
          <Table.Td colSpan={own.length + (showDefaultDescription ? 4 : 3)}>
            <Text size="xs" c="red.7" role="alert">
              {general}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
