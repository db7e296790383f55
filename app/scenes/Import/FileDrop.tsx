import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Accepted by the picker; the server sniffs the content anyway. */
// E-invoices (UBL, CII) arrive as XML, or as PDFs with the XML inside.
const accept =
  '.pdf,.jpg,.jpeg,.png,.gif,.tif,.tiff,.eml,.xml,application/pdf,image/*,message/rfc822,application/xml,text/xml';

/** A drop zone that also opens the file picker on click or Enter. */
export function FileDrop({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <UnstyledButton
      onClick={() => input.current?.click()}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      disabled={disabled}
      w="100%"
      p="xl"
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'teal-6' : 'default-border'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-color-teal-light)' : undefined,
        transition: 'background 120ms ease, border-color 120ms ease',
      }}
      data-testid="import-drop"
    >
      <Group justify="center" gap="md" wrap="nowrap">
        <IconCloudUpload size={36} stroke={1.4} color="var(--mantine-color-teal-6)" />
        <Stack gap={2}>
          <Text fw={600}>{t('Import_Drop_Files')}</Text>
          <Text size="xs" c="dimmed">
            {t('Import_Drop_Files_Info')}
          </Text>
        </Stack>
      </Group>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
        data-testid="import-file-input"
      />
    </UnstyledButton>
  );
}
