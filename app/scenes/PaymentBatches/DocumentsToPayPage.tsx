import { Box, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrencyAmount } from '../../../domain/amount/format';
import { isoDateOf } from '../../../domain/date/calendar';
import { messageOf } from '../../api/apiError';
import { useCompanies } from '../../api/companies';
import {
  type DocumentsToPayFilter,
  type DocumentsToPaySort,
  exportDocumentsToPay,
  fetchPaymentProposal,
  useDocumentsToPay,
} from '../../api/paymentBatches';
import { DateEditor } from '../../components/DateEditor';
import { useShellData } from '../../session/ShellDataContext';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { PageHeader } from '../common/PageHeader';
import {
  NoSelection,
  pruneSelection,
  type RowSelection,
  selectedIds,
} from '../Documents/BulkActions/selection';
import { MasterDataExportButton } from '../MasterData/MasterDataExportButton';
import { changeRefusal } from './approval';
import { CreateBatchDialog } from './CreateBatchDialog';
import { DocumentsToPayFilters } from './DocumentsToPayFilters';
import { DocumentsToPayTable } from './DocumentsToPayTable';
import {
  DefaultDocumentsToPaySort,
  nextFriday,
  nextSort,
  selectionCompany,
  selectionTotals,
  unselectableReason,
} from './documentsToPay';

const emptyFilter: DocumentsToPayFilter = {
  CompanyId: '',
  DocumentNumber: '',
  DocumentDateFrom: '',
  DocumentDateTo: '',
  PaymentDateFrom: '',
  PaymentDateTo: '',
  Status: 'Open',
};

/**
 * /payment-batch-generate (spec 002 §2): every approved, unpaid document with its due date and discount.
 * The clerk selects what to pay, or lets the proposal select it (due before a day, discounts first), sees the
 * running total and creates a Concept batch, which opens at once. R refreshes.
 */
