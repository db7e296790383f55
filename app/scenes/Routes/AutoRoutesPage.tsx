import { Badge, Button, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AutoRoute } from '../../../domain/workflow';
import { useAutoRoutes } from '../../api/routes';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { actionLabel } from '../Documents/actionLabel';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { documentTypeKeys, useCompanyName, useNameOf } from './routeFields';

/** The conditions of an auto route in a few words: company, document type, amount range, codes. */
export function conditionsSummary(
  t: TFunction,
  route: AutoRoute,
  companyName: (id: string | null) => string,
) {
  const c = route.Conditions;
  const amount = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });
  const range =
    c.AmountFrom !== null && c.AmountUntil !== null
      ? `${amount(c.AmountFrom)} – ${amount(c.AmountUntil)}`
      : c.AmountFrom !== null
        ? `≥ ${amount(c.AmountFrom)}`
        : c.AmountUntil !== null
          ? `≤ ${amount(c.AmountUntil)}`
          : '';
  const parts = [
    c.CompanyId ? companyName(c.CompanyId) : '',
    c.RelationId ? t('Vendor') : '',
    c.DocumentType ? t(documentTypeKeys[c.DocumentType]) : '',
    range,
    c.GeneralLedgerAccount ? `${t('GeneralLedger')} ${c.GeneralLedgerAccount}` : '',
    c.CostCenter ? `${t('Route_Cost_Center')} ${c.CostCenter}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('Route_Any');
}

/** /auto-routes: the auto routes by name with their conditions and steps; a row opens its editor. */
export function AutoRoutesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const routes = useAutoRoutes();
  const companyName = useCompanyName();
  const nameOf = useNameOf();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);
  const steps = (route: AutoRoute) =>
    route.Steps.map((step) => `${actionLabel(t, step.Action)} → ${nameOf(step.SendToUserId)}`).join(', ');

  // A few dozen routes at most: filtered on every render.
  const needle = search.trim().toLowerCase();
  const rows = (routes.data ?? []).filter((route) =>
    `${route.Name} ${conditionsSummary(t, route, companyName)} ${steps(route)}`
      .toLowerCase()
      .includes(needle),
  );

  const columns: MasterDataColumn<AutoRoute>[] = [
    { key: 'Name', label: t('Name'), render: (row) => row.Name },
    {
      key: 'Active',
      label: t('User_IsActive'),
      width: 90,
      render: (row) => (
        <Badge size="xs" variant="light" color={row.IsActive ? 'green' : 'gray'}>
          {t(row.IsActive ? 'Yes' : 'No')}
        </Badge>
      ),
    },
    {
      key: 'Conditions',
      label: t('Route_Conditions'),
      render: (row) => conditionsSummary(t, row, companyName),
    },
    { key: 'Steps', label: t('Route_Steps'), render: (row) => steps(row) },
  ];

  return (
    <>
      <PageHeader
        title={t('Auto_Routes')}
        description={t('Auto_Routes_Info')}
        actions={
          !readOnly && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => void navigate('/auto-routes/new')}
              data-testid="auto-route-new"
            >
              {t('New_Auto_Route')}
            </Button>
          )
        }
      />
      <SearchBox
        value={search}
        onChange={setSearch}
        inputRef={searchRef}
        onArrowDown={() => focusFirstRow(tableArea.current ?? document)}
      />
      <Paper withBorder radius="md" mt="sm" ref={tableArea}>
        <MasterDataTable
          rows={routes.isPending ? undefined : rows}
          columns={columns}
          loading={routes.isFetching}
          failed={routes.isError}
          onRetry={() => void routes.refetch()}
          sort=""
          descending={false}
          onSort={() => undefined}
          isBlocked={(row) => !row.IsActive}
          onOpen={(row) => void navigate(`/auto-routes/${encodeURIComponent(row.Id)}`)}
          onLeaveTop={() => searchRef.current?.focus()}
          empty={
            <Text size="sm" c="dimmed">
              {t(search ? 'No_Routes_Match' : 'No_Auto_Routes_Yet')}
            </Text>
          }
          data-testid="auto-routes-table"
        />
      </Paper>
    </>
  );
}
