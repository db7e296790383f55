import { Button, Center, Loader, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '../../../domain/documents/enums';
import type { StatusAction } from '../../../domain/workflow';
import '../MasterData/masterdata.css';
import { CustomizeHeader } from './CustomizeHeader';
import { DraftToolbar } from './draft/DraftToolbar';
import { type ProblemTarget, pointsAt, readProblem } from './draft/problems';
import { StaleVersionAlert } from './draft/StaleVersionAlert';
import { UnsavedChangesGuard } from './draft/UnsavedChangesGuard';
import { useWorkflowDraft } from './draft/useWorkflowDraft';
import { WorkflowProblems } from './draft/WorkflowProblems';
import { RowFilters } from './statusActions/RowFilters';
import { StatusActionGroup } from './statusActions/StatusActionGroup';
import { StatusActionModal } from './statusActions/StatusActionModal';
import {
  formOfRow,
  groupByStatus,
  isExpanded,
  isFiltering,
  newRowForm,
  noFilter,
  putRow,
  type RowFilter,
  type RowForm,
  removeRow,
  sameRows,
  toggled,
  workflowProblems,
} from './statusActions/statusActionRows';

const empty: StatusAction[] = [];

/** /customize-environment/status-actions: the rows by status, edited locally and saved whole (Ctrl+S). */
export function StatusActionsPage() {
  const { t } = useTranslation();
  const draft = useWorkflowDraft<StatusAction[]>({
    part: 'StatusActions',
    select: (settings) => settings.StatusActions,
    same: sameRows,
    check: workflowProblems,
    body: (StatusActions, Version) => ({ part: 'StatusActions', Version, StatusActions }),
  });
  const settings = draft.settings.data;
  const rows = draft.value ?? empty;
  const [filter, setFilterState] = useState<RowFilter>(noFilter);
  const [toggledGroups, setToggledGroups] = useState<ReadonlySet<DocumentStatus>>(new Set());
  const [editing, setEditing] = useState<{ form: RowForm; index: number | null } | null>(null);
  const [pointed, setPointed] = useState<ProblemTarget | null>(null);

  const order = useMemo(() => settings?.Statuses.map((info) => info.Status) ?? [], [settings]);
  const groups = useMemo(() => groupByStatus(rows, filter, order), [rows, filter, order]);
  const targets = useMemo(
    () => draft.problems.map((problem) => readProblem(problem).target),
    [draft.problems],
  );
  const filtering = isFiltering(filter);
  const shown = groups.reduce((count, group) => count + group.rows.length, 0);

  const setFilter = (next: RowFilter) => {
    setFilterState(next);
    setToggledGroups(new Set());
  };
  const point = (target: ProblemTarget) => {
    if (!target.status) return;
    setFilterState(noFilter);
    setToggledGroups(new Set([target.status]));
    setPointed(target);
  };
  useEffect(() => {
    if (!pointed?.status) return;
    const header = document.getElementById(`status-group-${pointed.status}`);
    header?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    header?.focus({ preventScroll: true });
  }, [pointed]);

  if (draft.settings.isPending || !settings) {
    return (
      <>
        <CustomizeHeader title={t('Status_Actions')} description={t('Customize_Card_Status_Actions')} />
        <Center py="xl">
          {draft.settings.isError ? (
            <Text size="sm" c="dimmed">
              {t('List_Load_Failed')}
            </Text>
          ) : (
            <Loader size="sm" />
          )}
        </Center>
      </>
    );
  }

  const add = (status: DocumentStatus | null) =>
    setEditing({ form: newRowForm(status, filter.documentType), index: null });

  return (
    <>
      <CustomizeHeader
        title={t('Status_Actions')}
        description={t('Customize_Card_Status_Actions')}
        actions={
          <>
            {draft.canEdit && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPlus size={14} />}
                onClick={() => add(filter.status)}
                data-testid="row-add"
              >
                {t('Customize_Add_Row')}
              </Button>
            )}
            <DraftToolbar
              dirty={draft.dirty}
              saving={draft.saving}
              restoring={draft.restoring}
              canEdit={draft.canEdit}
              isCustomized={draft.isCustomized}
              onSave={draft.save}
              onDiscard={draft.discard}
              onRestore={draft.restoreDefault}
              restoreConfirm={t('Customize_Restore_Status_Actions_Confirm')}
            />
          </>
        }
      />
      {draft.stale && <StaleVersionAlert onReload={draft.reload} />}
      <WorkflowProblems problems={draft.problems} onPoint={point} />
      <RowFilters
        filter={filter}
        onChange={setFilter}
        settings={settings}
        shown={shown}
        total={rows.length}
        onExpandAll={() => setToggledGroups(filtering ? new Set() : new Set(order))}
        onCollapseAll={() => setToggledGroups(filtering ? new Set(order) : new Set())}
      />
      <Paper withBorder radius="md" className="ll-md-scroll">
        {groups.length === 0 ? (
          <Center py="xl">
            <Text size="sm" c="dimmed">
              {t(filtering ? 'Customize_No_Match' : 'Customize_No_Rows')}
            </Text>
          </Center>
        ) : (
          <Table className="ll-md-table" verticalSpacing={4} data-testid="status-actions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th className="ll-md-th">{t('Customize_Action')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Customize_Right')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Customize_Next_Status')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Document_Types')}</Table.Th>
                <Table.Th className="ll-md-th">{t('Customize_Row_Asks')}</Table.Th>
                <Table.Th className="ll-md-th" aria-label={t('Actions')} />
              </Table.Tr>
            </Table.Thead>
            {groups.map((group) => (
              <StatusActionGroup
                key={group.status}
                group={group}
                info={settings.Statuses.find((info) => info.Status === group.status)}
                expanded={isExpanded(group.status, filtering, toggledGroups)}
                onToggle={() => setToggledGroups((current) => toggled(current, group.status))}
                canEdit={draft.canEdit}
                flagged={(row) => targets.some((target) => pointsAt(target, row))}
                onAdd={() => add(group.status)}
                onEdit={(index) => setEditing({ form: formOfRow(rows[index]), index })}
                onDelete={(index) => draft.edit((current) => removeRow(current, index))}
              />
            ))}
          </Table>
        )}
      </Paper>
      <StatusActionModal
        form={editing?.form ?? null}
        isNew={editing?.index === null}
        settings={settings}
        onClose={() => setEditing(null)}
        onApply={(row) => {
          const index = editing?.index ?? null;
          draft.edit((current) => putRow(current, index, row));
          setEditing(null);
        }}
      />
      <UnsavedChangesGuard when={draft.dirty} />
    </>
  );
}
