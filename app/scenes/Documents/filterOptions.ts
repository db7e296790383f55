import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewDocumentType } from '../../../domain/documents';
import { InvoiceTypes, LinkedToDocumentValues } from '../../../domain/documents';
import { useLastActions, useSelectableUsers, useStatusFilters } from '../../api/documents';
import type { CompanyOption } from '../../components';
import { useShellData } from '../../session/ShellDataContext';
import { actionLabel } from './actionLabel';

type Option = { value: string; label: string };

/** The choices of the overview filter's lists for a document type. */
export function useFilterOptions(type: OverviewDocumentType) {
  const { t } = useTranslation();
  const { base } = useShellData();
  const statuses = useStatusFilters(type);
  const users = useSelectableUsers(type);
  const lastActions = useLastActions(type);

  return useMemo(() => {
    const companies: CompanyOption[] = base.companies
      .filter((company) => !company.IsDeleted)
      .filter((company) => type !== 'SalesInvoice' || company.UsesSalesInvoices)
      .filter((company) => type !== 'PackingSlip' || company.UsesPackingSlips)
      .map((company) => ({ Id: company.Id, DisplayName: company.DisplayName || company.Name }));
    const statusOptions: Option[] = (statuses.data ?? [])
      .filter((status) => status !== 'None')
      .map((status) => ({ value: status, label: t(`Status_Filter_${status}`) }));
    const userOptions: Option[] = (users.data ?? []).map((user) => ({ value: user.Id, label: user.Name }));
    const actionOptions: Option[] = (lastActions.data ?? []).map((action) => ({
      value: action,
      label: actionLabel(t, action),
    }));
    const invoiceTypes: Option[] = InvoiceTypes.filter((value) => value !== 'Unknown').map((value) => ({
      value,
      label: t(`Invoice_Type_${value}`),
    }));
    const linked: Option[] = LinkedToDocumentValues.map((value) => ({
      value,
      label: t(`Linked_To_Document_${value}`),
    }));
    return { companies, statusOptions, userOptions, actionOptions, invoiceTypes, linked };
  }, [base.companies, type, statuses.data, users.data, lastActions.data, t]);
}
