import { ActionIcon, Kbd, Popover, Table } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VerifyKeyHelp } from './verifyKeys';

/** A small popover listing the verify screen's keys. */
export function KeyHelp() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('Verify_Keys')} data-testid="verify-keys">
          <IconKeyboard size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Table withRowBorders={false} verticalSpacing={2} fz="xs">
          <Table.Tbody>
            {VerifyKeyHelp.map((entry) => (
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
