import {
  Badge,
  Center,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { messageText, type StatusFilterSetting, statusFilterProblems } from '../../../domain/workflow';
import type { WorkflowStatusInfo } from '../../api/workflowSettings';
import '../MasterData/masterdata.css';
import { oneOf } from '../common/options';
import { documentTypeKeys } from '../Routes/routeFields';
import { CustomizeHeader } from './CustomizeHeader';
import { DraftToolbar } from './draft/DraftToolbar';
import { readProblem } from './draft/problems';
import { StaleVersionAlert } from './draft/StaleVersionAlert';
import { UnsavedChangesGuard } from './draft/UnsavedChangesGuard';
import { useWorkflowDraft } from './draft/useWorkflowDraft';
import { WorkflowProblems } from './draft/WorkflowProblems';
import { statusFilterKey, statusNameKey } from './labels';
import {
  differsFromDefault,
  requiredFilter,
  sameFilters,
  withDocumentType,
  withStatuses,
} from './statusFilters/statusFilterDraft';

type RowProps = {
  setting: StatusFilterSetting;
  statuses: readonly WorkflowStatusInfo[];
  canEdit: boolean;
  flagged: boolean;
  edit: (change: (settings: StatusFilterSetting[]) => StatusFilterSetting[]) => void;
};

function StatusFilterRow({ setting, statuses, canEdit, flagged, edit }: RowProps) {
  const { t } = useTranslation();
  const name = t(statusFilterKey(setting.Filter));
  const codes = statuses.map((info) => info.Status);
  return (
    <Table.Tr className="ll-customize-row" data-problem={flagged} data-testid="status-filter-row">
      <Table.Td>
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{name}</Text>
            {differsFromDefault(setting) && (
              <Badge size="xs" variant="light">
                {t('Customize_Changed')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" className="ll-md-mono">
            {setting.Filter}
          </Text>
        </Stack>
      </Table.Td>
      {OverviewDocumentTypes.map((type) => (
        <Table.Td key={type} ta="center">
          <Checkbox
            size="xs"
            display="inline-block"
            aria-label={`${name}: ${t(documentTypeKeys[type])}`}
            checked={setting.DocumentTypes.includes(type)}
            disabled={!canEdit || setting.Filter === requiredFilter}
            onChange={(event) => {
              const offered = event.currentTarget.checked;
              edit((current) => withDocumentType(current, setting.Filter, type, offered));
            }}
            data-testid={`filter-type-${type}`}
          />
        </Table.Td>
      ))}
      <Table.Td miw={280}>
        {setting.Statuses ? (
          <MultiSelect
            size="xs"
            aria-label={t('Customize_Filter_Statuses_Of', { 0: name })}
            data={codes.map((status) => ({ value: status, label: t(statusNameKey(status)) }))}
            value={setting.Statuses}
            readOnly={!canEdit}
            searchable
            error={setting.Statuses.length === 0 ? t('Customize_Filter_Needs_Status') : undefined}
            onChange={(values) =>
              edit((current) =>
                withStatuses(
                  current,
                  setting.Filter,
                  values.flatMap((value) => oneOf(codes, value) ?? []),
                ),
              )
            }
            data-testid="filter-statuses"
          />
        ) : (
          <Text size="xs" c="dimmed">
            {t('Customize_Filter_Fixed')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /customize-environment/status-filters: which overview offers each status filter and which statuses it shows. */
export function StatusFiltersPage() {
  const { t } = useTranslation();
  const draft = useWorkflowDraft<StatusFilterSetting[]>({
    part: 'StatusFilters',
    select: (settings) => settings.StatusFilters,
    same: sameFilters,
    check: (settings) => statusFilterProblems(settings).map(messageText),
    body: (StatusFilters, Version) => ({ part: 'StatusFilters', Version, StatusFilters }),
  });
  const settings = draft.settings.data;
  const header = (actions?: ReactNode) => (
    <CustomizeHeader
      title={t('Status_Filters')}
      description={t('Customize_Card_Status_Filters')}
      actions={actions}
    />
  );

  if (!settings || !draft.value) {
    return (
      <>
        {header()}
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

  const flagged = new Set(draft.problems.map((problem) => readProblem(problem).target.filter));
  return (
    <>
      {header(
        <DraftToolbar
          dirty={draft.dirty}
          saving={draft.saving}
          restoring={draft.restoring}
          canEdit={draft.canEdit}
          isCustomized={draft.isCustomized}
          onSave={draft.save}
          onDiscard={draft.discard}
          onRestore={draft.restoreDefault}
          restoreConfirm={t('Customize_Restore_Status_Filters_Confirm')}
        />,
      )}
      {draft.stale && <StaleVersionAlert onReload={draft.reload} />}
      <WorkflowProblems problems={draft.problems} />
      <Paper withBorder radius="md" className="ll-md-scroll">
        <Table className="ll-md-table" verticalSpacing={4} data-testid="status-filters-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className="ll-md-th">{t('Customize_Filter')}</Table.Th>
              {OverviewDocumentTypes.map((type) => (
                <Table.Th key={type} className="ll-md-th" ta="center">
                  {t(documentTypeKeys[type])}
                </Table.Th>
              ))}
              <Table.Th className="ll-md-th">{t('Statuses')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.value.map((setting) => (
              <StatusFilterRow
                key={setting.Filter}
                setting={setting}
                statuses={settings.Statuses}
                canEdit={draft.canEdit}
                flagged={flagged.has(setting.Filter)}
                edit={draft.edit}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <UnsavedChangesGuard when={draft.dirty} />
    </>
  );
}
