import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanySetting } from '../../../domain/entities/company';
import { FormSection } from '../common/FormSection';

const shown = (value: CompanySetting['Value']) => (value === null || value === '' ? '—' : String(value));

/** The company's settings; each links to the setting page where the company value is edited. */
export function CompanySettingsList({
  companyId,
  settings,
}: {
  companyId: string;
  settings: CompanySetting[];
}) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('Company_Settings')} description={t('Company_Settings_Info')} cols={1}>
      {settings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No_Settings')}
        </Text>
      ) : (
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {settings.map((setting) => (
              <Table.Tr key={setting.Name}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    size="sm"
                    to={`/settings/${encodeURIComponent(setting.Name)}?companyId=${encodeURIComponent(companyId)}`}
                  >
                    {t(`Setting_${setting.Name}`)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {shown(setting.Value)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </FormSection>
  );
}
