import { Group, Progress, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toAmountLocale } from '../../../domain/amount/format';
import { type DocumentFlowTransition, totalMoves, transitionShare } from '../../../domain/documentFlow/flow';
import { formatCount } from '../Documents/count';
import { flowStatusName } from './flowTexts';

/** A share (0–1) as a percentage with one decimal in the user's language: 12,5 % or 12.5%. */
export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(toAmountLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}

/** The transitions, largest first: from → to, the moves, the documents and a thin bar of the share of all moves. */
export function TransitionTable({ transitions }: { transitions: DocumentFlowTransition[] }) {
  const { t, i18n } = useTranslation();
  const total = totalMoves(transitions);
  // The bar is scaled to the largest transition, so the differences stay visible among many small ones.
  const largest = Math.max(1, ...transitions.map((transition) => transition.Count));

  return (
    <Table highlightOnHover verticalSpacing={6} fz="sm" data-testid="flow-transitions">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('DocumentFlow_Transition')}</Table.Th>
          <Table.Th ta="right">
            <Tooltip label={t('DocumentFlow_Moves_Info')} withinPortal multiline w={260}>
              <span>{t('DocumentFlow_Moves')}</span>
            </Tooltip>
          </Table.Th>
          <Table.Th ta="right">{t('DocumentFlow_Documents')}</Table.Th>
          <Table.Th w="28%">{t('DocumentFlow_Share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {transitions.map((transition) => {
          const share = transitionShare(transition, total);
          return (
            <Table.Tr
              key={`${transition.FromStatus}>${transition.ToStatus}`}
              data-testid="flow-transition"
              data-from={transition.FromStatus}
              data-to={transition.ToStatus}
            >
              <Table.Td>
                <Group gap={6} wrap="wrap">
                  <span>{flowStatusName(t, transition.FromStatus, true)}</span>
                  <IconArrowRight size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                  <span>{flowStatusName(t, transition.ToStatus)}</span>
                </Group>
              </Table.Td>
              <Table.Td ta="right" className="ll-flow-number">
                {formatCount(transition.Count, i18n.language)}
              </Table.Td>
              <Table.Td ta="right" className="ll-flow-number">
                {formatCount(transition.Documents, i18n.language)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Progress
                    value={(transition.Count / largest) * 100}
                    size="sm"
                    radius="xl"
                    style={{ flex: 1 }}
                    aria-hidden
                  />
                  <Text size="xs" c="dimmed" w={48} ta="right" className="ll-flow-number">
                    {formatShare(share, i18n.language)}
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
