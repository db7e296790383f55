import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewDocumentType } from '../../../../domain/documents';
import { type ActionName, actionDefinition } from '../../../../domain/workflow';
import { useActionInformation } from '../../../api/workflow';
import { NextUserSelect } from '../ActionPanel/NextUserSelect';
import { actionLabel } from '../actionLabel';

/** What the bulk action is performed with. */
export type BulkInput = { nextUserId: string | null; remark: string };

type Props = {
  type: OverviewDocumentType;
  action: ActionName;
  /** A selected document: the recipients offered are those of this one (the server checks them all). */
  sampleId: string;
  pending: boolean;
  onSubmit: (input: BulkInput) => void;
  onCancel: () => void;
};

/** The next user and remark of a bulk Assign or Block; the fields the action needs are required. */
export function BulkActionForm({ type, action, sampleId, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const definition = actionDefinition(action);
  const info = useActionInformation(type, sampleId, definition.NeedsNextUser ? action : null).data;
  const [nextUserId, setNextUserId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState<'nextUser' | 'remark' | null>(null);

  const submit = () => {
    const lacking =
      definition.NeedsNextUser && !nextUserId
        ? 'nextUser'
        : definition.NeedsRemark && remark.trim() === ''
          ? 'remark'
          : null;
    setMissing(lacking);
    if (!lacking) onSubmit({ nextUserId, remark: remark.trim() });
  };

  return (
    <Stack
      gap={6}
      data-testid="bulk-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
      }}
    >
      {definition.NeedsNextUser && (
        <NextUserSelect
          recipients={info?.UserIds ?? []}
          value={nextUserId}
          onChange={(id) => {
            setNextUserId(id);
            if (id) setMissing(null);
          }}
          required
          error={missing === 'nextUser' ? t('Action_Next_User_Required') : null}
        />
      )}
      <Textarea
        size="xs"
        label={definition.NeedsRemark ? `${t('Action_Remark')} *` : t('Action_Remark')}
        rows={2}
        value={remark}
        data-autofocus={!definition.NeedsNextUser || undefined}
        error={missing === 'remark' ? t('Action_Remark_Required') : null}
        onChange={(event) => {
          setRemark(event.currentTarget.value);
          setMissing(null);
        }}
        data-testid="bulk-remark"
      />
      <Group gap={6}>
        <Button size="xs" onClick={submit} loading={pending} data-testid="bulk-submit">
          {actionLabel(t, action)}
        </Button>
        <Button size="xs" variant="default" onClick={onCancel} data-testid="bulk-cancel">
          {t('Cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
