import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentFlowStatus } from '../../../domain/documentFlow/flow';
import { formatCount } from '../Documents/count';
import { flowStatusName } from './flowTexts';

/** Per status, in workflow order, the moves that came in and went out in the period. */
export function StatusSummary({ statuses }: { statuses: DocumentFlowStatus[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table verticalSpacing={6} fz="sm" data-testid="flow-statuses">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Status')}</Table.Th>
          <Table.Th ta="right">{t('DocumentFlow_Entered')}</Table.Th>
          <Table.Th ta="right">{t('DocumentFlow_Left')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {statuses.map((row) => (
          <Table.Tr key={row.Status} data-testid="flow-status" data-status={row.Status}>
            <Table.Td>{flowStatusName(t, row.Status)}</Table.Td>
            <Table.Td ta="right" className="ll-flow-number">
              {formatCount(row.Entered, i18n.language)}
            </Table.Td>
            <Table.Td ta="right" className="ll-flow-number">
              {formatCount(row.Left, i18n.language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
