import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CodeInvoice } from '../../../../domain/coding';
import type { CodingStatus } from '../../../../domain/documents/enums';

/** The colour of each coding status. */
export const codingStatusColor: Record<CodingStatus, string> = {
  Valid: 'green',
  Invalid: 'red',
  Verified: 'blue',
  Unknown: 'gray',
  NoCoding: 'gray',
};

/** The translated source of the lines, with how sure a learned suggestion is. */
export function useSourceText(): (coding: Pick<CodeInvoice, 'Source' | 'Suggestion'>) => string {
  const { t } = useTranslation();
  return ({ Source, Suggestion }) => {
    if (Source === '') return '';
    if (Source === 'Learned' && Suggestion)
      return t('Coding_Source_Learned_From', {
        0: Suggestion.BasedOn,
        1: Math.round(Suggestion.Confidence * 100),
      });
    return t(`Coding_Source_${Source}`);
  };
}

/** The panel's title line: "Coding", the coding status as a coloured badge, and where the lines came from. */
export function CodingSummary({ coding }: { coding: CodeInvoice }) {
  const { t } = useTranslation();
  const sourceText = useSourceText();
  const source = sourceText(coding);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {t('Coding')}
      </Text>
      <Badge
        size="sm"
        variant="light"
        color={codingStatusColor[coding.CodingStatus]}
        data-testid="coding-status"
        data-status={coding.CodingStatus}
      >
        {t(`Coding_Status_${coding.CodingStatus}`)}
      </Badge>
      {source !== '' && (
        <Text size="xs" c="dimmed" data-testid="coding-source">
          {source}
        </Text>
      )}
      {coding.IsProposal && (
        <Badge size="xs" variant="outline" color="yellow" data-testid="coding-proposal">
          {t('Coding_Proposal')}
        </Badge>
      )}
    </Group>
  );
}
