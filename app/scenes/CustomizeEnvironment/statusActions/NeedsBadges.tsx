import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { needsValidCoding, type StatusAction } from '../../../../domain/workflow';

type Needs = Pick<StatusAction, 'NeedsNextUser' | 'NeedsRemark' | 'NeedsApprovalAmount'> &
  Partial<Pick<StatusAction, 'Action' | 'NeedsValidCoding'>>;

/** What a row (or an action's default row) asks of whoever performs it: next user, remark, amount. */
export function NeedsBadges({ row }: { row: Needs }) {
  const { t } = useTranslation();
  const needs = [
    row.NeedsNextUser && t('Customize_Needs_Next_User'),
    row.NeedsRemark && t('Customize_Needs_Remark'),
    row.NeedsApprovalAmount && t('Customize_Needs_Approval_Amount'),
    row.Action !== undefined &&
      needsValidCoding({ Action: row.Action, NeedsValidCoding: row.NeedsValidCoding }) &&
      t('Customize_Needs_Valid_Coding'),
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
