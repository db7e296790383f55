import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { User } from '../../../domain/entities/user';
import { type ActionName, ActionNames, actionDefinition } from '../../../domain/workflow';
import { useCompanies } from '../../api/companies';
import { useRelation } from '../../api/relations';
import { vendorIdByCode } from '../../api/routes';
import { useUsers } from '../../api/users';
import { Dropdown } from '../../components';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { actionLabel } from '../Documents/actionLabel';

/** The label key of each document type. */
export const documentTypeKeys: Record<OverviewDocumentType, string> = {
  PurchaseInvoice: 'Purchase_Invoice',
  SalesInvoice: 'Sales_Invoice',
  PackingSlip: 'Packing_Slip',
};

/** Actions an auto-route step may take: the approval kinds of the catalogue. */
export const approvalActions: ActionName[] = ActionNames.filter(
  (name) => actionDefinition(name).Kind === 'Approve',
);

/** The active users and groups a route may send a document to, by name. */
export function useRecipients(): User[] {
  const users = useUsers();
  return (users.data ?? [])
    .filter((user) => user.IsActive && !user.IsDeleted)
    .sort((a, b) => a.Name.localeCompare(b.Name));
}

/** A user's or group's name by id; the id itself while the list is not there. */
export function useNameOf(): (id: string | null) => string {
  const users = useUsers();
  return (id) => (id ? (users.data?.find((user) => user.Id === id)?.Name ?? id) : '');
}

/** A company's display name by id. */
export function useCompanyName(): (id: string | null) => string {
  const companies = useCompanies();
  return (id) => {
    const company = companies.data?.find((entry) => entry.Id === id);
    return company ? company.DisplayName || company.Name : '';
  };
}

/** The name of a vendor kept by id. */
export function VendorName({ id }: { id: string | null }) {
  const vendor = useRelation('Vendor', id ?? undefined);
  return <>{id ? (vendor.data?.Name ?? '…') : ''}</>;
}

/** A user or group field (groups marked); empty means anyone. */
export function RecipientField(props: {
  field: string;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  const items = useRecipients().map((user) => ({
    Id: user.Id,
    FirstColumn: user.Name,
    SecondColumn: user.IsGroup ? t('User_Kind_Group') : '',
  }));
  return (
    <Dropdown
      field={props.field}
      label={props.label}
      items={items}
      value={props.value}
      onChange={(id) => props.onChange(id === null ? null : String(id))}
      error={props.error}
      clearInvalidOnBlur
      data-testid={props['data-testid']}
    />
  );
}

/** The company a route is for; empty means every company. */
export function CompanyField(props: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const data = (companies.data ?? [])
    .filter((company) => !company.IsDeleted)
    .map((company) => ({ value: company.Id, label: company.DisplayName || company.Name }));
  return (
    <Select
      size="xs"
      label={t('Company')}
      placeholder={t('Route_Any')}
      data={data}
      value={props.value}
      onChange={props.onChange}
      clearable
      searchable
      error={props.error}
      data-testid="route-company"
    />
  );
}

/** A vendor kept by id, picked by code in the company's master data (needs a company). */
export function VendorField(props: {
  companyId: string | null;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const vendor = useRelation('Vendor', props.value ?? undefined);
  return (
    <MasterDataDropdown
      entity="Vendor"
      companyId={props.companyId}
      label={t('Vendor')}
      value={vendor.data?.ErpCode ?? ''}
      onChange={(code) => {
        if (!props.companyId || !code) return props.onChange(null);
        void vendorIdByCode(props.companyId, code).then(props.onChange, () => props.onChange(null));
      }}
      disabled={!props.companyId}
      error={props.error}
      data-testid="route-vendor"
    />
  );
}

/** An action picked from a list, with its translated name. */
export function ActionField(props: {
  actions: readonly ActionName[];
  value: ActionName | null;
  onChange: (action: ActionName | null) => void;
  label: string;
  error?: string;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="xs"
      label={props.label}
      data={props.actions.map((action) => ({ value: action, label: actionLabel(t, action) }))}
      value={props.value}
      onChange={(value) => props.onChange(props.actions.find((action) => action === value) ?? null)}
      searchable
      allowDeselect={false}
      error={props.error}
      data-testid={props['data-testid']}
    />
  );
}
