import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAmountLocale } from '../../../domain/amount/format';
import type { BookingExportFormat } from '../../../domain/erp/journal/index';
import type { Period } from '../../../domain/masterdata/index';
import { ApiError } from '../../api/apiError';
import { type BookingExportChoice, fetchBookingExport } from '../../api/erpExport';
import { usePeriods } from '../../api/periods';
import { reportError } from '../../api/queryClient';
import { useMessage } from '../common/useMessage';
import { saveBlob } from '../Documents/download';

type Mode = 'period' | 'dates';

/** The period a bookkeeper most likely books: the latest one that has started, else the last one. */
export function defaultPeriodOf(periods: readonly Period[], today: string): string | null {
  const started = periods.filter((period) => period.StartDate <= today);
  return (started.at(-1) ?? periods.at(-1))?.Code ?? null;
}

const todayOf = () => new Date().toISOString().slice(0, 10);

/**
 * The Manual adapter's booking export on the company page: the posted invoices of a period (or between two dates)
 * as journal lines in XLSX or CSV, to import into a bookkeeping package Ledgerline has no connection with.
 */
export function BookingExportPanel({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const periods = usePeriods(companyId);
  const list = periods.data ?? [];
  const [mode, setMode] = useState<Mode | null>(null);
  const [period, setPeriod] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [format, setFormat] = useState<BookingExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

  // Until the user chooses, a company with periods exports by period, one without by dates.
  const shownMode: Mode = mode ?? (list.length > 0 ? 'period' : 'dates');
  const shownPeriod = period ?? defaultPeriodOf(list, todayOf());
  const fieldError = (field: string) => {
    const raw = failure?.errors[field];
    return raw ? message(raw) : undefined;
  };

  const ready = shownMode === 'period' ? Boolean(shownPeriod) : Boolean(from && to);
  const run = async () => {
    if (busy || !ready) return;
    const locale = toAmountLocale(i18n.language);
    const choice: BookingExportChoice =
      shownMode === 'period' ? { period: shownPeriod ?? '', format, locale } : { from, to, format, locale };
    setBusy(true);
    setFailure(null);
    try {
      const file = await fetchBookingExport(companyId, choice);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0)
        setFailure(error);
      else reportError(error);
    } finally {
      setBusy(false);
    }
  };
  // The panel sits inside the company form: Enter downloads instead of saving the company.
  const onEnter = (event: KeyboardEvent) => {
    // A dropdown that took the Enter (choosing an option) has handled it already.
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    event.preventDefault();
    void run();
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-export">
      <Stack gap="sm">
        <Stack gap={0}>
          <Text fw={600}>{t('Booking_Export')}</Text>
          <Text size="xs" c="dimmed">
            {t('Booking_Export_Info')}
          </Text>
        </Stack>
        <Group gap="md" align="flex-end" wrap="wrap" onKeyDown={onEnter}>
          <SegmentedControl
            size="xs"
            value={shownMode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'period', label: t('Booking_Export_By_Period') },
              { value: 'dates', label: t('Booking_Export_By_Dates') },
            ]}
            aria-label={t('Booking_Export')}
          />
          {shownMode === 'period' ? (
            <Select
              size="xs"
              label={t('Booking_Export_Period')}
              data={list.map((entry) => ({ value: entry.Code, label: entry.Code }))}
              value={shownPeriod}
              onChange={setPeriod}
              searchable
              nothingFoundMessage={t('Booking_Export_No_Periods')}
              error={fieldError('period')}
              w={160}
              data-testid="booking-export-period"
            />
          ) : (
            <>
              <TextInput
                size="xs"
                type="date"
                label={t('Booking_Export_From')}
                value={from}
                onChange={(event) => setFrom(event.currentTarget.value)}
                error={fieldError('from')}
                data-testid="booking-export-from"
              />
              <TextInput
                size="xs"
                type="date"
                label={t('Booking_Export_To')}
                value={to}
                onChange={(event) => setTo(event.currentTarget.value)}
                error={fieldError('to')}
                data-testid="booking-export-to"
              />
            </>
          )}
          <Select
            size="xs"
            label={t('Booking_Export_Format')}
            data={[
              { value: 'xlsx', label: 'Excel (XLSX)' },
              { value: 'csv', label: 'CSV' },
            ]}
            value={format}
            onChange={(value) => setFormat((value as BookingExportFormat | null) ?? 'xlsx')}
            allowDeselect={false}
            w={140}
            data-testid="booking-export-format"
          />
          <Button
            type="button"
            size="xs"
            variant="light"
            leftSection={<IconFileSpreadsheet size={14} />}
            loading={busy}
            disabled={!ready}
            onClick={() => void run()}
            data-testid="booking-export-download"
          >
            {t('Booking_Export_Download')}
          </Button>
        </Group>
        {shownMode === 'period' && list.length === 0 && !periods.isLoading && (
          <Text size="xs" c="dimmed">
            {t('Booking_Export_No_Periods')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
