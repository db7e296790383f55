import {
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type UserKind, UserKinds } from '../../../domain/entities/enums';
import { useUsers } from '../../api/users';
import { useIsReadOnly } from '../../session/sessionStore';
import { ListState } from '../common/ListState';
import { oneOf } from '../common/options';
import { PageHeader } from '../common/PageHeader';
import { UserStatusBadges } from './UserStatusBadges';
import { matchesSearch, matchesUserKind } from './userKind';

/** The user overview: filter by kind, search, optionally include deleted users. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<UserKind>('Active');
  const [search, setSearch] = useState('');
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const users = useUsers(includeDeleted);
  const readOnly = useIsReadOnly();
  const rows = useMemo(
    () =>
      (users.data ?? [])
        .filter((user) => matchesUserKind(user, kind) && matchesSearch(user, search))
        .sort((a, b) => a.Name.localeCompare(b.Name, i18n.language)),
    [users.data, kind, search, i18n.language],
  );

  return (
    <>
      <PageHeader
        title={t('Users')}
        description={t('Users_Info')}
        actions={
          // A read-only session could never save a new user.
          !readOnly && (
            <Button
              component={Link}
              to="/users/new"
              leftSection={<IconPlus size={16} />}
              data-testid="user-new"
            >
              {t('New_User')}
            </Button>
          )
        }
      />
      <Group mb="sm" gap="sm" wrap="wrap">
        <SegmentedControl
          size="xs"
          value={kind}
          onChange={(value) => setKind(oneOf(UserKinds, value) ?? 'All')}
          data={UserKinds.map((value) => ({ value, label: t(`User_Kind_${value}`) }))}
          aria-label={t('User_Kind')}
        />
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('Search')}
          aria-label={t('Search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={220}
        />
        <Switch
          size="xs"
          label={t('Include_Deleted')}
          checked={includeDeleted}
          onChange={(event) => setIncludeDeleted(event.currentTarget.checked)}
        />
      </Group>
      <Paper withBorder radius="md">
        <ListState query={users} count={rows.length} empty={t('No_Users_Found')}>
          <Table highlightOnHover verticalSpacing={6} stickyHeader data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('Email')}</Table.Th>
                <Table.Th>{t('Abbreviation')}</Table.Th>
                <Table.Th>{t('Base_Role')}</Table.Th>
                <Table.Th>{t('Status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => (
                <Table.Tr key={user.Id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/users/${encodeURIComponent(user.Id)}`} fw={500} size="sm">
                      {user.Name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.Email}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.Abbreviation}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`Base_Role_${user.BaseRole}`)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <UserStatusBadges user={user} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Paper>
    </>
  );
}
