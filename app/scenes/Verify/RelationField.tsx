import { ActionIcon, Alert, Button, Group, Loader, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelationParty } from '../../../domain/documents/relationParty';
import {
  type RelationChoice,
  relationChoiceOf,
  searchRelations,
  useCompanyRelations,
} from '../../api/verify';
import { Dropdown, type DropdownItem, Modal } from '../../components';
import { creationFieldErrors, useRelationCreate } from '../MasterData/useRelationCreate';

/** What the create dialog starts with: what recognition read of the vendor or customer. */
export type RelationDraft = {
  Name: string;
  VatNumber: string;
  IbanNumber: string;
  ChamberOfCommerceNumber: string;
};

// The texts of the field and its create dialog, by party (whole keys, so the translation check sees them).
const Texts = {
  Vendor: {
    create: 'New_Vendor',
    name: 'Vendor_Name',
    vatNumber: 'Vendor_VatNumber',
    chamberOfCommerce: 'Vendor_ChamberOfCommerceNumber',
  },
  Customer: {
    create: 'New_Customer',
    name: 'Customer_Name',
    vatNumber: 'Customer_VatNumber',
    chamberOfCommerce: 'Customer_ChamberOfCommerceNumber',
  },
} as const;

const itemOf = (relation: Pick<RelationChoice, 'Id' | 'Code' | 'Name'>): DropdownItem => ({
  Id: relation.Id,
  FirstColumn: relation.Code || relation.Name,
  SecondColumn: relation.Code ? relation.Name : '',
});

/**
 * The relation of the document — the vendor, or the customer of a sales invoice: a searchable choice among the
 * company's vendors (customers), or a new one created here from what was read.
 */
export function RelationField({
  party,
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
  party: RelationParty;
  companyId: string;
  value: string | null;
  /** The document's relation as loaded, shown until the list holds it. */
  current: { Id: string; Code: string; Name: string } | null;
  onChange: (relation: Pick<RelationChoice, 'Id' | 'Name' | 'Code'> | null) => void;
  label: ReactNode;
  error?: ReactNode;
  disabled: boolean;
  draft: RelationDraft;
  manualAdapter: boolean;
}) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const [found, setFound] = useState<RelationChoice[]>([]);
  const [creating, setCreating] = useState(false);
  const list = useCompanyRelations(party, companyId, active);
  const [made, setMade] = useState<RelationChoice[]>([]);

  const items = useMemo(() => {
    const seen = new Set<string>();
    const all: DropdownItem[] = [];
    const add = (item: DropdownItem) => {
      if (seen.has(String(item.Id))) return;
      seen.add(String(item.Id));
      all.push(item);
    };
    if (current) add(itemOf(current));
    for (const relation of [...made, ...(list.data ?? []), ...found]) add(itemOf(relation));
    return all;
  }, [current, made, list.data, found]);
  const relations = useMemo(
    () => new Map([...made, ...(list.data ?? []), ...found].map((relation) => [relation.Id, relation])),
    [made, list.data, found],
  );

  const onSearch = useCallback(
    (term: string) => {
      searchRelations(party, companyId, term)
        .then(setFound)
        // A failed look-up leaves the list as it is (spec 002 §8).
        .catch(() => undefined);
    },
    [party, companyId],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the combobox inside is the control; its focus starts the first load
    <div onFocus={() => setActive(true)}>
      <Group gap={4} align="flex-end" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Dropdown
            key={`${party}:${companyId}`}
            field={party}
            label={label}
            error={error}
            disabled={disabled}
            items={items}
            value={value}
            allRetrieved={list.data !== undefined && list.data.length < 50}
            onSearch={onSearch}
            onChange={(id) => {
              if (id === null) return onChange(null);
              const relation = relations.get(String(id));
              if (relation) return onChange(relation);
              if (current && current.Id === id) onChange(current);
            }}
            data-testid="verify-vendor"
          />
        </div>
        <Tooltip label={t(Texts[party].create)} withArrow openDelay={300}>
          <ActionIcon
            variant="default"
            size={30}
            aria-label={t(Texts[party].create)}
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
        <CreateRelationDialog
          party={party}
          companyId={companyId}
          draft={draft}
          manualAdapter={manualAdapter}
          onClose={() => setCreating(false)}
          onCreated={(relation) => {
            setMade((before) => [relation, ...before]);
            onChange(relation);
            setCreating(false);
          }}
        />
      )}
    </div>
  );
}

/** Creates a vendor or customer through the company's financial system, as its screen does, from what was read. */
function CreateRelationDialog({
  party,
  companyId,
  draft,
  manualAdapter,
  onClose,
  onCreated,
}: {
  party: RelationParty;
  companyId: string;
  draft: RelationDraft;
  manualAdapter: boolean;
  onClose: () => void;
  onCreated: (relation: RelationChoice) => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(draft);
  const creation = useRelationCreate(party);
  const errors = creationFieldErrors(creation.error);
  const error = (field: string) => (errors[field] ? t(errors[field].split('%%')[0] ?? '') : undefined);
  const set = (field: keyof RelationDraft) => (event: { currentTarget: { value: string } }) =>
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
    if (created && created !== 'timeout') onCreated(relationChoiceOf(created));
    else if (created === 'timeout') onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(Texts[party].create)}
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
            label={t(Texts[party].name)}
            value={form.Name}
            onChange={set('Name')}
            error={error('Name')}
            data-autofocus
            required
          />
          <TextInput
            size="xs"
            label={t(Texts[party].vatNumber)}
            value={form.VatNumber}
            onChange={set('VatNumber')}
            error={error('VatNumber')}
          />
          <TextInput
            size="xs"
            label={t(Texts[party].chamberOfCommerce)}
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
