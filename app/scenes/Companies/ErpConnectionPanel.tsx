import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyDetail } from '../../../domain/entities/company';
import type { CompanyUpdateJob } from '../../../domain/erp/enums';
import { companyUpdateJobsOf, hasErpConnection } from '../../../domain/erp/sync';
import { useCreateErpAction, useErpAction } from '../../api/erpActions';
import { useIsReadOnly } from '../../session/sessionStore';
import { formatMoment } from '../EmailInvoices/emailInvoiceView';
import { ErpActionOutcome } from '../ErpActions/ErpActionOutcome';

// Manual keeps master data in Ledgerline and Api lets the customer's own connector call Ledgerline: neither has an
// ERP for Ledgerline to log in to.
const withoutErp = new Set(['Manual', 'Api']);

/**
 * The company's ERP connection on the company page: check the login and synchronise, following the action until
 * it is done (spec 000 §4, 002 §7). An adapter without a working connection in Ledgerline says so and offers the
 * manual adapter request. Changes to the connection fields are saved first: the check uses what is stored.
 */
export function ErpConnectionPanel({ company, dirty }: { company: CompanyDetail; dirty: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const readOnly = useIsReadOnly();
  const create = useCreateErpAction();
  const [actionId, setActionId] = useState<string | null>(null);
  const action = useErpAction(actionId);
  const finished = action.data?.State === 'Succeeded' || action.data?.State === 'Failed';

  // A finished check or synchronisation changes the company's login status and last synchronisation.
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: ['companies', 'detail', company.Id] });
  }, [finished, client, company.Id]);

  if (withoutErp.has(company.ErpAdapter))
    return (
      <Text size="sm" c="dimmed" data-testid="erp-connection-none">
        {t(company.ErpAdapter === 'Api' ? 'Erp_Connection_Api_Info' : 'Erp_Connection_Manual_Info')}
      </Text>
    );

  if (!hasErpConnection(company.ErpAdapter))
    return (
      <Alert color="yellow" icon={<IconPlugConnected size={18} />} data-testid="erp-connection-missing">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('Erp_Connection_Missing_Info', { 0: company.ErpAdapter })}</Text>
          <Button
            component={Link}
            to="/companies/new?integrations=true&request=manual"
            size="xs"
            variant="light"
            data-testid="erp-request-adapter"
          >
            {t('Request_Adapter')}
          </Button>
        </Stack>
      </Alert>
    );

  const jobs = companyUpdateJobsOf(company);
  const ask = (job: CompanyUpdateJob, full = false) =>
    create.mutate(
      { companyId: company.Id, action: job, full },
      { onSuccess: (answer) => setActionId(answer.ErpActionId) },
    );
  const busy = create.isPending || (actionId !== null && !finished && !action.isError);
  const disabled = readOnly || dirty || busy;

  return (
    <Paper withBorder radius="md" p="md" data-testid="erp-connection">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{t('Erp_Connection')}</Text>
            <Text size="xs" c="dimmed">
              {company.ErpLastSyncAt
                ? t('Erp_Last_Sync', { 0: formatMoment(company.ErpLastSyncAt, i18n.language) })
                : t('Erp_Never_Synced')}
            </Text>
          </Stack>
          {dirty && (
            <Text size="xs" c="orange.7">
              {t('Erp_Connection_Save_First')}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {jobs.map((job) => (
            <Button
              key={job}
              size="xs"
              variant={job === 'CheckLogin' ? 'filled' : 'light'}
              disabled={disabled}
              loading={busy && create.variables?.action === job && !create.variables.full}
              onClick={() => ask(job)}
              data-testid={`erp-action-${job}`}
            >
              {t(job === 'CheckLogin' ? 'Erp_Check_Login' : `Erp_Action_Kind_${job}`)}
            </Button>
          ))}
          {jobs.includes('UpdateAll') && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              disabled={disabled}
              loading={busy && create.variables?.full === true}
              onClick={() => ask('UpdateAll', true)}
              data-testid="erp-action-sync-all"
            >
              {t('Erp_Sync_Everything_Again')}
            </Button>
          )}
        </Group>
        {action.data && <ErpActionOutcome action={action.data} />}
      </Stack>
    </Paper>
  );
}
