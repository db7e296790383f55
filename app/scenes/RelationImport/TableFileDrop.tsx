import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The server reads the content whatever the name says; the picker only offers what is likely a table.
const accept =
  '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A drop zone for one CSV or XLSX file that also opens the file picker on click, Enter or Space. */
export function TableFileDrop({
  fileName,
  onFile,
  disabled,
}: {
  fileName: string | null;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <UnstyledButton
      onClick={() => input.current?.click()}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
      disabled={disabled}
      w="100%"
      p="lg"
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'teal-6' : 'default-border'})`,
        borderRadius: 'var(--mantine-radius-md)',
        background: over ? 'var(--mantine-color-teal-light)' : undefined,
      }}
      data-testid="relation-import-drop"
    >
      <Group justify="center" gap="md" wrap="nowrap">
        <IconFileSpreadsheet size={32} stroke={1.4} color="var(--mantine-color-teal-6)" />
        <Stack gap={2}>
          <Text fw={600}>{fileName ?? t('Relation_Import_Drop')}</Text>
          <Text size="xs" c="dimmed">
            {t('Relation_Import_Drop_Info')}
          </Text>
        </Stack>
      </Group>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
        data-testid="relation-import-file"
      />
    </UnstyledButton>
  );
}
