import { ActionIcon, Button, Group, NumberInput, Paper, Switch, Text } from '@mantine/core';
import { IconCalendarPlus, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../../domain/masterdata/index';
import { useDeletePeriod, useGenerateYear, usePeriods, useSavePeriod } from '../../api/periods';
import { CompanyFilter, ConfirmationDialog } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { PageHeader } from '../common/PageHeader';
import { type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { useMasterDataCompany } from '../MasterData/useMasterDataCompany';
import { PeriodEditRow } from './PeriodEditRow';
import { draftOf, inputOf, nextPeriodDraft, nextYear, type PeriodDraft } from './periodDraft';

/** /period-table: a company's bookkeeping periods, edited in place, closed with a switch, a year at a time. */
export function PeriodsPage() {
  const { t, i18n } = useTranslation();
  const readOnly = useIsReadOnly();
  const { companyId, companies, choose } = useMasterDataCompany();
  const periods = usePeriods(companyId);
  const save = useSavePeriod();
  const remove = useDeletePeriod();
  const generate = useGenerateYear();
  // 'new' for the row being added, a period's id for one being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Period | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const rows = periods.data ?? [];
  const shownYear = year ?? nextYear(rows);
  const date = (value: string) => new Date(`${value}T00:00:00`).toLocaleDateString(i18n.language);

  const store = (id: string | undefined, draft: PeriodDraft) =>
    save.mutateAsync({ id, input: { ...inputOf(draft), CompanyId: companyId ?? '' } }).then(() => {
      setEditing(null);
      popups.add({ Message: 'Saved', Icon: 'check' });
    });
  const toggleClosed = (period: Period, IsClosed: boolean) =>
    save.mutate(
      { id: period.Id, input: { ...draftOf(period), IsClosed, CompanyId: period.CompanyId } },
      { onError: (failure) => popups.add({ Message: failure.message, Icon: 'close' }) },
    );

  // A control inside a row acts by itself, without opening the row.
  const own = (event: MouseEvent) => event.stopPropagation();
  const columns: MasterDataColumn<Period>[] = [
    {
      key: 'Code',
      label: t('Code'),
      render: (period) => (
        <Text size="sm" fw={500}>
          {period.Code}
        </Text>
      ),
    },
    { key: 'StartDate', label: t('Start_Date'), render: (period) => date(period.StartDate) },
    { key: 'EndDate', label: t('End_Date'), render: (period) => date(period.EndDate) },
    {
      key: 'IsClosed',
      label: t('Period_Closed'),
      render: (period) => (
        <Switch
          size="xs"
          aria-label={t('Period_Closed')}
          checked={period.IsClosed ?? false}
          disabled={readOnly}
          onClick={own}
          onChange={(event) => toggleClosed(period, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'Actions',
      label: '',
      width: 80,
      render: (period) =>
        !readOnly && (
          <Group gap={2} justify="flex-end" wrap="nowrap">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={t('Edit')}
              onClick={(event) => {
                own(event);
                setEditing(period.Id);
              }}
            >
              <IconPencil size={14} />
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={t('Delete')}
              onClick={(event) => {
                own(event);
                setDeleting(period);
              }}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Period_Table')}
        description={t('Period_Table_Info')}
        actions={
          !readOnly && (
            <>
              <NumberInput
                size="xs"
                w={90}
                aria-label={t('Year')}
                value={shownYear}
                onChange={(value) => setYear(typeof value === 'number' ? value : null)}
                min={1900}
                max={2999}
                thousandSeparator=""
              />
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCalendarPlus size={14} />}
                disabled={!companyId}
                loading={generate.isPending}
                onClick={() =>
                  generate.mutate(
                    { CompanyId: companyId ?? '', Year: shownYear },
                    {
                      onSuccess: (created) => {
                        setYear(null);
                        popups.add({ Message: `Periods_Generated%%${created.length}`, Icon: 'check' });
                      },
                    },
                  )
                }
                data-testid="period-generate"
              >
                {t('Generate_Year')}
              </Button>
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                disabled={!companyId || editing !== null}
                onClick={() => setEditing('new')}
                data-testid="period-add"
              >
                {t('Add_Period')}
              </Button>
            </>
          )
        }
      />
      <Group mb="sm">
        {companies.length > 0 && (
          <CompanyFilter
            companies={companies}
            value={companyId}
            onChange={choose}
            data-testid="masterdata-company"
          />
        )}
      </Group>
      <Paper withBorder radius="md" maw={820}>
        <MasterDataTable
          rows={companyId && periods.isPending ? undefined : rows}
          columns={columns}
          loading={periods.isFetching}
          failed={periods.isError}
          onRetry={() => void periods.refetch()}
          // Periods come in date order; there is nothing to sort.
          sort=""
          descending={false}
          onSort={() => undefined}
          onOpen={(period) => !readOnly && setEditing(period.Id)}
          onDeleteKey={readOnly ? undefined : setDeleting}
          isBlocked={(period) => period.IsClosed ?? false}
          editing={
            editing === null
              ? undefined
              : {
                  id: editing,
                  render: (period) => (
                    <PeriodEditRow
                      initial={period ? draftOf(period) : nextPeriodDraft(rows)}
                      saving={save.isPending}
                      onSave={(draft) => store(period?.Id, draft)}
                      onCancel={() => setEditing(null)}
                    />
                  ),
                }
          }
          empty={
            <Text size="sm" c="dimmed">
              {t('No_Periods_Yet')}
            </Text>
          }
          data-testid="periods-table"
        />
      </Paper>
      <ConfirmationDialog
        opened={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.Id, {
            onSuccess: () => popups.add({ Message: 'Deleted', Icon: 'check' }),
            onSettled: () => setDeleting(null),
          })
        }
      >
        <Text size="sm">{t('Delete_Period_Confirm', { 0: deleting?.Code ?? '' })}</Text>
      </ConfirmationDialog>
    </>
  );
}
