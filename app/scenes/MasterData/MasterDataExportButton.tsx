import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiError';
import type { DownloadedBlob } from '../../api/client';
import { useMessage } from '../common/useMessage';
import { saveBlob } from '../Documents/download';

type Props = {
  /** Fetches the file of what the table shows, in the user's language, telling the bytes received. */
  run: (locale: string, onProgress: (bytes: number) => void) => Promise<DownloadedBlob>;
  disabled: boolean;
};

const megabytes = (bytes: number, locale: string) =>
  (bytes / 1_000_000).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Exports what a master-data table shows (every page) to Excel, with progress; Ctrl+Shift+E starts it. */
export function MasterDataExportButton({ run, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = received !== null;

  const start = async () => {
    if (busy || disabled) return;
    setError(null);
    setReceived(0);
    try {
      const file = await run(i18n.language === 'en-US' ? 'en-US' : 'nl-NL', setReceived);
      saveBlob(file.blob, file.fileName);
    } catch (failure) {
      const refused = failure instanceof ApiError && failure.status !== null && failure.status < 500;
      setError(refused ? message(failure.message) : t('Export_Failed'));
    } finally {
      setReceived(null);
    }
  };
  useHotkeys([['mod+shift+E', () => void start()]]);

  return (
    <Group gap="xs" wrap="nowrap">
      {error && (
        <Text size="xs" c="red.7" role="alert" maw={260} data-testid="export-error">
          {error}
        </Text>
      )}
      {busy && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('Export_Progress', { 0: megabytes(received, i18n.language) })}
        </Text>
      )}
      <Tooltip label={`${t('Master_Data_Export_Info')} (Ctrl+Shift+E)`} withinPortal>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileSpreadsheet size={14} />}
          loading={busy}
          loaderProps={{ type: 'dots' }}
          disabled={disabled}
          onClick={() => void start()}
          aria-keyshortcuts="Control+Shift+E"
          data-testid="masterdata-export"
        >
          {t('Export_To_Excel')}
        </Button>
      </Tooltip>
    </Group>
  );
}
