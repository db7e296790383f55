import { ActionIcon, Kbd, Popover, Table } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One key of a screen and what it does (a translation key). */
export type KeyHelpEntry = { keys: string; text: string };

/** A small popover listing a screen's keys: the splitter's, the verify screen's. */
export function KeyHelp({
  entries,
  label,
  testId,
}: {
  entries: ReadonlyArray<KeyHelpEntry>;
  /** Translation key of the button's label. */
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t(label)} data-testid={testId}>
          <IconKeyboard size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Table withRowBorders={false} verticalSpacing={2} fz="xs">
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.text}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Kbd size="xs">{entry.keys}</Kbd>
                </Table.Td>
                <Table.Td>{t(entry.text)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
