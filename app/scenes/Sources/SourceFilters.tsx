import { Button, Collapse, Group, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '../../../domain/date/calendar';
import { OriginalSourceTypes, OverviewDocumentTypes, SourceStatuses } from '../../../domain/documents/enums';
import type { SourceFilter } from '../../../domain/intake/source';
import { DateEditor } from '../../components';
import { oneOf } from '../common/options';
import { DocumentTypeLooks } from '../Documents/documentTypes';

type Options = { value: string; label: string }[];

/** The source overview's filters (spec 002 §2); the less used ones fold away. */
export function SourceFilters({
  filter,
  onChange,
  companies,
  users,
}: {
  filter: SourceFilter;
  onChange: (next: SourceFilter) => void;
  companies: Options;
  users: Options;
}) {
  const { t, i18n } = useTranslation();
  const [more, setMore] = useState(false);
  // Every change of a filter starts again on the first page.
  const set = (change: Partial<SourceFilter>) => onChange({ ...filter, ...change, currentPage: 1 });
  const date = (value: string | undefined) => (value ?? null) as IsoDate | null;

  return (
    <>
      <Group gap="xs" wrap="wrap" align="flex-end" data-testid="source-filters">
        <Select
          size="xs"
          w={190}
          label={t('Company')}
          placeholder={t('All_Companies')}
          data={companies}
          value={filter.companyId ?? null}
          clearable
          searchable
          onChange={(value) => set({ companyId: value ?? undefined })}
        />
        <Select
          size="xs"
          w={170}
          label={t('Document_Type')}
          placeholder={t('All_Document_Types')}
          data={OverviewDocumentTypes.map((type) => ({
            value: type,
            label: t(DocumentTypeLooks[type].detailTitle),
          }))}
          value={filter.documentType ?? null}
          clearable
          onChange={(value) => set({ documentType: value ?? undefined })}
        />
        <Select
          size="xs"
          w={170}
          label={t('Status')}
          placeholder={t('All')}
          data={SourceStatuses.map((status) => ({ value: status, label: t(`Source_Status_${status}`) }))}
          value={filter.status ?? null}
          clearable
          onChange={(value) => set({ status: oneOf(SourceStatuses, value) ?? undefined })}
          data-testid="source-filter-status"
        />
        <NumberInput
          size="xs"
          w={110}
          label={t('Number')}
          value={filter.number ?? ''}
          min={1}
          allowDecimal={false}
          hideControls
          onChange={(value) => set({ number: typeof value === 'number' ? value : undefined })}
          data-testid="source-filter-number"
        />
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={14} />}
          onClick={() => setMore((open) => !open)}
        >
          {t(more ? 'Fewer_Filters' : 'More_Filters')}
        </Button>
      </Group>
      <Collapse expanded={more}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" verticalSpacing={4} mt="xs" maw={900}>
          <Select
            size="xs"
            label={t('Original_Type')}
            placeholder={t('All')}
            data={OriginalSourceTypes.map((type) => ({ value: type, label: t(`Original_Type_${type}`) }))}
            value={filter.originalType ?? null}
            clearable
            onChange={(value) => set({ originalType: oneOf(OriginalSourceTypes, value) ?? undefined })}
          />
          <Select
            size="xs"
            label={t('Blocked')}
            placeholder={t('All')}
            data={[
              { value: 'true', label: t('Yes') },
              { value: 'false', label: t('No') },
            ]}
            value={filter.blocked === undefined ? null : String(filter.blocked)}
            clearable
            onChange={(value) => set({ blocked: value === null ? undefined : value === 'true' })}
          />
          <Select
            size="xs"
            label={t('User')}
            placeholder={t('All')}
            data={users}
            value={filter.userId ?? null}
            clearable
            searchable
            onChange={(value) => set({ userId: value ?? undefined })}
          />
          <Select
            size="xs"
            label={t('Created_By')}
            placeholder={t('All')}
            data={users}
            value={filter.createdBy ?? null}
            clearable
            searchable
            onChange={(value) => set({ createdBy: value ?? undefined })}
          />
          <DateEditor
            label={t('Date_Added_From')}
            locale={i18n.language}
            value={date(filter.dateAddedFrom)}
            onChange={(value) => set({ dateAddedFrom: value ?? undefined })}
          />
          <DateEditor
            label={t('Date_Added_Until')}
            locale={i18n.language}
            value={date(filter.dateAddedUntil)}
            onChange={(value) => set({ dateAddedUntil: value ?? undefined })}
          />
          <DateEditor
            label={t('Last_Changed_From')}
            locale={i18n.language}
            value={date(filter.lastChangedFrom)}
            onChange={(value) => set({ lastChangedFrom: value ?? undefined })}
          />
          <DateEditor
            label={t('Last_Changed_Until')}
            locale={i18n.language}
            value={date(filter.lastChangedUntil)}
            onChange={(value) => set({ lastChangedUntil: value ?? undefined })}
          />
        </SimpleGrid>
      </Collapse>
    </>
  );
}
