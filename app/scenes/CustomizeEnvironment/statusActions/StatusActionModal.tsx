import { Button, Checkbox, Group, List, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewDocumentTypes } from '../../../../domain/documents/enums';
import type { StatusAction } from '../../../../domain/workflow';
import type { WorkflowSettings } from '../../../api/workflowSettings';
import { Modal } from '../../../components';
import { oneOf } from '../../common/options';
import { documentTypeKeys } from '../../Routes/routeFields';
import { readProblem } from '../draft/problems';
import { useProblemText } from '../draft/WorkflowProblems';
import { actionNameKey, nextStatusKey, rightLabelKey, statusNameKey } from '../labels';
import { type RowForm, rowOfForm, rowProblems, withAction } from './statusActionRows';

type Props = {
  /** The row being edited; null closes the modal. */
  form: RowForm | null;
  isNew: boolean;
  settings: WorkflowSettings;
  onApply: (row: StatusAction) => void;
  onClose: () => void;
};

/** The row editor: status, action, right, next status, document types and what the action asks for. */
export function StatusActionModal({ form, isNew, settings, onApply, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={form !== null}
      onClose={onClose}
      title={t(isNew ? 'Customize_Add_Row' : 'Customize_Edit_Row')}
      size="lg"
      data-testid="row-modal"
    >
      {form && <RowFields initial={form} settings={settings} onApply={onApply} onClose={onClose} />}
    </Modal>
  );
}

function RowFields({
  initial,
  settings,
  onApply,
  onClose,
}: { initial: RowForm } & Pick<Props, 'settings' | 'onApply' | 'onClose'>) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const [form, setForm] = useState(initial);
  const statuses = settings.Statuses.map((info) => info.Status);
  const statusOptions = statuses.map((status) => ({ value: status, label: t(statusNameKey(status)) }));
  const nextOptions = (['Same', 'Previous', ...statuses] as const).map((next) => ({
    value: next,
    label: t(nextStatusKey(next)),
  }));
  const actions = settings.Actions.map((info) => info.Action);
  const actionOptions = actions.map((action) => ({ value: action, label: t(actionNameKey(action)) }));
  const rights = settings.Rights;
  const rightOptions = rights.map((right) => ({ value: right, label: t(rightLabelKey(right)) }));
  const row = rowOfForm(form);
  const problems = row ? rowProblems(row) : [];
  const set = (change: Partial<RowForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (row && problems.length === 0) onApply(row);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          <Select
            size="xs"
            label={t('Status')}
            data={statusOptions}
            value={form.Status}
            onChange={(value) => set({ Status: oneOf(statuses, value) })}
            searchable
            required
            data-autofocus
            data-testid="row-status"
          />
          <Select
            size="xs"
            label={t('Customize_Action')}
            description={t('Customize_Action_Defaults_Hint')}
            data={actionOptions}
            value={form.Action}
            onChange={(value) => setForm((current) => withAction(current, oneOf(actions, value)))}
            searchable
            required
            data-testid="row-action"
          />
          <Select
            size="xs"
            label={t('Customize_Right')}
            data={rightOptions}
            value={form.Right}
            onChange={(value) => set({ Right: oneOf(rights, value) })}
            searchable
            required
            data-testid="row-right"
          />
          <Select
            size="xs"
            label={t('Customize_Next_Status')}
            data={nextOptions}
            value={form.NextStatus}
            onChange={(value) =>
              set({
                NextStatus: oneOf(
                  nextOptions.map((option) => option.value),
                  value,
                ),
              })
            }
            searchable
            required
            data-testid="row-next"
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('Document_Types')}
          value={form.DocumentTypes}
          onChange={(value) =>
            set({ DocumentTypes: OverviewDocumentTypes.filter((type) => value.includes(type)) })
          }
        >
          <Group gap="md" mt={4}>
            {OverviewDocumentTypes.map((type) => (
              <Checkbox key={type} size="xs" value={type} label={t(documentTypeKeys[type])} />
            ))}
          </Group>
        </Checkbox.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('Customize_Row_Asks')}
          </Text>
          <Group gap="md">
            <Checkbox
              size="xs"
              label={t('Customize_Needs_Next_User')}
              checked={form.NeedsNextUser}
              onChange={(event) => set({ NeedsNextUser: event.currentTarget.checked })}
              data-testid="row-needs-next-user"
            />
            <Checkbox
              size="xs"
              label={t('Customize_Needs_Remark')}
              checked={form.NeedsRemark}
              onChange={(event) => set({ NeedsRemark: event.currentTarget.checked })}
              data-testid="row-needs-remark"
            />
            <Checkbox
              size="xs"
              label={t('Customize_Needs_Approval_Amount')}
              checked={form.NeedsApprovalAmount}
              onChange={(event) => set({ NeedsApprovalAmount: event.currentTarget.checked })}
              data-testid="row-needs-amount"
            />
            <Checkbox
              size="xs"
              label={t('Customize_Needs_Valid_Coding')}
              checked={form.NeedsValidCoding}
              onChange={(event) => set({ NeedsValidCoding: event.currentTarget.checked })}
              data-testid="row-needs-valid-coding"
            />
          </Group>
        </Stack>
        {problems.length > 0 && (
          <List size="xs" c="red" data-testid="row-problems">
            {problems.map((problem) => (
              <List.Item key={problem}>{problemText(readProblem(problem))}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button size="xs" type="submit" disabled={!row || problems.length > 0} data-testid="row-apply">
            {t('Customize_Apply_Row')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
