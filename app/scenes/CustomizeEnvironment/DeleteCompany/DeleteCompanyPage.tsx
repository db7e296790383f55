import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemovedFromWorkflow } from '../../../../domain/entities/companyRemoval';
import { useCompanies } from '../../../api/companies';
import { useRemovalImpact, useRemoveFromWorkflow } from '../../../api/companyRemoval';
import { CompanyFilter } from '../../../components';
import { useIsReadOnly } from '../../../session/sessionStore';
import { ListState } from '../../common/ListState';
import { useMessage } from '../../common/useMessage';
import { CustomizeHeader } from '../CustomizeHeader';
import { RemovalImpact } from './RemovalImpact';

/** What the page shows after a removal: which company left the workflow and what that released. */
function RemovalDone({ result, onAgain }: { result: RemovedFromWorkflow; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="removal-done">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('Delete_Company_Done', { 0: result.Name, 1: result.OpenDocuments, 2: result.ReleasedLocks })}
        </Text>
        <Button size="xs" variant="default" onClick={onAgain}>
          {t('Delete_Company_Another')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /customize-environment/delete-company: removes a company from the workflow after its name is typed again. */
export function DeleteCompanyPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const readOnly = useIsReadOnly();
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<RemovedFromWorkflow | null>(null);
  const impact = useRemovalImpact(result ? null : companyId);
  const remove = useRemoveFromWorkflow();
  const options = (companies.data ?? []).map((company) => ({
    Id: company.Id,
    DisplayName: company.DisplayName || company.Name,
  }));
  const name = impact.data?.Name ?? '';
  const confirmed = name !== '' && typed === name;

  const choose = (id: string | null) => {
    setCompanyId(id);
    setTyped('');
    remove.reset();
  };
  const submit = () => {
    if (!companyId || !confirmed || readOnly) return;
    remove.mutate({ companyId, confirmName: typed }, { onSuccess: (done) => setResult(done) });
  };
  const again = () => {
    setResult(null);
    choose(null);
  };

  return (
    <>
      <CustomizeHeader title={t('Delete_Company')} description={t('Delete_Company_Info')} />
      <Paper withBorder radius="md" p="md" maw={720}>
        {result ? (
          <RemovalDone result={result} onAgain={again} />
        ) : (
          <ListState query={companies} count={options.length} empty={t('No_Company_Available')}>
            <Stack gap="md">
              <CompanyFilter
                companies={options}
                value={companyId}
                onChange={(id) => choose(id === null ? null : String(id))}
                data-testid="delete-company-select"
              />
              {companyId && (
                <RemovalImpact
                  impact={impact.data}
                  loading={impact.isPending}
                  failure={impact.error ? message(impact.error.message) : null}
                />
              )}
              {companyId && impact.data && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle size={18} />}
                  title={t('Delete_Company_Warning_Title')}
                  data-testid="delete-company-confirm"
                >
                  <Stack gap="sm">
                    <Text size="sm">{t('Delete_Company_Warning', { 0: name })}</Text>
                    <TextInput
                      size="xs"
                      label={t('Delete_Company_Type_Name', { 0: name })}
                      value={typed}
                      autoComplete="off"
                      spellCheck={false}
                      disabled={readOnly}
                      error={remove.error ? message(remove.error.message) : undefined}
                      onChange={(event) => {
                        setTyped(event.currentTarget.value);
                        remove.reset();
                      }}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          submit();
                        }
                      }}
                      data-testid="delete-company-name"
                    />
                    <Group justify="flex-end">
                      <Button
                        color="red"
                        size="xs"
                        disabled={!confirmed || readOnly}
                        loading={remove.isPending}
                        onClick={submit}
                        data-testid="delete-company-submit"
                      >
                        {t('Delete_Company_Submit')}
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              )}
            </Stack>
          </ListState>
        )}
      </Paper>
    </>
  );
}
