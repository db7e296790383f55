import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManualAdapterRequest } from '../../../domain/entities/misc';
import { ApiError } from '../../api/apiError';
import { useCompanies } from '../../api/companies';
import { useCreateManualAdapterRequest } from '../../api/manualAdapterRequests';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { FormSection } from '../common/FormSection';
import { PageHeader } from '../common/PageHeader';
import { useFieldErrors } from '../common/useMessage';

const empty: ManualAdapterRequest = { CompanyId: '', ErpName: '', ErpUrl: '', UsageContext: '', Answer: '' };

/** "My ERP is not listed": asks for a manual adapter (POST /api/Request/ManualAdapter). */
export function ManualAdapterRequestForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const create = useCreateManualAdapterRequest();
  const [request, setRequest] = useState<ManualAdapterRequest>(empty);
  const error = useFieldErrors(create.error);
  const readOnly = useIsReadOnly();
  const change = (patch: Partial<ManualAdapterRequest>) =>
    setRequest((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(request, {
      onSuccess: () => {
        popups.add({ Message: 'Manual_Request_Created', Icon: 'check' });
        onBack();
      },
      onError: (failure) => {
        // Spec 000 §8: a failure without a message shows Could_Not_Create_Manual_Request.
        if (!(failure instanceof ApiError) || !failure.message) {
          popups.add({ Message: 'Could_Not_Create_Manual_Request', Icon: 'close' });
        }
      },
    });
  };

  return (
    <EditForm onSubmit={submit}>
      <PageHeader title={t('Request_Adapter')} description={t('Erp_Not_Listed_Info')} />
      <Stack gap="md">
        <ReadOnlyFieldset>
          <FormSection title={t('Manual_Adapter_Request')} cols={2}>
            <Select
              label={t('Company')}
              required
              data={(companies.data ?? []).map((company) => ({ value: company.Id, label: company.Name }))}
              value={request.CompanyId || null}
              onChange={(value) => change({ CompanyId: value ?? '' })}
              error={error('CompanyId')}
              data-testid="manual-company"
            />
            <TextInput
              label={t('Erp_Name')}
              required
              value={request.ErpName}
              onChange={(event) => change({ ErpName: event.currentTarget.value })}
              error={error('ErpName')}
              data-testid="manual-erp-name"
            />
            <TextInput
              label={t('Erp_Url')}
              type="url"
              value={request.ErpUrl ?? ''}
              onChange={(event) => change({ ErpUrl: event.currentTarget.value })}
              error={error('ErpUrl')}
            />
            <Textarea
              label={t('Usage_Context')}
              autosize
              minRows={2}
              value={request.UsageContext ?? ''}
              onChange={(event) => change({ UsageContext: event.currentTarget.value })}
              error={error('UsageContext')}
            />
            <Textarea
              label={t('Manual_Request_Answer')}
              autosize
              minRows={2}
              value={request.Answer ?? ''}
              onChange={(event) => change({ Answer: event.currentTarget.value })}
              error={error('Answer')}
            />
          </FormSection>
        </ReadOnlyFieldset>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('Back')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={create.isPending} data-testid="manual-submit">
              {t('Send_Request')}
            </Button>
          )}
        </Group>
      </Stack>
    </EditForm>
  );
}
