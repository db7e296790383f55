import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StatusAction } from '../../../../domain/workflow';

type Needs = Pick<StatusAction, 'NeedsNextUser' | 'NeedsRemark' | 'NeedsApprovalAmount'>;

/** What a row (or an action's default row) asks of whoever performs it: next user, remark, amount. */
export function NeedsBadges({ row }: { row: Needs }) {
  const { t } = useTranslation();
  const needs = [
    row.NeedsNextUser && t('Customize_Needs_Next_User'),
    row.NeedsRemark && t('Customize_Needs_Remark'),
    row.NeedsApprovalAmount && t('Customize_Needs_Approval_Amount'),
  ].filter((label): label is string => Boolean(label));
  if (needs.length === 0)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {needs.map((label) => (
        <Badge key={label} size="xs" variant="outline" color="gray">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
