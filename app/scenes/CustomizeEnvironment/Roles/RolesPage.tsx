import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legacyRoleDifferences, RoleRights } from '../../../../domain/rights/roleOverview';
import { SearchBox } from '../../MasterData/SearchBox';
import { CustomizeHeader } from '../CustomizeHeader';
import '../../MasterData/masterdata.css';
import { LegacyRoleTable } from './LegacyRoleTable';
import { RoleMatrix } from './RoleMatrix';
import { rightMatches } from './rightLabels';

const legacyRows = legacyRoleDifferences();

/** /customize-environment/roles: which rights each base role and the administrator get, and the legacy role codes. */
export function RolesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const matrixRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => RoleRights.filter((row) => rightMatches(t, row, search)), [t, search]);

  return (
    <>
      <CustomizeHeader title={t('Roles')} description={t('Roles_Info')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <SearchBox
            value={search}
            onChange={setSearch}
            inputRef={searchRef}
            placeholder={t('Roles_Search_Right')}
            onArrowDown={() => matrixRef.current?.querySelector<HTMLElement>('thead a')?.focus()}
            data-testid="roles-search"
          />
          <Paper withBorder radius="md" ref={matrixRef}>
            {rows.length === 0 ? (
              <Text c="dimmed" size="sm" ta="center" py="xl">
                {t('Roles_No_Right_Matches')}
              </Text>
            ) : (
              <RoleMatrix rows={rows} />
            )}
          </Paper>
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('Legacy_Role_Codes')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('Legacy_Role_Codes_Info')}
          </Text>
          <Paper withBorder radius="md">
            <LegacyRoleTable rows={legacyRows} />
          </Paper>
        </Stack>
      </Stack>
    </>
  );
}
