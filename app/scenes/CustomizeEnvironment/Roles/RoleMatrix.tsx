import { Anchor, Badge, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  holds,
  type RoleColumn,
  RoleColumns,
  type RoleRight,
  roleRights,
} from '../../../../domain/rights/roleOverview';
import { columnLabel, rightLabel, rolePath } from './rightLabels';

const rightsOf = Object.fromEntries(RoleColumns.map((column) => [column, roleRights(column)])) as Record<
  RoleColumn,
  ReturnType<typeof roleRights>
>;

/** Whether a column grants a right, as a check mark or a dimmed dash (with a text for screen readers). */
function Grant({ granted }: { granted: boolean }) {
  const { t } = useTranslation();
  return granted ? (
    <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label={t('Right_Granted')} />
  ) : (
    <Text span c="dimmed" aria-label={t('Right_Not_Granted')}>
      –
    </Text>
  );
}

/** The default rights of each base role and of the administrator, one row per right, in groups. */
export function RoleMatrix({ rows }: { rows: readonly RoleRight[] }) {
  const { t } = useTranslation();
  const groups = [...new Set(rows.map((row) => row.Group))];
  return (
    <div className="ll-md-scroll">
      <Table className="ll-md-table" verticalSpacing={4} highlightOnHover data-testid="role-matrix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className="ll-md-th">{t('Right')}</Table.Th>
            {RoleColumns.map((column) => (
              <Table.Th key={column} className="ll-md-th" ta="center">
                <Anchor component={Link} to={rolePath(column)} size="sm" fw={600}>
                  {columnLabel(t, column)}
                </Anchor>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group}>
              <Table.Tr>
                <Table.Th colSpan={RoleColumns.length + 1} bg="var(--ll-md-head-bg)">
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                    {t(`Right_Group_${group}`)}
                  </Text>
                </Table.Th>
              </Table.Tr>
              {rows
                .filter((row) => row.Group === group)
                .map((row) => (
                  <Table.Tr key={`${row.Kind}-${row.Right}`} data-testid={`role-right-${row.Right}`}>
                    <Table.Td>
                      {rightLabel(t, row)}{' '}
                      <Badge size="xs" variant="outline" color="gray" ml={4}>
                        {t(row.Kind === 'View' ? 'Right_Kind_View' : 'Right_Kind_Action')}
                      </Badge>
                    </Table.Td>
                    {RoleColumns.map((column) => (
                      <Table.Td key={column} ta="center">
                        <Grant granted={holds(rightsOf[column], row)} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
