import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  holds,
  isRoleColumn,
  legacyRoleDifferences,
  type RoleColumn,
  RoleColumns,
  RoleRights,
  roleRights,
} from '../../../../domain/rights/roleOverview';
import { NotFoundState } from '../../common/NotFoundState';
import { CustomizeHeader } from '../CustomizeHeader';
import { LegacyRoleTable } from './LegacyRoleTable';
import { columnLabel, rightLabel, rolePath } from './rightLabels';

const rolesPath = '/customize-environment/roles';

/** The rights one column grants, per group; groups it grants nothing of are left out. */
function GrantedRights({ column }: { column: RoleColumn }) {
  const { t } = useTranslation();
  const granted = RoleRights.filter((row) => holds(roleRights(column), row));
  const groups = [...new Set(granted.map((row) => row.Group))];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="role-granted">
      {groups.map((group) => (
        <Paper key={group} withBorder radius="md" p="sm">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
            {t(`Right_Group_${group}`)}
          </Text>
          <Stack gap={4}>
            {granted
              .filter((row) => row.Group === group)
              .map((row) => (
                <Group key={`${row.Kind}-${row.Right}`} gap={6} wrap="nowrap">
                  <Text size="sm">{rightLabel(t, row)}</Text>
                  <Badge size="xs" variant="outline" color="gray">
                    {t(row.Kind === 'View' ? 'Right_Kind_View' : 'Right_Kind_Action')}
                  </Badge>
                </Group>
              ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /customize-environment/roles/:id — one base role (or the administrator): its default rights and the legacy codes on it. */
export function RoleDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  if (!isRoleColumn(id)) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t('Role_Not_Found')}
        backTo={rolesPath}
        backLabel={t('Back_To_Roles')}
      />
    );
  }
  const rights = roleRights(id);
  const legacy = legacyRoleDifferences().filter((row) => row.Column === id);
  const views = RoleRights.filter((row) => row.Kind === 'View');
  const actions = RoleRights.filter((row) => row.Kind === 'Action');

  return (
    <>
      <CustomizeHeader
        title={columnLabel(t, id)}
        description={t(`Role_${id}_Info`)}
        actions={
          <Button
            component={Link}
            to={rolesPath}
            size="xs"
            variant="default"
            leftSection={<IconArrowLeft size={14} />}
          >
            {t('Back_To_Roles')}
          </Button>
        }
      />
      <Stack gap="md">
        <Group gap="xs" data-testid="role-columns">
          {RoleColumns.map((column) =>
            column === id ? (
              <Badge key={column} size="lg" variant="filled">
                {columnLabel(t, column)}
              </Badge>
            ) : (
              <Anchor key={column} component={Link} to={rolePath(column)} size="sm">
                {columnLabel(t, column)}
              </Anchor>
            ),
          )}
        </Group>
        <Text size="sm" c="dimmed" data-testid="role-summary">
          {t('Role_Rights_Summary', {
            0: views.filter((row) => holds(rights, row)).length,
            1: views.length,
            2: actions.filter((row) => holds(rights, row)).length,
            3: actions.length,
          })}
        </Text>
        <GrantedRights column={id} />
        {legacy.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('Legacy_Role_Codes')}
            </Title>
            <Paper withBorder radius="md">
              <LegacyRoleTable rows={legacy} />
            </Paper>
          </Stack>
        )}
      </Stack>
    </>
  );
}
