import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { SplitterPageSize } from '../../../domain/intake/source';
import { type SplitterQueueFilter, useSplitterCount, useSplitterQueue } from '../../api/intake';
import { ListState } from '../common/ListState';
import { oneOf } from '../common/options';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { age, sourceOrigin } from './sourceText';

/** The sources waiting in the splitter, filtered by company and type, oldest first or newest first. */
export function SplitterQueue({
  filter,
  onFilter,
  companies,
  selectedId,
  userId,
  onOpen,
}: {
  filter: SplitterQueueFilter;
  onFilter: (next: SplitterQueueFilter) => void;
  companies: { value: string; label: string }[];
  selectedId: string | null;
  userId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const queue = useSplitterQueue(filter);
  const count = useSplitterCount({ companyId: filter.companyId, documentType: filter.documentType });
  const items = queue.data ?? [];
  const now = new Date();
  const canGrow = items.length >= filter.maximumCount && filter.maximumCount < SplitterPageSize.maximum;

  return (
    <Paper withBorder radius="md" p="xs" className="ll-split-queue" data-testid="splitter-queue">
      <Stack gap={6} mb="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('Splitter_Queue')}
          </Text>
          {count.data && (
            <Badge variant="light" size="sm" data-testid="splitter-count">
              {count.data.TotalCount}
            </Badge>
          )}
        </Group>
        <div className="ll-split-queue-filters">
          <Select
            size="xs"
            placeholder={t('All_Companies')}
            aria-label={t('Company')}
            data={companies}
            value={filter.companyId ?? null}
            clearable
            searchable
            onChange={(value) => onFilter({ ...filter, companyId: value ?? undefined })}
          />
          <Select
            size="xs"
            placeholder={t('All_Document_Types')}
            aria-label={t('Document_Type')}
            data={OverviewDocumentTypes.map((type) => ({
              value: type,
              label: t(DocumentTypeLooks[type].overviewTitle),
            }))}
            value={filter.documentType ?? null}
            clearable
            onChange={(value) =>
              onFilter({ ...filter, documentType: oneOf(OverviewDocumentTypes, value) ?? undefined })
            }
          />
          <Switch
            size="xs"
            label={t('Splitter_Oldest_First')}
            checked={filter.oldestFirst}
            onChange={(event) => onFilter({ ...filter, oldestFirst: event.currentTarget.checked })}
          />
        </div>
      </Stack>
      <ScrollArea.Autosize className="ll-split-queue-scroll" type="auto" offsetScrollbars>
        <ListState query={queue} count={items.length} empty={t('Splitter_Queue_Empty')}>
          <Stack gap={2}>
            {items.map((source) => {
              const heldByOther = source.IsBlocked && source.CurrentUserId !== userId;
              return (
                <UnstyledButton
                  key={source.Id}
                  className="ll-split-queue-item"
                  data-selected={source.Id === selectedId || undefined}
                  onClick={() => onOpen(source.Id)}
                  data-testid="splitter-queue-item"
                  data-source-number={source.SourceNumber}
                >
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text size="sm" fw={600}>
                      {source.SourceNumber}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('Splitter_Page_Count', { 0: source.Count })} ·{' '}
                      {age(source.Created, now, i18n.language)}
                    </Text>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {heldByOther && <IconLock size={12} aria-label={t('Splitter_Held')} />}
                    <Text size="xs" truncate="end">
                      {sourceOrigin(source) || t(`Original_Type_${source.OriginalType}`)}
                    </Text>
                  </Group>
                </UnstyledButton>
              );
            })}
            {canGrow && (
              <Button
                size="compact-xs"
                variant="subtle"
                mt={4}
                onClick={() =>
                  onFilter({
                    ...filter,
                    maximumCount: Math.min(
                      SplitterPageSize.maximum,
                      filter.maximumCount + SplitterPageSize.step,
                    ),
                  })
                }
                data-testid="splitter-show-more"
              >
                {t('Show_more')}
              </Button>
            )}
          </Stack>
        </ListState>
      </ScrollArea.Autosize>
    </Paper>
  );
}
