import { Badge, Button, Collapse, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewDocumentType, StatusFilter } from '../../../domain/documents';
import { CompanyFilter, DateEditor } from '../../components';
import { FilterText } from './FilterText';
import { useFilterOptions } from './filterOptions';
import { MoreFilters } from './MoreFilters';
import { activeFilterCount, type FilterFields } from './overviewState';
import { PackingSlipSwitches } from './PackingSlipSwitches';

type Props = { type: OverviewDocumentType; fields: FilterFields; onChange: (fields: FilterFields) => void };

/** The most used filter fields in one row; the rest of the Document filter folds out below. */
export function FilterBar({ type, fields, onChange }: Props) {
  const { t } = useTranslation();
  const options = useFilterOptions(type);
  const [expanded, setExpanded] = useState(false);
  const set = (patch: FilterFields) => onChange({ ...fields, ...patch });
  const active = activeFilterCount(fields);

  return (
    <Paper withBorder radius="md" p="sm" mb="sm" data-testid="document-filter">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs" verticalSpacing="xs">
        {options.companies.length > 1 && (
          <CompanyFilter
            companies={options.companies}
            value={fields.CompanyId ?? null}
            onChange={(id) => set({ CompanyId: id === null ? undefined : String(id) })}
            data-testid="filter-company"
          />
        )}
        <FilterText
          label={t('Relation')}
          value={fields.Relation}
          onCommit={(Relation) => set({ Relation })}
          data-testid="filter-relation"
        />
        <FilterText
          label={t('Document_Number')}
          value={fields.DocumentNumber}
          onCommit={(DocumentNumber) => set({ DocumentNumber })}
          data-testid="filter-document-number"
        />
        <Select
          size="xs"
          label={t('Status')}
          data={options.statusOptions}
          value={fields.Status ?? null}
          onChange={(value) => set({ Status: (value ?? undefined) as StatusFilter | undefined })}
          clearable
          searchable
          placeholder={t('All')}
          data-testid="filter-status"
        />
        <DateEditor
          label={t('Document_Date_From')}
          value={fields.DocumentDateFrom ?? null}
          onChange={(value) => set({ DocumentDateFrom: value ?? undefined })}
          data-testid="filter-document-date-from"
        />
        <DateEditor
          label={t('Document_Date_Until')}
          value={fields.DocumentDateUntil ?? null}
          onChange={(value) => set({ DocumentDateUntil: value ?? undefined })}
          data-testid="filter-document-date-until"
        />
      </SimpleGrid>
      {type === 'PackingSlip' && <PackingSlipSwitches fields={fields} onChange={set} />}
      <Collapse expanded={expanded}>
        {expanded && <MoreFilters type={type} fields={fields} onChange={set} options={options} />}
      </Collapse>
      <Group justify="space-between" mt="xs" gap="xs">
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={14} />}
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          data-testid="filter-more"
        >
          {expanded ? t('Fewer_Filters') : t('More_Filters')}
        </Button>
        {active > 0 && (
          <Group gap={6}>
            <Badge variant="light" color="gray" size="sm" data-testid="filter-active-count">
              {t('Filters_Active', { 0: active })}
            </Badge>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={() => onChange({})}
              data-testid="filter-clear"
            >
              {t('Clear_Filters')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
