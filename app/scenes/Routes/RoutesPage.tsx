import { Button, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Route } from '../../../domain/workflow';
import { type RouteListKind, useRoutes } from '../../api/routes';
import { useIsReadOnly } from '../../session/sessionStore';
import { PageHeader } from '../common/PageHeader';
import { actionLabel } from '../Documents/actionLabel';
import { focusFirstRow, type MasterDataColumn, MasterDataTable } from '../MasterData/MasterDataTable';
import { SearchBox } from '../MasterData/SearchBox';
import { useCompanyName, useNameOf, VendorName } from './routeFields';

/** Where each kind of route list lives and what it is called. */
export const routeLists: Record<RouteListKind, { path: string; title: string; info: string }> = {
  user: { path: '/user-routes', title: 'User_Routes', info: 'User_Routes_Info' },
  suggestion: { path: '/suggestion-routes', title: 'Suggestion_Routes', info: 'Suggestion_Routes_Info' },
};

/** /user-routes and /suggestion-routes: the routes with what they propose; a row opens its editor. */
function RoutesPage({ kind }: { kind: RouteListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useIsReadOnly();
  const routes = useRoutes(kind);
  const companyName = useCompanyName();
  const nameOf = useNameOf();
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const tableArea = useRef<HTMLDivElement>(null);
  const { path, title, info } = routeLists[kind];

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (routes.data ?? []).filter((route) =>
      [
        companyName(route.CompanyId),
        route.Status ?? '',
        nameOf(route.CurrentUserId),
        actionLabel(t, route.ActionId),
        nameOf(route.SendToUserId),
        route.DefaultText,
      ]
        .join(' ')
        .toLowerCase()
        .includes(needle),
    );
  }, [routes.data, search, companyName, nameOf, t]);

  const anyone = (text: string) => text || t('Route_Any');
  const columns: MasterDataColumn<Route>[] = [
    { key: 'Company', label: t('Company'), render: (row) => anyone(companyName(row.CompanyId)) },
    {
      key: 'Vendor',
      label: t('Vendor'),
      render: (row) =>
        row.RouteType === 'SuggestionRoute' ? <VendorName id={row.RelationId} /> : t('Route_All_Vendors'),
    },
    {
      key: 'Status',
      label: t('Status'),
      render: (row) => anyone(row.Status ? t(`Document_Status_${row.Status}`) : ''),
    },
    {
      key: 'CurrentUser',
      label: t('Route_Current_User'),
      render: (row) => anyone(nameOf(row.CurrentUserId)),
    },
    { key: 'Action', label: t('Route_Action'), render: (row) => actionLabel(t, row.ActionId) },
    { key: 'SendTo', label: t('Route_Send_To'), render: (row) => nameOf(row.SendToUserId) },
    {
      key: 'DefaultText',
      label: t('Route_Default_Text'),
      render: (row) => (
        <Text size="sm" truncate maw={260}>
          {row.DefaultText}
        </Text>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t(title)}
        description={t(info)}
        actions={
          !readOnly && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => void navigate(`${path}/new`)}
              data-testid="route-new"
            >
              {t('New_Route')}
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
          onOpen={(row) => void navigate(`${path}/${encodeURIComponent(row.Id)}`)}
          onLeaveTop={() => searchRef.current?.focus()}
          empty={
            <Text size="sm" c="dimmed">
              {t(search ? 'No_Routes_Match' : 'No_Routes_Yet')}
            </Text>
          }
          data-testid="routes-table"
        />
      </Paper>
    </>
  );
}

/** /user-routes: the signed-in user's own routes. */
export function UserRoutesPage() {
  return <RoutesPage kind="user" />;
}

/** /suggestion-routes: the shared suggestion routes. */
export function SuggestionRoutesPage() {
  return <RoutesPage kind="suggestion" />;
}
