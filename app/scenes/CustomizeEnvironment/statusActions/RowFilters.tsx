import { Button, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OverviewDocumentTypes } from '../../../../domain/documents/enums';
import type { WorkflowSettings } from '../../../api/workflowSettings';
import { oneOf } from '../../common/options';
import { documentTypeKeys } from '../../Routes/routeFields';
import { actionNameKey, statusNameKey } from '../labels';
import { isFiltering, noFilter, type RowFilter } from './statusActionRows';

type Props = {
  filter: RowFilter;
  onChange: (filter: RowFilter) => void;
  settings: WorkflowSettings;
  shown: number;
  total: number;
  onExpandAll: () => void;
  onCollapseAll: () => void;
};

/** The filters over the status-action rows (document type, status, action), the count and fold controls. */
export function RowFilters({ filter, onChange, settings, shown, total, onExpandAll, onCollapseAll }: Props) {
  const { t, i18n } = useTranslation();
  const statuses = settings.Statuses.map((info) => info.Status);
  const actions = settings.Actions.map((info) => info.Action);
  return (
    <Group gap="xs" mb="sm" wrap="wrap" align="flex-end">
      <Select
        size="xs"
        w={170}
        aria-label={t('Document_Type')}
        placeholder={t('Document_Type')}
        data={OverviewDocumentTypes.map((type) => ({ value: type, label: t(documentTypeKeys[type]) }))}
        value={filter.documentType}
        onChange={(value) => onChange({ ...filter, documentType: oneOf(OverviewDocumentTypes, value) })}
        clearable
        data-testid="filter-type"
      />
      <Select
        size="xs"
        w={210}
        aria-label={t('Status')}
        placeholder={t('Status')}
        data={statuses.map((status) => ({ value: status, label: t(statusNameKey(status)) }))}
        value={filter.status}
        onChange={(value) => onChange({ ...filter, status: oneOf(statuses, value) })}
        searchable
        clearable
        data-testid="filter-status"
      />
      <Select
        size="xs"
        w={210}
        aria-label={t('Customize_Action')}
        placeholder={t('Customize_Action')}
        data={actions.map((action) => ({ value: action, label: t(actionNameKey(action)) }))}
        value={filter.action}
        onChange={(value) => onChange({ ...filter, action: oneOf(actions, value) })}
        searchable
        clearable
        data-testid="filter-action"
      />
      {isFiltering(filter) && (
        <Button size="xs" variant="subtle" color="gray" onClick={() => onChange(noFilter)}>
          {t('Clear_Filters')}
        </Button>
      )}
      <Group gap={4} ml="auto" wrap="nowrap">
        <Text size="xs" c="dimmed" mr="xs" data-testid="rows-count">
          {t('Customize_Rows_Count', {
            0: shown.toLocaleString(i18n.language),
            1: total.toLocaleString(i18n.language),
          })}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={onExpandAll}>
          {t('Customize_Expand_All')}
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onCollapseAll}>
          {t('Customize_Collapse_All')}
        </Button>
      </Group>
    </Group>
  );
}