export function DocumentsToPayPage() {
  const { t, i18n } = useTranslation();
  const readOnly = useIsReadOnly();
  const { guard } = useShellData();
  const companies = useCompanies();
  const [otherFilters, setFilter] = useState(emptyFilter);
  // A batch and a proposal are per company: the list opens on the first company ('' shows them all).
  const [companyChoice, setCompanyChoice] = useState<string | null>(null);
  const [sort, setSort] = useState<DocumentsToPaySort>(DefaultDocumentsToPaySort);
  const [selection, setSelection] = useState<RowSelection>(NoSelection);
  const [payBefore, setPayBefore] = useState<string | null>(() => nextFriday(isoDateOf(new Date())));
  const [proposing, setProposing] = useState(false);
  const [creating, setCreating] = useState(false);
  const companyOptions = (companies.data ?? [])
    .filter((company) => !company.IsDeleted)
    .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name }));
  const filter = { ...otherFilters, CompanyId: companyChoice ?? companyOptions[0]?.value ?? '' };
  const documents = useDocumentsToPay(filter, sort, companies.isSuccess);
  const rows = documents.data?.Rows;
  useHotkeys([['r', () => void documents.refetch()]]);

  // Rows that left the list (another filter, a batch made of them) cannot stay selected.
  const rowIds = rows?.map((row) => row.DocumentId) ?? [];
  const pruned = rows ? pruneSelection(selection, rowIds) : selection;
  if (pruned !== selection) setSelection(pruned);

  const shownCompanies = new Set(rows?.map((row) => row.CompanyId));
  const totals = selectionTotals(rows ?? [], pruned.ids);
  const company = selectionCompany(rows ?? [], pruned.ids);
  const companyName = rows?.find((row) => row.CompanyId === company)?.CompanyName ?? '';
  const filtered = JSON.stringify({ ...filter, CompanyId: '' }) !== JSON.stringify(emptyFilter);

  const change = ({ CompanyId, ...next }: Partial<DocumentsToPayFilter>) => {
    if (CompanyId !== undefined) setCompanyChoice(CompanyId);
    setFilter((current) => ({ ...current, ...next }));
  };

  const createRefusal = (() => {
    const refusal = changeRefusal({ actionRights: guard.actionRights, readOnly });
    if (refusal) return refusal;
    if (pruned.ids.size === 0) return 'Payment_Select_Documents';
    if (company === null) return 'Payment_Batch_One_Company';
    return null;
  })();
  // A proposal is for one company: the chosen one, or the only one in the list.
  const proposalCompany = filter.CompanyId || (shownCompanies.size === 1 ? [...shownCompanies][0] : '');

  const propose = () => {
    if (!payBefore || !rows || !proposalCompany) return;
    setProposing(true);
    fetchPaymentProposal(proposalCompany, payBefore)
      .then((ids) => {
        const proposed = new Set(ids);
        const chosen = rows
          .filter((row) => proposed.has(row.DocumentId) && unselectableReason(row) === null)
          .map((row) => row.DocumentId);
        setSelection({ ids: new Set(chosen), anchor: null });
        if (chosen.length === 0) popups.add({ Message: 'Payment_Proposal_Empty', Icon: 'info' });
      })
      .catch((failure: unknown) => popups.add({ Message: messageOf(failure), Icon: 'close' }))
      .finally(() => setProposing(false));
  };

  return (
    <>
      <PageHeader
        title={t('Documents_To_Pay')}
        description={t('Documents_To_Pay_Info')}
        actions={
          <Group gap="xs" wrap="nowrap">
            <MasterDataExportButton
              run={(locale, onProgress) => exportDocumentsToPay(filter, sort, locale, onProgress)}
              disabled={!rows || rows.length === 0 || documents.isError}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void documents.refetch()}
              aria-keyshortcuts="R"
              data-testid="documents-to-pay-refresh"
            >
              {t('Payment_Refresh')}
            </Button>
          </Group>
        }
      />
      <DocumentsToPayFilters filter={filter} onChange={change} companies={companyOptions} />
      <Paper withBorder radius="md" mt="sm">
        <Group justify="space-between" gap="sm" px="sm" py={8} wrap="wrap" className="ll-pay-toolbar">
          <Group gap="xs" align="center" wrap="nowrap">
            <Text size="xs" c="dimmed" aria-hidden>
              {t('Payment_Pay_Before')}
            </Text>
            <Box w={108}>
              <DateEditor
                aria-label={t('Payment_Pay_Before')}
                value={payBefore}
                futureMonths={3}
                onChange={setPayBefore}
                data-testid="propose-date"
              />
            </Box>
            <Tooltip
              label={proposalCompany ? t('Payment_Propose_Info') : t('Payment_Propose_Choose_Company')}
              withinPortal
              multiline
              maw={300}
            >
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSparkles size={14} />}
                onClick={propose}
                loading={proposing}
                disabled={!payBefore || !proposalCompany}
                data-testid="propose"
              >
                {t('Payment_Propose')}
              </Button>
            </Tooltip>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" aria-live="polite" data-testid="selection-total">
              {totals.length === 0
                ? t('Payment_Nothing_Selected')
                : totals
                    .map((total) =>
                      t('Payment_Selected_Total', {
                        0: total.Count,
                        1: formatCurrencyAmount(total.Amount, total.Currency, i18n.language),
                      }),
                    )
                    .join(' · ')}
            </Text>
            {pruned.ids.size > 0 && (
              <Button size="xs" variant="subtle" color="gray" onClick={() => setSelection(NoSelection)}>
                {t('Payment_Clear_Selection')}
              </Button>
            )}
            <Tooltip label={createRefusal ? t(createRefusal) : ''} disabled={!createRefusal} withinPortal>
              <Button
                size="xs"
                disabled={createRefusal !== null}
                onClick={() => setCreating(true)}
                data-testid="create-batch-open"
              >
                {t('Payment_Create_Batch')}
              </Button>
            </Tooltip>
          </Group>
        </Group>
        <DocumentsToPayTable
          rows={documents.isError ? [] : rows}
          loading={documents.isFetching}
          sort={sort}
          onSort={(column) => setSort(nextSort(sort, column))}
          selection={pruned}
          onSelection={setSelection}
          showCompany={shownCompanies.size > 1}
        />
        {documents.isError && (
          <div className="ll-md-message" role="alert" data-testid="documents-to-pay-error">
            <Text size="sm" c="red.7" mb={6}>
              {t('List_Load_Failed')}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => void documents.refetch()}>
              {t('Try_Again')}
            </Button>
          </div>
        )}
        {!documents.isError && rows?.length === 0 && (
          <div className="ll-md-message" data-testid="documents-to-pay-empty">
            <Text size="sm" c="dimmed">
              {filtered ? t('Payment_No_Documents_Match') : t('Payment_No_Documents_To_Pay')}
            </Text>
          </div>
        )}
      </Paper>
      {creating && company && (
        <CreateBatchDialog
          opened
          onClose={() => setCreating(false)}
          companyId={company}
          companyName={companyName}
          documentIds={selectedIds(pruned, rowIds)}
          totals={totals}
        />
      )}
    </>
  );
}
