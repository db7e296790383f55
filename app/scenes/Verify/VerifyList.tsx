import { Badge, Button, Group, Paper, Select, Stack, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain/amount/format';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { VerifyDocument } from '../../../domain/verify/types';
import { useVerifyCount, type VerifyListFilter } from '../../api/verify';
import { usePresenceLookup } from '../../live/hooks';
import { PresenceAvatars } from '../../live/PresenceAvatars';
import { ListState } from '../common/ListState';
import { oneOf } from '../common/options';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { age } from '../Splitter/sourceText';
import { canGrow, grownCount, isAvailable } from './verifyList';

/** The documents waiting to be verified, filtered by company and type, oldest first or newest first. */
export function VerifyList({
  filter,
  onFilter,
  companies,
  query,
  selectedId,
  userId,
  onOpen,
  style,
}: {
  filter: VerifyListFilter;
  onFilter: (next: VerifyListFilter) => void;
  companies: { value: string; label: string }[];
  query: { data?: VerifyDocument[]; isPending: boolean; isError: boolean };
  selectedId: string | null;
  userId: string | undefined;
  onOpen: (id: string) => void;
  style?: React.CSSProperties;
}) {
  const { t, i18n } = useTranslation();
  const count = useVerifyCount({ companyId: filter.companyId, documentType: filter.documentType });
  const presentOn = usePresenceLookup();
  const items = query.data ?? [];
  const now = new Date();

  return (
    <Paper withBorder radius="md" p="xs" className="ll-verify-list" style={style} data-testid="verify-list">
      <Stack gap={6} mb="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('Verify_List')}
          </Text>
          {count.data && (
            <Badge variant="light" size="sm" data-testid="verify-count">
              {count.data.TotalCount}
            </Badge>
          )}
        </Group>
        <div className="ll-verify-filters">
          <Select
            size="xs"
            placeholder={t('All_Companies')}
            aria-label={t('Company')}
            data={companies.map((company) => {
              const waiting = count.data?.CompanyCounts.find((entry) => entry.CompanyId === company.value);
              return waiting ? { ...company, label: `${company.label} (${waiting.Count})` } : company;
            })}
            value={filter.companyId ?? null}
            clearable
            searchable
            onChange={(value) => onFilter({ ...filter, companyId: value ?? undefined })}
            data-testid="verify-filter-company"
          />
          <Select
            size="xs"
            placeholder={t('All_Document_Types')}
            aria-label={t('Document_Type')}
            data={OverviewDocumentTypes.map((type) => {
              const waiting = count.data?.DocumentCounts.find((entry) => entry.DocumentType === type);
              const label = t(DocumentTypeLooks[type].overviewTitle);
              return { value: type, label: waiting ? `${label} (${waiting.Count})` : label };
            })}
            value={filter.documentType ?? null}
            clearable
            onChange={(value) =>
              onFilter({ ...filter, documentType: oneOf(OverviewDocumentTypes, value) ?? undefined })
            }
            data-testid="verify-filter-type"
          />
          <Switch
            size="xs"
            label={t('Splitter_Oldest_First')}
            checked={filter.oldestFirst}
            onChange={(event) => onFilter({ ...filter, oldestFirst: event.currentTarget.checked })}
            data-testid="verify-oldest-first"
          />
        </div>
      </Stack>
      <div className="ll-verify-list-scroll">
        <ListState query={query} count={items.length} empty={t('Verify_List_Empty')}>
          <Stack gap={2}>
            {items.map((item) => {
              const heldByOther = !isAvailable(item, userId);
              const look = DocumentTypeLooks[item.DocumentType];
              return (
                <UnstyledButton
                  key={item.Id}
                  className="ll-verify-item"
                  data-selected={item.Id === selectedId || undefined}
                  data-held={heldByOther || undefined}
                  style={{ borderLeftColor: `var(--mantine-color-${look.color}-5)` }}
                  onClick={() => onOpen(item.Id)}
                  data-testid="verify-item"
                  data-document-id={item.Id}
                  tabIndex={-1}
                >
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text size="sm" fw={600} truncate="end">
                      {item.RelationName || t('Verify_Unknown_Vendor')}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      <PresenceAvatars users={presentOn({ DocumentId: item.Id })} size="xs" />
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {age(item.ImportDate, now, i18n.language)}
                      </Text>
                    </Group>
                  </Group>
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text size="xs" truncate="end">
                      {item.Number || '—'}
                      {item.Duplicates.length > 0 && ` · ${t('Verify_Duplicate_Short')}`}
                    </Text>
                    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                      {item.DocumentType === 'PackingSlip'
                        ? // A packing slip has no amount: its type says more than 0.00.
                          t(DocumentTypeLooks.PackingSlip.detailTitle)
                        : item.RecognitionStatus === 'Pending' && item.GrossAmount === 0
                          ? t('Verify_Reading')
                          : formatAmount(item.GrossAmount, i18n.language)}
                    </Text>
                  </Group>
                  {heldByOther && (
                    <Group gap={4} wrap="nowrap" data-testid="verify-item-held">
                      <IconLock size={12} aria-hidden />
                      <Text size="xs" c="dimmed" truncate="end">
                        {t('Verify_Held_By_Short', { 0: item.BlockedByUserName ?? '' })}
                      </Text>
                    </Group>
                  )}
                </UnstyledButton>
              );
            })}
            {canGrow(items.length, filter.maximumCount) && (
              <Button
                size="compact-xs"
                variant="subtle"
                mt={4}
                onClick={() => onFilter({ ...filter, maximumCount: grownCount(filter.maximumCount) })}
                data-testid="verify-show-more"
              >
                {t('Show_more')}
              </Button>
            )}
          </Stack>
        </ListState>
      </div>
    </Paper>
  );
}
