import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PresentUser } from './presence';

/** Up to two letters from a name: first and last word ("Anna de Vries" → "AV"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** Small avatars (initials) of the other users who have this document or source open. */
export function PresenceAvatars({
  users,
  size = 'sm',
}: {
  users: readonly PresentUser[];
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  if (users.length === 0) return null;
  const names = users.map((user) => user.Name).join(', ');
  return (
    <Tooltip label={t('Live_Also_Open_By', { 0: names })} withArrow>
      <Avatar.Group
        spacing={size === 'xs' ? 6 : 'sm'}
        data-testid="presence-avatars"
        aria-label={t('Live_Also_Open_By', { 0: names })}
      >
        {users.slice(0, 3).map((user) => (
          <Avatar
            key={user.UserId}
            size={size}
            radius="xl"
            color="initials"
            name={user.Name}
            data-testid="presence-avatar"
          >
            {initialsOf(user.Name)}
          </Avatar>
        ))}
        {users.length > 3 && (
          <Avatar size={size} radius="xl">
            +{users.length - 3}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}
