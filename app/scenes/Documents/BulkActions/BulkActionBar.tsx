import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRecord, OverviewDocumentType } from '../../../../domain/documents';
import type { ActionName } from '../../../../domain/workflow';
import { usePostBulkAction } from '../../../api/workflow';
import { popups } from '../../../shell/popups/popupStore';
import { actionLabel } from '../actionLabel';
import { BulkActionForm, type BulkInput } from './BulkActionForm';
import { BulkRefusalAlert } from './BulkRefusalAlert';
import { type BulkRefusal, bulkRefusalOf } from './bulkRefusal';
import type { SelectionControl } from './SelectCells';
import { NoSelection, selectedIds } from './selection';

/** The actions the overview performs on many documents; Approve needs nothing more, the others a form. */
const BulkActions = ['Approve', 'Assign', 'Block'] as const satisfies readonly ActionName[];
type BulkAction = (typeof BulkActions)[number];

type Props = { type: OverviewDocumentType; rows: readonly DocumentRecord[]; selection: SelectionControl };

/**
 * Shown while rows are selected: the count, Approve, Assign and Block for all of them at once, and
 * Clear. The server checks every document first and refuses the whole action when one cannot take it.
 */
export function BulkActionBar({ type, rows, selection }: Props) {
  const { t } = useTranslation();
  const post = usePostBulkAction();
  const [form, setForm] = useState<BulkAction | null>(null);
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);
  const ids = selectedIds(
    selection.value,
    rows.map((row) => row.Id),
  );
  if (ids.length === 0) return null;

  const clear = () => {
    setForm(null);
    setRefusal(null);
    selection.onChange(NoSelection);
  };
  const perform = (action: BulkAction, input: BulkInput) => {
    setRefusal(null);
    post.mutate(
      {
        DocumentIds: ids,
        DocumentType: type,
        NextAction: action,
        NextUserId: input.nextUserId,
        Remark: input.remark,
      },
      {
        onSuccess: (result) => {
          popups.add({ Message: `Bulk_Action_Done%%${result.Documents.length}`, Icon: 'check' });
          clear();
        },
        onError: (error) =>
          setRefusal(bulkRefusalOf(error, new Map(rows.map((row) => [row.Id, row.DocumentNumber])))),
      },
    );
  };
  const request = (action: BulkAction) => {
    if (action === 'Approve') perform(action, { nextUserId: null, remark: '' });
    else {
      setRefusal(null);
      setForm(action);
    }
  };

  return (
    <Paper withBorder radius="md" p="xs" mb="sm" data-testid="bulk-bar">
      <Stack gap={8}>
        <Group
          gap="xs"
          role="toolbar"
          aria-label={t('Bulk_Actions')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') clear();
          }}
        >
          <Text size="sm" fw={600} data-testid="bulk-count">
            {t('Bulk_Selected_Count', { 0: ids.length })}
          </Text>
          {BulkActions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'Approve' ? 'filled' : form === action ? 'light' : 'default'}
              color={action === 'Approve' ? 'green' : undefined}
              loading={post.isPending && action === 'Approve'}
              disabled={post.isPending}
              onClick={() => request(action)}
              data-testid={`bulk-${action}`}
            >
              {actionLabel(t, action)}
            </Button>
          ))}
          <Button size="xs" variant="subtle" onClick={clear} data-testid="bulk-clear">
            {t('Bulk_Clear_Selection')}
          </Button>
        </Group>
        {form && (
          <BulkActionForm
            key={form}
            type={type}
            action={form}
            sampleId={ids[0]}
            pending={post.isPending}
            onSubmit={(input) => perform(form, input)}
            onCancel={() => setForm(null)}
          />
        )}
        {refusal && <BulkRefusalAlert refusal={refusal} onClose={() => setRefusal(null)} />}
      </Stack>
    </Paper>
  );
}
