import { Anchor, Badge, Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { IconPlug, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanies } from '../../api/companies';
import { useIsReadOnly } from '../../session/sessionStore';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { ErpLoginStatusBadge } from './ErpLoginStatusBadge';

/** The company overview: each company with its ERP adapter, login status and document types. */
export function CompaniesPage() {
  const { t, i18n } = useTranslation();
  const readOnly = useIsReadOnly();
  const companies = useCompanies();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (companies.data ?? [])
      .filter((company) =>
        `${company.Name} ${company.DisplayName} ${company.ErpAdapter}`.toLowerCase().includes(needle),
      )
      .sort((a, b) => a.Name.localeCompare(b.Name, i18n.language));
  }, [companies.data, search, i18n.language]);

  return (
    <>
      <PageHeader
        title={t('Companies')}
        description={t('Companies_Info')}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to="/companies/new?integrations=true"
              leftSection={<IconPlug size={16} />}
            >
              {t('Integrations')}
            </Button>
            {!readOnly && (
              <Button
                component={Link}
                to="/companies/new"
                leftSection={<IconPlus size={16} />}
                data-testid="company-new"
              >
                {t('New_Company')}
              </Button>
            )}
          </>
        }
      />
      <Group mb="sm">
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('Search')}
          aria-label={t('Search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={240}
        />
      </Group>
      <Paper withBorder radius="md">
        <ListState query={companies} count={rows.length} empty={t('No_Companies_Found')}>
          <Table highlightOnHover verticalSpacing={6} data-testid="companies-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Name')}</Table.Th>
                <Table.Th>{t('Company_ErpAdapter')}</Table.Th>
                <Table.Th>{t('Erp_Login_Status')}</Table.Th>
                <Table.Th>{t('Company_Country')}</Table.Th>
                <Table.Th>{t('Company_Currency')}</Table.Th>
                <Table.Th>{t('Document_Types')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((company) => (
                <Table.Tr key={company.Id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/companies/${encodeURIComponent(company.Id)}`}
                      fw={500}
                      size="sm"
                    >
                      {company.DisplayName || company.Name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{company.ErpAdapter}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ErpLoginStatusBadge status={company.ErpLoginStatus} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{company.Country}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{company.Currency}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge size="xs" color="green" variant="light">
                        {t('Purchase')}
                      </Badge>
                      {company.UsesSalesInvoices && (
                        <Badge size="xs" color="cyan" variant="light">
                          {t('Sales')}
                        </Badge>
                      )}
                      {company.UsesPackingSlips && (
                        <Badge size="xs" color="orange" variant="light">
                          {t('Packing_Slip')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Paper>
    </>
  );
}
