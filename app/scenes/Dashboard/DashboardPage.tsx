import './dashboard.css';
import { Alert, Button, Loader } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DashboardLayoutNotLoaded,
  type DashboardStep,
  nextOpenStep,
  stepsOfLayout,
} from '../../../domain/dashboard/steps';
import { type DashboardPreferences, dashboardRequest } from '../../../domain/dashboard/window';
import { useDashboardLayout, useRefreshDashboard } from '../../api/dashboard';
import { useShellData } from '../../session/ShellDataContext';
import { PageHeader } from '../common/PageHeader';
import { localToday } from '../Documents/cells';
import { DashboardFilters } from './DashboardFilters';
import { dashboardTypes } from './dashboardOptions';
import { loadDashboardPreferences, saveDashboardPreferences } from './dashboardPreferences';
import { StepTable } from './StepTable';
import { StepTiles } from './StepTiles';
import { useRefreshLock } from './useRefreshLock';

/** /dashboard: what waits in each step of the layout, per company (and per approver), with its table below. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { base, guard } = useShellData();
  const layout = useDashboardLayout();
  const steps = stepsOfLayout(layout.data ?? DashboardLayoutNotLoaded);
  const [preferences, setPreferences] = useState<DashboardPreferences>(loadDashboardPreferences);
  const [selected, setSelected] = useState<DashboardStep | null>(null);
  const open = selected && steps.includes(selected) ? selected : null;
  const refresh = useRefreshLock(useRefreshDashboard());
  const fetching = useIsFetching({ queryKey: ['dashboard'] }) > 0;

  const companies = useMemo(
    () =>
      base.companies
        .filter((company) => !company.IsDeleted)
        .map((company) => ({ Id: company.Id, DisplayName: company.DisplayName || company.Name })),
    [base.companies],
  );
  const types = useMemo(() => dashboardTypes(guard), [guard]);
  const request = useMemo(
    () =>
      dashboardRequest(
        preferences,
        { companyIds: companies.map((company) => company.Id), documentTypes: types },
        localToday(),
      ),
    [preferences, companies, types],
  );
  const companyName = useCallback(
    (id: string | null) =>
      id === null
        ? t('Dashboard_No_Company')
        : (companies.find((company) => company.Id === id)?.DisplayName ?? t('Company')),
    [companies, t],
  );
  const changePreferences = (next: DashboardPreferences) => {
    saveDashboardPreferences(next);
    setPreferences(next);
  };

  return (
    <div data-testid="dashboard">
      <PageHeader
        title={t('Dashboard')}
        description={t('Dashboard_Info')}
        actions={
          <Button
            variant="default"
            size="xs"
            // A spinner rather than a disabled button: the keyboard focus stays on it.
            leftSection={fetching ? <Loader size={14} /> : <IconRefresh size={14} />}
            onClick={refresh}
            data-testid="dashboard-refresh"
          >
            {t('Dashboard_Refresh')}
          </Button>
        }
      />
      <DashboardFilters
        companies={companies}
        types={types}
        preferences={preferences}
        onChange={changePreferences}
      />
      {request === null ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="dashboard-nothing-selected">
          {t('Dashboard_Nothing_Selected')}
        </Alert>
      ) : (
        <>
          <StepTiles
            steps={steps}
            request={request}
            open={open}
            companyName={companyName}
            onSelect={(step) => setSelected(nextOpenStep(open, step))}
          />
          {open && (
            <StepTable
              step={open}
              request={request}
              types={types}
              companyName={companyName}
              onClose={() => setSelected(nextOpenStep(open, null))}
            />
          )}
        </>
      )}
    </div>
  );
}
