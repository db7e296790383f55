import { Anchor, Badge, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CompanyDetail } from '../../../domain/entities/company';
import { useCompany, useSaveCompany } from '../../api/companies';
import { useIsReadOnly } from '../../session/sessionStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { editSubmit } from '../common/editSubmit';
import { FormSection } from '../common/FormSection';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { PageHeader } from '../common/PageHeader';
import { useFormModel } from '../common/useFormModel';
import { useFieldErrors, useMessage } from '../common/useMessage';
import { BookingExportPanel } from './BookingExportPanel';
import { CompanyFieldInput } from './CompanyFieldInput';
import { CompanySettingsList } from './CompanySettingsList';
import { type CompanyForm, companyFieldGroups, companyFieldLabelKey, newCompanyForm } from './companyFields';
import { ErpConnectionPanel } from './ErpConnectionPanel';
import { ErpLoginStatusBadge } from './ErpLoginStatusBadge';

function formOf(company: CompanyDetail): CompanyForm {
  const {
    Id,
    IsDeleted,
    ErpLoginStatus,
    IsOnlineErpAdapter,
    ErpLastError,
    ErpLastSyncAt,
    Settings,
    ...input
  } = company;
  return input;
}

/** Edits one company (/companies/:id) or creates one (/companies/new). */
export function CompanyEditPage({ id, initial }: { id: string; initial?: Partial<CompanyForm> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNew = id === 'new';
  const company = useCompany(isNew ? undefined : id);
  const save = useSaveCompany();
  const loaded = useMemo(
    () => (isNew ? { ...newCompanyForm(), ...initial } : company.data && formOf(company.data)),
    [isNew, initial, company.data],
  );
  const { model, patch, dirty, setDirty } = useFormModel<CompanyForm>(loaded);
  const error = useFieldErrors(save.error);
  const readOnly = useIsReadOnly();
  const message = useMessage();

  if (company.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(company.error, 'Company_Not_Found'))}
        backTo="/companies"
        backLabel={t('Back_To_Companies')}
      />
    );
  }
  if (!model) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }

  const submit = editSubmit({
    save,
    id: isNew ? undefined : id,
    input: model,
    setDirty,
    navigate,
    basePath: '/companies',
  });

  return (
    <EditForm onSubmit={submit}>
      <Anchor component={Link} to="/companies" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('Companies')}
        </Group>
      </Anchor>
      <PageHeader
        title={
          <Group gap="sm">
            {isNew ? t('New_Company') : model.DisplayName || model.Name}
            {company.data && <ErpLoginStatusBadge status={company.data.ErpLoginStatus} />}
            {company.data?.IsOnlineErpAdapter && (
              <Badge variant="outline" size="sm">
                {t('Online_Erp')}
              </Badge>
            )}
          </Group>
        }
        description={company.data?.ErpLastError ? message(company.data.ErpLastError) : undefined}
        actions={
          !readOnly && (
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!dirty && !isNew}
              data-testid="company-save"
            >
              {t('Save')}
            </Button>
          )
        }
      />
      <ReadOnlyFieldset>
        <Stack gap="md">
          {company.data && <ErpConnectionPanel company={company.data} dirty={dirty} />}
          {companyFieldGroups.map((group) => (
            <FormSection key={group.title} title={t(group.title)}>
              {group.fields.map((field) => (
                <CompanyFieldInput
                  key={field.name}
                  field={field}
                  labelKey={companyFieldLabelKey(field.name, model.ErpAdapter)}
                  model={model}
                  onChange={(name, value) => patch({ [name]: value })}
                  error={error(field.name)}
                />
              ))}
            </FormSection>
          ))}
          {company.data && (
            <CompanySettingsList companyId={company.data.Id} settings={company.data.Settings} />
          )}
        </Stack>
      </ReadOnlyFieldset>
      {company.data?.ErpAdapter === 'Manual' && (
        <Stack mt="md">
          <BookingExportPanel companyId={company.data.Id} />
        </Stack>
      )}
    </EditForm>
  );
}
