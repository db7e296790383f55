import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { printFormatIban } from '../../../domain/iban/index';
import type { BankAccountChange } from '../../api/relations';

/** The labels of where a bank-account change came from. */
export const sourceKeys: Record<string, string> = {
  Manual: 'Bank_Account_Source_Manual',
  Import: 'Bank_Account_Source_Import',
  Sync: 'Bank_Account_Source_Sync',
};

const ibans = (list: string[]) =>
  list.length === 0 ? '—' : list.map((iban) => printFormatIban(iban)).join(', ');

/** Who changed a vendor's bank accounts from what to what, and who confirmed it, newest first. */
export function BankAccountChanges({ changes }: { changes: BankAccountChange[] }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (changes.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('Bank_Account_Changes')}
      </Text>
      <div className="ll-md-scroll">
        <Table className="ll-md-table" verticalSpacing={4} data-testid="bank-account-changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Changed_At')}</Table.Th>
              <Table.Th>{t('Bank_Account_Change_From')}</Table.Th>
              <Table.Th>{t('Bank_Account_Change_To')}</Table.Th>
              <Table.Th>{t('Changed_By')}</Table.Th>
              <Table.Th>{t('Confirmed_By')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.Id}>
                <Table.Td className="ll-md-mono">{when(change.ChangedAt)}</Table.Td>
                <Table.Td className="ll-md-mono">{ibans(change.FromIbans)}</Table.Td>
                <Table.Td className="ll-md-mono">{ibans(change.ToIbans)}</Table.Td>
                <Table.Td>
                  {[change.ChangedByName, t(sourceKeys[change.Source] ?? change.Source)]
                    .filter(Boolean)
                    .join(' · ')}
                </Table.Td>
                <Table.Td>
                  {change.ConfirmedAt ? (
                    `${change.ConfirmedByName} · ${when(change.ConfirmedAt)}`
                  ) : (
                    <Text span size="sm" c="orange.8">
                      {t('Not_Confirmed_Yet')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
