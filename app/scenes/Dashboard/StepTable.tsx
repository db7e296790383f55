import { Anchor, CloseButton, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { StepCounts, typesToCount } from '../../../domain/dashboard/counting';
import {
  type DashboardStepRequest,
  type DashboardSubItem,
  stepTotal,
} from '../../../domain/dashboard/request';
import type { DashboardStep } from '../../../domain/dashboard/steps';
import type { OverviewDocumentType } from '../../../domain/documents';
import { useDashboardStep } from '../../api/dashboard';
import { useSelectableUsers } from '../../api/documents';
import { useShellData } from '../../session/ShellDataContext';
import { ListState } from '../common/ListState';
import { formatCount } from '../Documents/count';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { rowTarget } from './rowTarget';
import { SourceStatusTexts, StepTexts } from './stepTexts';

type Props = {
  step: DashboardStep;
  request: DashboardStepRequest | null;
  /** The document types the user can see; a type column only when the step counts more than one. */
  types: OverviewDocumentType[];
  companyName: (id: string | null) => string;
  onClose: () => void;
};

/** The sub-items of the open step: company (type, status, user where they differ) and count; a row opens its documents. */
export function StepTable({ step, request, types, companyName, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { guard } = useShellData();
  const answer = useDashboardStep(step, request);
  const users = useSelectableUsers('PurchaseInvoice');
  const count = StepCounts[step];
  const perUser = count.kind === 'documents' && count.perUser;
  const perStatus = count.kind === 'sources' || 'documentStatuses' in count;
  const showTypes = (count.kind === 'sources' ? types : typesToCount(count, types)).length > 1;
  const items = answer.data?.DashboardSubItems ?? [];

  const userName = (id: string | null) =>
    id === null ? t('Dashboard_No_User') : (users.data?.find((user) => user.Id === id)?.Name ?? '…');
  const statusName = (item: DashboardSubItem) =>
    count.kind === 'sources'
      ? t(SourceStatusTexts[item.StepStatus] ?? item.StepStatus)
      : t(`Document_Status_${item.StepStatus}`);
  const typeName = (type: string) =>
    type in DocumentTypeLooks
      ? t(DocumentTypeLooks[type as keyof typeof DocumentTypeLooks].overviewTitle)
      : type;
  const rows = [...items].sort(
    (a, b) =>
      companyName(a.CompanyId).localeCompare(companyName(b.CompanyId), i18n.language) || b.Count - a.Count,
  );

  return (
    <Paper withBorder radius="md" id="dashboard-table" data-testid="dashboard-table" data-step={step}>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {t(StepTexts[step].name)}
          {answer.data && (
            <Text span c="dimmed" fw={400} ml="xs">
              {formatCount(stepTotal(items), i18n.language)}
            </Text>
          )}
        </Title>
        <CloseButton aria-label={t('Close')} onClick={onClose} data-testid="dashboard-table-close" />
      </Group>
      <ListState query={answer} count={items.length} empty={t('Dashboard_Step_Empty')}>
        <Table highlightOnHover verticalSpacing={6} fz="sm" data-testid="dashboard-table-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Company')}</Table.Th>
              {showTypes && <Table.Th>{t('Document_Type')}</Table.Th>}
              {perStatus && <Table.Th>{t('Status')}</Table.Th>}
              {perUser && <Table.Th>{t('User')}</Table.Th>}
              <Table.Th className="ll-dash-count">{t('Dashboard_Count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => {
              const target = rowTarget(step, item, request?.FromDate ?? null, guard);
              const open = () => {
                if (!target) return;
                target.prepare?.();
                navigate(target.to);
              };
              return (
                <Table.Tr
                  key={`${item.CompanyId}-${item.DocumentType}-${item.StepStatus}-${item.UserId}`}
                  className={target ? 'll-dash-row' : undefined}
                  onClick={open}
                  data-testid="dashboard-row"
                  data-company={item.CompanyId ?? ''}
                  data-user={item.UserId ?? ''}
                  data-type={item.DocumentType}
                  data-count={item.Count}
                >
                  <Table.Td>
                    {target ? (
                      <Anchor
                        component={Link}
                        to={target.to}
                        size="sm"
                        onClick={(event) => {
                          // The row's own click does the navigating, once.
                          event.preventDefault();
                        }}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') {
                            event.preventDefault();
                            open();
                          }
                        }}
                        data-testid="dashboard-row-link"
                      >
                        {companyName(item.CompanyId)}
                      </Anchor>
                    ) : (
                      companyName(item.CompanyId)
                    )}
                  </Table.Td>
                  {showTypes && <Table.Td>{typeName(item.DocumentType)}</Table.Td>}
                  {perStatus && <Table.Td>{statusName(item)}</Table.Td>}
                  {perUser && <Table.Td>{userName(item.UserId)}</Table.Td>}
                  <Table.Td className="ll-dash-count">{formatCount(item.Count, i18n.language)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ListState>
    </Paper>
  );
}
