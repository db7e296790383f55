import { Badge, Group, HoverCard, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { DefaultMinimumScore, scorePercent, scoreTone } from './fastVerifyState';

/** The row's score as a coloured badge; hovering (or focusing) it explains the score field by field. */
export function ScoreBadge({ item }: { item: FastVerifyItem }) {
  const { t } = useTranslation();
  const result = item.FastVerifyResult;
  const minimum = result.MinimumScore ?? DefaultMinimumScore;
  return (
    <HoverCard width={300} shadow="md" openDelay={150} position="right-start" withinPortal>
      <HoverCard.Target>
        <Badge
          color={scoreTone(result.Score, minimum)}
          variant="light"
          radius="sm"
          tabIndex={-1}
          data-testid="fast-verify-score"
          data-tone={scoreTone(result.Score, minimum)}
        >
          {scorePercent(result.Score)}
        </Badge>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="fast-verify-score-card">
        <Text size="xs" fw={600} mb={4}>
          {t('FastVerify_Score_Explained', { 0: scorePercent(minimum) })}
        </Text>
        <Stack gap={2}>
          {result.Parts.map((part) => (
            <Group key={part.Field} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" truncate>
                {t(`FastVerify_Field_${part.Field}`)}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate>
                  {t(part.Reason)}
                </Text>
                <Badge size="xs" variant="light" color={scoreTone(part.Confidence, minimum)}>
                  {scorePercent(part.Confidence)}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
