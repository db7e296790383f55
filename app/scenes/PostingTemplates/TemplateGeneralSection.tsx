import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PostingTemplateInput, PostingTemplateTargetTypes } from '../../../domain/masterdata/index';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { FormSection } from '../common/FormSection';
import { oneOf } from '../common/options';

type Props = {
  model: PostingTemplateInput;
  set: <K extends keyof PostingTemplateInput>(field: K, value: PostingTemplateInput[K]) => void;
  companyId: string | null;
  error: (field: string) => string | undefined;
};

/** The document types a posting template can apply to, with their labels. */
export const templateDocumentTypes = [
  { value: 'PurchaseInvoice', label: 'Purchase_Invoice' },
  { value: 'SalesInvoice', label: 'Sales_Invoice' },
] as const;

/** The labels of the targets. */
export const targetTypeKeys: Record<(typeof PostingTemplateTargetTypes)[number], string> = {
  All: 'Target_Type_All',
  Vendor: 'Target_Type_Vendor',
  Customer: 'Target_Type_Customer',
};

const documentTypeValues = templateDocumentTypes.map((entry) => entry.value);

/** Name, document type, for whom (every relation or one vendor or customer), order and default of a template. */
export function TemplateGeneralSection({ model, set, companyId, error }: Props) {
  const { t } = useTranslation();
  const target = model.TargetType ?? 'All';
  return (
    <FormSection title={t('General')}>
      <TextInput
        size="xs"
        label={t('Name')}
        required
        value={model.Name}
        onChange={(event) => set('Name', event.currentTarget.value)}
        error={error('Name')}
        data-testid="template-name"
      />
      <Select
        size="xs"
        label={t('Document_Type')}
        data={templateDocumentTypes.map((entry) => ({ value: entry.value, label: t(entry.label) }))}
        value={model.DocumentType ?? 'PurchaseInvoice'}
        onChange={(value) => set('DocumentType', oneOf(documentTypeValues, value) ?? 'PurchaseInvoice')}
        allowDeselect={false}
        error={error('DocumentType')}
      />
      <NumberInput
        size="xs"
        label={t('Sort_Number')}
        value={model.SortNumber ?? 0}
        onChange={(value) => set('SortNumber', typeof value === 'number' ? value : 0)}
        min={0}
        allowDecimal={false}
        error={error('SortNumber')}
      />
      <Select
        size="xs"
        label={t('Target_Type')}
        data={PostingTemplateTargetTypes.map((value) => ({ value, label: t(targetTypeKeys[value]) }))}
        value={target}
        onChange={(value) => {
          set('TargetType', oneOf(PostingTemplateTargetTypes, value) ?? 'All');
          set('RelationCode', '');
        }}
        allowDeselect={false}
        error={error('TargetType')}
        data-testid="template-target"
      />
      {target !== 'All' && (
        <MasterDataDropdown
          entity={target}
          companyId={companyId}
          label={t(targetTypeKeys[target])}
          value={model.RelationCode ?? ''}
          onChange={(code) => set('RelationCode', code)}
          error={error('RelationCode')}
          data-testid="template-relation"
        />
      )}
      <Switch
        size="xs"
        mt={22}
        label={t('Default_Template')}
        checked={model.IsDefault ?? false}
        onChange={(event) => set('IsDefault', event.currentTarget.checked)}
      />
    </FormSection>
  );
}
