import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidIban, printFormatIban } from '../../../domain/iban/index';

type Props = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The server's message for the list (`IbanNumbers`) or a row (`IbanNumbers.0`). */
  error: (field: string) => string | undefined;
  /** A row's IBAN left its field (e.g. to suggest the BIC). */
  onRowBlur?: (iban: string) => void;
};

/** A relation's bank accounts: one row per IBAN, added and removed in place, each checked when it is left. */
export function IbanListField({ label, value, onChange, error, onRowBlur }: Props) {
  const { t } = useTranslation();
  // Rows left once are checked at once; the server checks them all again on save.
  const [left, setLeft] = useState<Set<number>>(new Set());
  const rows = value.length === 0 ? [''] : value;
  const update = (index: number, iban: string) =>
    onChange(rows.map((row, at) => (at === index ? iban : row)));
  const remove = (index: number) => {
    onChange(rows.filter((_, at) => at !== index));
    setLeft(new Set());
  };
  const rowError = (index: number, iban: string) =>
    error(`IbanNumbers.${index}`) ??
    (left.has(index) && iban.trim() !== '' && !isValidIban(iban)
      ? t('Validation_Iban_Not_Valid')
      : undefined);

  return (
    <Input.Wrapper label={label} error={error('IbanNumbers')} size="xs" maw={560} data-testid="iban-list">
      <Stack gap={6} mt={2}>
        {rows.map((iban, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the list; their text changes while typed
          <Group key={index} gap={6} wrap="nowrap" align="flex-start">
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              ff="monospace"
              aria-label={`${label} ${index + 1}`}
              placeholder="NL00 BANK 0123 4567 89"
              value={iban}
              onChange={(event) => update(index, event.currentTarget.value)}
              onBlur={() => {
                const printed = iban.trim() === '' ? iban : printFormatIban(iban);
                if (printed !== iban) update(index, printed);
                setLeft((current) => new Set(current).add(index));
                onRowBlur?.(iban);
              }}
              error={rowError(index, iban)}
              data-testid={`iban-${index}`}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="md"
              aria-label={t('Remove')}
              onClick={() => remove(index)}
              disabled={rows.length === 1 && iban === ''}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={12} />}
            onClick={() => onChange([...rows, ''])}
            disabled={rows.some((row) => row.trim() === '')}
            data-testid="iban-add"
          >
            {t('Add_Iban')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
