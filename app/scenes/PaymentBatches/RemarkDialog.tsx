import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';

type Props = {
  title: string;
  /** What the change does, above the remark. */
  children: ReactNode;
  /** The label of the confirm button. */
  confirm: string;
  /** The message key shown when the remark is missing. */
  mandatory: string;
  onCancel: () => void;
  onConfirm: (remark: string) => void;
  busy: boolean;
  /** Test ids: `<testId>`, `<testId>-remark`, `<testId>-confirm`. */
  testId: string;
};

/**
 * A batch change that needs a reason (removing a line, cancelling a batch): the remark is mandatory and kept in the
 * history. Confirming without one says so and sends nothing. Enter in the remark makes a new line; Ctrl+Enter (or
 * Cmd+Enter) confirms.
 */
export function RemarkDialog({
  title,
  children,
  confirm,
  mandatory,
  onCancel,
  onConfirm,
  busy,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const missing = remark.trim() === '';
  const submit = () => {
    setTried(true);
    if (!missing && !busy) onConfirm(remark.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Modal opened onClose={onCancel} title={title} size="sm" data-testid={testId}>
      <Stack gap="sm">
        {children}
        <Textarea
          size="xs"
          label={t('Payment_Remark')}
          withAsterisk
          rows={3}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={tried && missing ? t(mandatory) : undefined}
          data-autofocus
          data-testid={`${testId}-remark`}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button size="xs" color="red" onClick={submit} loading={busy} data-testid={`${testId}-confirm`}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
