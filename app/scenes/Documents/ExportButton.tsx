import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAmountLocale } from '../../../domain/amount/format';
import type { DocumentFilter, OverviewColumn } from '../../../domain/documents';
import { ApiError } from '../../api/apiError';
import { exportOverview } from '../../api/documents';
import { useMessage } from '../common/useMessage';
import { saveBlob } from './download';

type Props = { request: DocumentFilter; columns: OverviewColumn[]; disabled: boolean };

/** The keyboard shortcut of the export, as Mantine's hotkeys and aria-keyshortcuts write it. */
export const ExportShortcut = { hotkey: 'mod+shift+E', aria: 'Control+Shift+E' } as const;

const megabytes = (bytes: number, locale: string) =>
  (bytes / 1_000_000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Exports the filtered overview (every page) to Excel in the visible columns, showing progress and failure. */
export function ExportButton({ request, columns, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = received !== null;

  const run = async () => {
    if (busy || disabled) return;
    setError(null);
    setReceived(0);
    try {
      const file = await exportOverview(
        { ...request, Columns: columns, Locale: toAmountLocale(i18n.language) },
        setReceived,
      );
      saveBlob(file.blob, file.fileName);
    } catch (failure) {
      // A refusal (too many documents) says why; a broken connection says the export failed.
      const refused = failure instanceof ApiError && failure.status !== null && failure.status < 500;
      setError(refused ? message(failure.message) : t('Export_Failed'));
    } finally {
      setReceived(null);
    }
  };
  useHotkeys([[ExportShortcut.hotkey, () => void run()]]);

  return (
    <Group gap="xs" wrap="nowrap">
      {error && (
        <Text size="xs" c="red.7" role="alert" maw={320} data-testid="export-error">
          {error}
        </Text>
      )}
      <Tooltip label={`${t('Export_To_Excel_Info')} (Ctrl+Shift+E)`} withinPortal>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileSpreadsheet size={14} />}
          loading={busy}
          loaderProps={{ type: 'dots' }}
          disabled={disabled}
          onClick={() => void run()}
          aria-keyshortcuts={ExportShortcut.aria}
          data-testid="export-overview"
        >
          {t('Export_To_Excel')}
        </Button>
      </Tooltip>
      {busy && (
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="export-progress">
          {t('Export_Progress', { 0: megabytes(received, i18n.language) })}
        </Text>
      )}
    </Group>
  );
}
