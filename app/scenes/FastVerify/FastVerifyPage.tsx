import { Button, Group, Kbd, Paper, SegmentedControl, Select, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChecks, IconRefresh, IconSquareCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { useCompanies } from '../../api/companies';
import {
  exportFastVerify,
  useAnyCompanyUsesVerifyDescription,
  useConfirmFastVerify,
  useFastVerifyList,
  useReevaluateDocuments,
} from '../../api/fastVerify';
import { translateMessage } from '../../i18n/translateMessage';
import { popups } from '../../shell/popups/popupStore';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { MasterDataExportButton } from '../MasterData/MasterDataExportButton';
import { FastVerifyTable, type OptionalColumns } from './FastVerifyTable';
import {
  confirmItems,
  DefaultSort,
  type EditableField,
  type Edits,
  keepPresent,
  nextSort,
  selectConfident,
  sortItems,
  toggleRow,
  withEdit,
} from './fastVerifyState';
import './fastVerify.css';

type DocumentType = FastVerifyItem['DocumentType'];

/**
 * The optional columns worth showing: those with a value in some row, the description when a company asks it, the
 * company unless the route names one.
 */
function optionalColumns(
  items: FastVerifyItem[],
  usesDescription: boolean,
  oneCompany: boolean,
): OptionalColumns {
  return {
    Company: !oneCompany,
    ReportingDate: items.some((item) => item.ReportingDate),
    PaymentTerm: items.some((item) => item.PaymentTerm),
    Description: usesDescription,
    PurchaseOrderNumber: items.some((item) => item.PurchaseOrderNumber),
    PackingSlipNumber: items.some((item) => item.PackingSlipNumber),
  };
}

/** /fast-verify/:companyId?: confirm the documents recognition is sure of in one go (spec 001 §2). */
export function FastVerifyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const companyId = useParams().companyId;
  const [documentType, setDocumentType] = useState<DocumentType | undefined>();
  const list = useFastVerifyList({ companyId, documentType });
  const usesDescription = useAnyCompanyUsesVerifyDescription().data === true;
  const companies = useCompanies();
  const confirm = useConfirmFastVerify();
  const reevaluate = useReevaluateDocuments();
  const [sort, setSort] = useState(DefaultSort);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [edits, setEdits] = useState<Edits>({});
  const [refused, setRefused] = useState<Record<string, string>>({});

  const companyOptions = useMemo(
    () =>
      (companies.data ?? [])
        .filter((company) => !company.IsDeleted)
        .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name })),
    [companies.data],
  );
  // Sales invoices and packing slips only where a company uses them.
  const usedType = (type: DocumentType) =>
    type === 'PurchaseInvoice' ||
    (companies.data ?? []).some((company) =>
      type === 'SalesInvoice' ? company.UsesSalesInvoices : company.UsesPackingSlips,
    );
  const companyName = (id: string) => companyOptions.find((option) => option.value === id)?.label ?? '';
  const rows = list.data ?? [];
  const items = sortItems(rows, sort, companyName);
  const translate = (message: string) => translateMessage(t, (key) => i18n.exists(key), message);

  // Rows that left the list (confirmed, verified elsewhere) leave the selection too.
  useEffect(() => setSelected((current) => keepPresent(current, list.data ?? [])), [list.data]);

  const confirmSelected = async () => {
    if (!selected.size || confirm.isPending) return;
    const answer = await confirm.mutateAsync(confirmItems(items, selected, edits));
    const done = new Set(answer.Confirmed);
    setSelected((current) => new Set([...current].filter((id) => !done.has(id))));
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !done.has(id))));
    setRefused(Object.fromEntries(answer.Refused.map((refusal) => [refusal.Id, refusal.Message])));
    if (answer.Confirmed.length)
      popups.add({ Message: `FastVerify_Confirmed%%${answer.Confirmed.length}`, Icon: 'check' });
    if (answer.Refused.length)
      popups.add({ Message: `FastVerify_Refused%%${answer.Refused.length}`, Icon: 'close' });
  };
  const reevaluateSelected = async () => {
    const answer = await reevaluate.mutateAsync([...selected]);
    popups.add({ Message: `FastVerify_Reevaluated%%${answer.Count}`, Icon: 'check' });
  };
  useHotkeys([['mod+Enter', () => void confirmSelected()]], []);

  const onEdit = (item: FastVerifyItem, field: EditableField, value: string | number | null) =>
    setEdits((current) => withEdit(current, item, field, value as never));

  return (
    <>
      <PageHeader
        title={t('Fast_Verify')}
        description={t('FastVerify_Info')}
        actions={
          <Group gap="xs" wrap="nowrap">
            <MasterDataExportButton
              run={(locale, onProgress) => exportFastVerify({ companyId, documentType }, locale, onProgress)}
              disabled={!list.data || list.isPlaceholderData || list.isError || rows.length === 0}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              disabled={!selected.size}
              loading={reevaluate.isPending}
              onClick={() => void reevaluateSelected()}
              data-testid="fast-verify-reevaluate"
            >
              {t('FastVerify_Reevaluate')}
            </Button>
          </Group>
        }
      />
      <Group gap="xs" wrap="wrap" align="flex-end" mb="xs">
        <Select
          size="xs"
          w={200}
          label={t('Company')}
          placeholder={t('All_Companies')}
          data={companyOptions}
          value={companyId ?? null}
          clearable
          searchable
          onChange={(value) => navigate(value ? `/fast-verify/${value}` : '/fast-verify')}
          data-testid="fast-verify-company"
        />
        <SegmentedControl
          size="xs"
          value={documentType ?? 'All'}
          onChange={(value) => setDocumentType(value === 'All' ? undefined : (value as DocumentType))}
          data={[
            { value: 'All', label: t('All') },
            ...OverviewDocumentTypes.filter(usedType).map((type) => ({
              value: type,
              label: t(DocumentTypeLooks[type].detailTitle),
            })),
          ]}
          data-testid="fast-verify-type"
        />
        <Group gap="xs" ml="auto">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconSquareCheck size={14} />}
            disabled={!rows.length}
            onClick={() => setSelected((current) => selectConfident(items, current))}
            data-testid="fast-verify-select-confident"
          >
            {t('FastVerify_Select_Confident')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconChecks size={14} />}
            rightSection={<Kbd size="xs">{t('FastVerify_Confirm_Shortcut')}</Kbd>}
            disabled={!selected.size}
            loading={confirm.isPending}
            onClick={() => void confirmSelected()}
            data-testid="fast-verify-confirm"
          >
            {t('FastVerify_Confirm_Selected', { 0: selected.size })}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md">
        <ListState query={list} count={rows.length} empty={t('FastVerify_Nothing_To_Confirm')}>
          <FastVerifyTable
            items={items}
            sort={sort}
            onSort={(column) => setSort((current) => nextSort(current, column))}
            selected={selected}
            onToggle={(item) => setSelected((current) => toggleRow(current, item))}
            onToggleAll={() =>
              setSelected((current) =>
                current.size
                  ? new Set()
                  : new Set(items.filter((item) => !item.IsBlocked).map((item) => item.Id)),
              )
            }
            edits={edits}
            onEdit={onEdit}
            refused={refused}
            translate={translate}
            companyName={companyName}
            optional={optionalColumns(rows, usesDescription, Boolean(companyId))}
            onOpen={(item) => navigate(`/verify?id=${encodeURIComponent(item.Id)}`)}
          />
        </ListState>
      </Paper>
      <Text size="xs" c="dimmed" mt="xs" data-testid="fast-verify-count">
        {list.data && t('FastVerify_Count', { 0: rows.length, 1: selected.size })}
      </Text>
    </>
  );
}
