import { ActionIcon, Alert, Button, Group, Loader, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../../../domain/masterdata/index';
import { searchVendors, useCompanyVendors } from '../../api/verify';
import { Dropdown, type DropdownItem, Modal } from '../../components';
import { creationFieldErrors, useRelationCreate } from '../MasterData/useRelationCreate';

/** What the create-vendor dialog starts with: what recognition read of the vendor. */
export type VendorDraft = {
  Name: string;
  VatNumber: string;
  IbanNumber: string;
  ChamberOfCommerceNumber: string;
};

const itemOf = (vendor: Pick<Vendor, 'Id' | 'ErpCode' | 'Name'>): DropdownItem => ({
  Id: vendor.Id,
  FirstColumn: vendor.ErpCode || vendor.Name,
  SecondColumn: vendor.ErpCode ? vendor.Name : '',
});

/** The vendor of the document: a searchable choice among the company's vendors, or a new one created here. */
export function VendorField({
  companyId,
  value,
  current,
  onChange,
  label,
  error,
  disabled,
  draft,
  manualAdapter,
}: {
  companyId: string;
  value: string | null;
  /** The document's vendor as loaded, shown until the list holds it. */
  current: { Id: string; Code: string; Name: string } | null;
  onChange: (vendor: Pick<Vendor, 'Id' | 'Name' | 'ErpCode'> | null) => void;
  label: ReactNode;
  error?: ReactNode;
  disabled: boolean;
  draft: VendorDraft;
  manualAdapter: boolean;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const [found, setFound] = useState<Vendor[]>([]);
  const [creating, setCreating] = useState(false);
  const list = useCompanyVendors(companyId, active);
  const [made, setMade] = useState<Vendor[]>([]);

  const items = useMemo(() => {
    const seen = new Set<string>();
    const all: DropdownItem[] = [];
    const add = (item: DropdownItem) => {
      if (seen.has(String(item.Id))) return;
      seen.add(String(item.Id));
      all.push(item);
    };
    if (current) add(itemOf({ Id: current.Id, ErpCode: current.Code, Name: current.Name }));
    for (const vendor of [...made, ...(list.data ?? []), ...found]) add(itemOf(vendor));
    return all;
  }, [current, made, list.data, found]);
  const vendors = useMemo(
    () => new Map([...made, ...(list.data ?? []), ...found].map((v) => [v.Id, v])),
    [made, list.data, found],
  );

  const onSearch = useCallback(
    (term: string) => {
      searchVendors(companyId, term)
        .then(setFound)
        // A failed look-up leaves the list as it is (spec 002 §8).
        .catch(() => undefined);
    },
    [companyId],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the combobox inside is the control; its focus starts the first load
    <div onFocus={() => setActive(true)}>
      <Group gap={4} align="flex-end" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Dropdown
            key={companyId}
            field="Vendor"
            label={label}
            error={error}
            disabled={disabled}
            items={items}
            value={value}
            allRetrieved={list.data !== undefined && list.data.length < 50}
            onSearch={onSearch}
            onChange={(id) => {
              if (id === null) return onChange(null);
              const vendor = vendors.get(String(id));
              if (vendor) return onChange(vendor);
              if (current && current.Id === id)
                onChange({ Id: current.Id, ErpCode: current.Code, Name: current.Name });
            }}
            data-testid="verify-vendor"
          />
        </div>
        <Tooltip label={t('New_Vendor')} withArrow openDelay={300}>
          <ActionIcon
            variant="default"
            size={30}
            aria-label={t('New_Vendor')}
            disabled={disabled}
            onClick={() => setCreating(true)}
            data-testid="verify-create-vendor"
            tabIndex={-1}
          >
            <IconPlus size={14} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {creating && (
        <CreateVendorDialog
          companyId={companyId}
          draft={draft}
          manualAdapter={manualAdapter}
          onClose={() => setCreating(false)}
          onCreated={(vendor) => {
            setMade((before) => [vendor, ...before]);
            onChange(vendor);
            setCreating(false);
          }}
        />
      )}
    </div>
  );
}

/** Creates a vendor through the company's financial system, as the vendor screen does, from what was read. */
function CreateVendorDialog({
  companyId,
  draft,
  manualAdapter,
  onClose,
  onCreated,
}: {
  companyId: string;
  draft: VendorDraft;
  manualAdapter: boolean;
  onClose: () => void;
  onCreated: (vendor: Vendor) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const creation = useRelationCreate('Vendor');
  const errors = creationFieldErrors(creation.error);
  const error = (field: string) => (errors[field] ? t(errors[field].split('%%')[0] ?? '') : undefined);
  const set = (field: keyof VendorDraft) => (event: { currentTarget: { value: string } }) =>
    setForm({ ...form, [field]: event.currentTarget.value });

  const submit = async () => {
    const created = await creation.create(
      companyId,
      {
        Name: form.Name,
        VatNumber: form.VatNumber,
        ChamberOfCommerceNumber: form.ChamberOfCommerceNumber,
        IbanNumbers: form.IbanNumber.trim() ? [form.IbanNumber.trim()] : [],
      },
      manualAdapter,
    );
    if (created && created !== 'timeout') onCreated(created);
    else if (created === 'timeout') onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('New_Vendor')}
      size="sm"
      data-testid="verify-create-vendor-dialog"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <TextInput
            size="xs"
            label={t('Vendor_Name')}
            value={form.Name}
            onChange={set('Name')}
            error={error('Name')}
            data-autofocus
            required
          />
          <TextInput
            size="xs"
            label={t('Vendor_VatNumber')}
            value={form.VatNumber}
            onChange={set('VatNumber')}
            error={error('VatNumber')}
          />
          <TextInput
            size="xs"
            label={t('Vendor_ChamberOfCommerceNumber')}
            value={form.ChamberOfCommerceNumber}
            onChange={set('ChamberOfCommerceNumber')}
            error={error('ChamberOfCommerceNumber')}
          />
          <TextInput
            size="xs"
            label={t('Iban')}
            value={form.IbanNumber}
            onChange={set('IbanNumber')}
            error={error('IbanNumbers.0') ?? error('IbanNumbers')}
          />
          {creation.progress && (
            <Alert color="blue" icon={<Loader size={16} />} py={6}>
              {t(creation.progress)}
            </Alert>
          )}
          {creation.refusal && (
            <Alert color="red" py={6}>
              {creation.refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button size="xs" type="submit" loading={creation.progress !== null} disabled={!form.Name.trim()}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
