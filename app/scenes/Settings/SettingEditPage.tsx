import { Anchor, Center, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Company } from '../../../domain/entities/company';
import { isSettingName, SettingCatalogue } from '../../../domain/entities/setting';
import { useCompanies } from '../../api/companies';
import { settingQuery, useSetting } from '../../api/settings';
import { ReadOnlyFieldset } from '../common/EditForm';
import { FormSection } from '../common/FormSection';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { PageHeader } from '../common/PageHeader';
import { SettingValueForm } from './SettingRow';

function CompanyValueRow({
  name,
  company,
  highlighted,
}: {
  name: string;
  company: Company;
  highlighted: boolean;
}) {
  const setting = useQuery(settingQuery(name, company.Id));
  return (
    <Table.Tr bg={highlighted ? 'var(--mantine-color-teal-light)' : undefined}>
      <Table.Td>
        <Text size="sm">{company.DisplayName || company.Name}</Text>
      </Table.Td>
      <Table.Td>
        {setting.data ? (
          <SettingValueForm setting={setting.data} companyId={company.Id} />
        ) : (
          <Loader size="xs" />
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** One setting: its customer-wide value and the value per company. */
export function SettingEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const known = isSettingName(id);
  const setting = useSetting(id, known);
  const companies = useCompanies();
  const perCompany = known && SettingCatalogue[id].Scope !== 'Customer';

  if (!known || setting.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(known ? notFoundMessage(setting.error, 'Setting_Not_Found') : 'Setting_Not_Found')}
        backTo="/settings"
        backLabel={t('Back_To_Settings')}
      />
    );
  }

  return (
    <>
      <Anchor component={Link} to="/settings" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('Settings')}
        </Group>
      </Anchor>
      <PageHeader title={t(`Setting_${id}`)} description={id} />
      {setting.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : setting.data ? (
        <ReadOnlyFieldset>
          <Stack gap="md">
            <FormSection title={t('Customer_Value')} description={t('Customer_Value_Info')} cols={1}>
              <Group justify="space-between">
                <Text size="sm">{t('All_Companies')}</Text>
                <SettingValueForm setting={setting.data} companyId={null} />
              </Group>
            </FormSection>
            {perCompany && (
              <FormSection title={t('Company_Values')} description={t('Company_Values_Info')} cols={1}>
                <Paper>
                  <Table verticalSpacing={6} data-testid="setting-company-values">
                    <Table.Tbody>
                      {(companies.data ?? []).map((company) => (
                        <CompanyValueRow
                          key={company.Id}
                          name={id}
                          company={company}
                          highlighted={params.get('companyId') === company.Id}
                        />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Paper>
              </FormSection>
            )}
          </Stack>
        </ReadOnlyFieldset>
      ) : (
        <Text c="dimmed">{t('Setting_Not_Found')}</Text>
      )}
    </>
  );
}
