import { Button, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlugConnected, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErpAdapter, ErpAdapters, OnlineErpAdapters } from '../../../domain/entities/enums';
import { PageHeader } from '../common/PageHeader';
import { CompanyEditPage } from './CompanyEditPage';
import { ManualAdapterRequestForm } from './ManualAdapterRequestForm';

type Step = { kind: 'choose' } | { kind: 'company'; adapter: ErpAdapter } | { kind: 'manual' };

/**
 * Integration set-up: pick the ERP for a new company, or ask for an adapter that is not listed (`request` opens
 * that form at once: the company page of an adapter without a working connection links here).
 */
export function IntegrationSetup({ request = false }: { request?: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(request ? { kind: 'manual' } : { kind: 'choose' });
  const [search, setSearch] = useState('');
  if (step.kind === 'company') return <CompanyEditPage id="new" initial={{ ErpAdapter: step.adapter }} />;
  if (step.kind === 'manual') return <ManualAdapterRequestForm onBack={() => setStep({ kind: 'choose' })} />;
  const adapters = ErpAdapters.filter(
    (adapter) => adapter !== 'Manual' && adapter.toLowerCase().includes(search.trim().toLowerCase()),
  );
  return (
    <>
      <PageHeader title={t('Integrations')} description={t('Integrations_Info')} />
      <Stack gap="md">
        <TextInput
          leftSection={<IconSearch size={14} />}
          placeholder={t('Search_Erp')}
          aria-label={t('Search_Erp')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={320}
        />
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm" data-testid="erp-adapters">
          {adapters.map((adapter) => (
            <UnstyledButton
              key={adapter}
              onClick={() => setStep({ kind: 'company', adapter })}
              aria-label={adapter}
            >
              <Paper withBorder radius="md" p="md" h="100%">
                <Stack gap={4} align="flex-start">
                  <IconPlugConnected size={20} stroke={1.5} />
                  <Text fw={600} size="sm">
                    {adapter}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {OnlineErpAdapters.includes(adapter) ? t('Online_Erp') : t('On_Premises_Erp')}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('Erp_Not_Listed')}</Text>
            <Text size="sm" c="dimmed">
              {t('Erp_Not_Listed_Info')}
            </Text>
            <Button variant="light" onClick={() => setStep({ kind: 'manual' })} data-testid="erp-not-listed">
              {t('Request_Adapter')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
