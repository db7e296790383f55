import { Group, NavLink, Paper, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type CodeList, CodeLists, isCodeList } from '../../../domain/masterdata/index';
import { CompanyFilter } from '../../components';
import { PageHeader } from '../common/PageHeader';
import { useMasterDataCompany } from '../MasterData/useMasterDataCompany';
import { CodeListPanel } from './CodeListPanel';
import { codeListNames } from './codeListFields';
import { PurchaseOrderList, PurchaseOrderPanel } from './PurchaseOrderPanel';

/**
 * /code-lists/:companyId?: the ERP code lists and purchase orders of a company, one chosen at a time (?list=), kept by
 * hand while no ERP keeps them.
 */
export function CodeListsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId: requested } = useParams();
  const [search] = useSearchParams();
  const wide = useMediaQuery('(min-width: 1000px)') ?? true;
  const { companyId, companies, choose } = useMasterDataCompany({ requested });
  const chosen = search.get('list') ?? '';
  const list: CodeList | typeof PurchaseOrderList =
    isCodeList(chosen) || chosen === PurchaseOrderList ? chosen : 'GeneralLedger';
  const open = (nextCompany: string | null, nextList: string) =>
    void navigate(`/code-lists/${encodeURIComponent(nextCompany ?? '')}?list=${nextList}`, { replace: true });
  // Purchase orders come from the ERP too and are kept here, after the code lists.
  const options = [
    ...CodeLists.map((value) => ({ value: value as string, label: t(codeListNames[value]) })),
    { value: PurchaseOrderList, label: t('Purchase_Orders') },
  ];

  return (
    <>
      <PageHeader title={t('Code_Lists')} description={t('Code_Lists_Info')} />
      <Group mb="sm" gap="sm" align="flex-end">
        {companies.length > 0 && (
          <CompanyFilter
            companies={companies}
            value={companyId}
            onChange={(id) => {
              choose(id);
              open(id === null ? null : String(id), list);
            }}
            data-testid="masterdata-company"
          />
        )}
        {!wide && (
          <Select
            size="xs"
            label={t('Code_List')}
            data={options}
            value={list}
            onChange={(value) => value && open(companyId, value)}
            allowDeselect={false}
            searchable
            data-testid="code-list-choice"
          />
        )}
      </Group>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {wide && (
          <Paper withBorder radius="md" p={4} w={210} style={{ flexShrink: 0 }}>
            <Stack gap={0} component="nav" aria-label={t('Code_Lists')}>
              {options.map((option) => (
                <NavLink
                  key={option.value}
                  label={option.label}
                  active={option.value === list}
                  onClick={() => open(companyId, option.value)}
                  py={4}
                  data-testid={`code-list-${option.value}`}
                />
              ))}
            </Stack>
          </Paper>
        )}
        {companyId &&
          (list === PurchaseOrderList ? (
            <PurchaseOrderPanel key={companyId} companyId={companyId} />
          ) : (
            <CodeListPanel key={`${companyId}-${list}`} list={list} companyId={companyId} />
          ))}
      </Group>
    </>
  );
}
