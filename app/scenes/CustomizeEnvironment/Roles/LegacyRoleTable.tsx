import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegacyRoleDifference, RoleRight } from '../../../../domain/rights/roleOverview';
import { rightLabel, rolePath } from './rightLabels';

/** The rights a code adds or leaves out, as small badges; a dash when none. */
function RightList({ rights, color }: { rights: readonly RoleRight[]; color: string }) {
  const { t } = useTranslation();
  if (rights.length === 0) return <Text c="dimmed">–</Text>;
  return (
    <Group gap={4}>
      {rights.map((row) => (
        <Badge key={`${row.Kind}-${row.Right}`} size="sm" variant="light" color={color} tt="none">
          {rightLabel(t, row)}
        </Badge>
      ))}
    </Group>
  );
}

/** The four legacy role codes: what each reads as, the base role it maps to and how its rights differ. */
export function LegacyRoleTable({ rows }: { rows: readonly LegacyRoleDifference[] }) {
  const { t } = useTranslation();
  return (
    <div className="ll-md-scroll">
      <Table verticalSpacing={6} fz="sm" data-testid="legacy-roles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Legacy_Role_Code')}</Table.Th>
            <Table.Th>{t('Base_Role')}</Table.Th>
            <Table.Th>{t('User_IsAdmin')}</Table.Th>
            <Table.Th>{t('Legacy_Role_Rights_Added')}</Table.Th>
            <Table.Th>{t('Legacy_Role_Rights_Removed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.Code} data-testid={`legacy-role-${row.Code}`}>
              <Table.Td style={{ whiteSpace: 'normal' }}>
                <Text size="sm" ff="monospace" fw={600}>
                  {row.Code}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`Legacy_Role_${row.Code.replace('-', '_')}_Info`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={rolePath(row.BaseRole)} size="sm">
                  {t(`Base_Role_${row.BaseRole}`)}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(row.IsAdmin ? 'Yes' : 'No')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'normal' }}>
                <RightList rights={row.Added} color="teal" />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'normal' }}>
                <RightList rights={row.Removed} color="red" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
