import './documentFlow.css';
import { Alert, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAmountLocale } from '../../../domain/amount/format';
import { totalMoves } from '../../../domain/documentFlow/flow';
import { presetPeriod } from '../../../domain/documentFlow/presets';
import type { DocumentFlowRequest } from '../../../domain/documentFlow/request';
import { periodError } from '../../../domain/documentFlow/request';
import { exportDocumentFlow, useDocumentFlow } from '../../api/documentFlow';
import { useShellData } from '../../session/ShellDataContext';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { useMessage } from '../common/useMessage';
import { dashboardTypes } from '../Dashboard/dashboardOptions';
import { localToday } from '../Documents/cells';
import { formatCount } from '../Documents/count';
import { MasterDataExportButton } from '../MasterData/MasterDataExportButton';
import { FlowFilters, type FlowFilterValues } from './FlowFilters';
import { StatusSummary } from './StatusSummary';
import { TransitionTable } from './TransitionTable';

/** The request of the filters; a message key instead when there is nothing to ask. */
function requestOf(values: FlowFilterValues, allTypes: number): DocumentFlowRequest | { refusal: string } {
  if (values.types.length === 0) return { refusal: 'DocumentFlow_No_Types' };
  const refusal = periodError(values.period.FromDate, values.period.ToDate);
  if (refusal) return { refusal };
  return {
    ...values.period,
    CompanyIds: values.companyIds,
    // Every type chosen asks for every type, so types the user gains later count too.
    DocumentTypes: values.types.length === allTypes ? [] : values.types,
  };
}

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" className="ll-flow-number" data-testid={testId}>
        {formatCount(value, i18n.language)}
      </Text>
    </Stack>
  );
}

/** /document-flow: how documents moved through the statuses over a chosen period (counts per transition). */
export function DocumentFlowPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { base, guard } = useShellData();
  const today = localToday();
  const types = useMemo(() => dashboardTypes(guard), [guard]);
  const companies = useMemo(
    () =>
      base.companies
        .filter((company) => !company.IsDeleted)
        .map((company) => ({ Id: company.Id, DisplayName: company.DisplayName || company.Name })),
    [base.companies],
  );
  const [values, setValues] = useState<FlowFilterValues>(() => ({
    preset: 'ThisMonth',
    period: presetPeriod('ThisMonth', today) ?? { FromDate: today, ToDate: today },
    companyIds: [],
    types,
  }));
  const asked = requestOf(values, types.length);
  const request = 'refusal' in asked ? null : asked;
  const flow = useDocumentFlow(request);
  const transitions = flow.data?.Transitions ?? [];

  return (
    <div data-testid="document-flow">
      <PageHeader
        title={t('Document_Flow')}
        description={t('DocumentFlow_Info')}
        actions={
          <MasterDataExportButton
            disabled={request === null || transitions.length === 0}
            run={(locale, onProgress) =>
              exportDocumentFlow(
                { ...(request ?? values.period), Locale: toAmountLocale(locale) },
                onProgress,
              )
            }
          />
        }
      />
      <FlowFilters values={values} onChange={setValues} companies={companies} types={types} today={today} />
      {'refusal' in asked ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} role="alert" data-testid="flow-refusal">
          {message(asked.refusal)}
        </Alert>
      ) : (
        <ListState query={flow} count={transitions.length} empty={t('DocumentFlow_Empty')}>
          <Group gap="xl" mb="sm" data-testid="flow-totals">
            <Total
              label={t('DocumentFlow_Total_Documents')}
              value={flow.data?.Documents ?? 0}
              testId="flow-documents"
            />
            <Total
              label={t('DocumentFlow_Total_Moves')}
              value={totalMoves(transitions)}
              testId="flow-moves"
            />
          </Group>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper withBorder radius="md" p="xs">
                <Title order={3} size="h5" px="xs" pb={4}>
                  {t('DocumentFlow_Transitions')}
                </Title>
                <TransitionTable transitions={transitions} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper withBorder radius="md" p="xs">
                <Title order={3} size="h5" px="xs" pb={4}>
                  {t('DocumentFlow_Statuses')}
                </Title>
                <StatusSummary statuses={flow.data?.Statuses ?? []} />
              </Paper>
            </Grid.Col>
          </Grid>
        </ListState>
      )}
    </div>
  );
}
