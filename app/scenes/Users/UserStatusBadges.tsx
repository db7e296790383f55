import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../domain/entities/user';
import { isAbsent, isInactive } from './userKind';

/** Small badges for admin, group, absent and inactive users. */
export function UserStatusBadges({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {user.IsAdmin && (
        <Badge size="xs" variant="light" color="violet">
          {t('User_Kind_Admin')}
        </Badge>
      )}
      {user.IsGroup && (
        <Badge size="xs" variant="light" color="blue">
          {t('User_Kind_Group')}
        </Badge>
      )}
      {isAbsent(user) && (
        <Badge size="xs" variant="light" color="yellow">
          {t('User_Kind_AbsentUser')}
        </Badge>
      )}
      {isInactive(user) ? (
        <Badge size="xs" variant="light" color="gray">
          {t('User_Kind_Inactive')}
        </Badge>
      ) : (
        <Badge size="xs" variant="dot" color="teal">
          {t('User_Kind_Active')}
        </Badge>
      )}
    </Group>
  );
}
