import { Badge, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relationPartyOf } from '../../../domain/documents/relationParty';
import { ElectronicDocumentTypes, ElectronicTemplateRules } from '../../../domain/electronicTemplates/index';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { FormSection } from '../common/FormSection';
import { oneOf } from '../common/options';
import { kindKeys, ruleKeys, statusColors, statusKeys, type TemplateForm } from './templateForm';

type Props = {
  model: TemplateForm;
  set: <K extends keyof TemplateForm>(field: K, value: TemplateForm[K]) => void;
  error: (field: string) => string | undefined;
};

const documentTypes = [
  { value: 'PurchaseInvoice', label: 'Purchase_Invoice' },
  { value: 'SalesInvoice', label: 'Sales_Invoice' },
] as const;
const documentTypeValues = documentTypes.map((entry) => entry.value);
/** The user switches a template on or off; Incomplete follows from its lines. */
const choosable = ['Active', 'Inactive'] as const;

/** Name, relation, document type, e-invoice kind, rule, status and invoice description of a template. */
export function TemplateHeaderSection({ model, set, error }: Props) {
  const { t } = useTranslation();
  const relationEntity = relationPartyOf(model.DocumentType);
  return (
    <FormSection title={t('General')}>
      <TextInput
        size="xs"
        label={t('Name')}
        required
        value={model.Name}
        onChange={(event) => set('Name', event.currentTarget.value)}
        error={error('Name')}
        data-testid="etemplate-name"
      />
      <Select
        size="xs"
        label={t('Document_Type')}
        data={documentTypes.map((entry) => ({ value: entry.value, label: t(entry.label) }))}
        value={model.DocumentType}
        onChange={(value) => {
          set('DocumentType', oneOf(documentTypeValues, value) ?? 'PurchaseInvoice');
          set('RelationCode', '');
          set('RelationName', '');
          set('RelationId', null);
        }}
        allowDeselect={false}
        error={error('DocumentType')}
      />
      <MasterDataDropdown
        entity={relationEntity}
        companyId={model.CompanyId}
        label={t(relationEntity)}
        value={model.RelationCode}
        onChange={(code, entry) => {
          set('RelationCode', code);
          set('RelationName', entry?.Description ?? '');
          set('RelationId', null);
        }}
        error={error('RelationCode')}
        data-testid="etemplate-relation"
      />
      <Select
        size="xs"
        label={t('Electronic_Document_Type')}
        data={ElectronicDocumentTypes.map((value) => ({ value, label: t(kindKeys[value]) }))}
        value={model.ElectronicDocumentType}
        onChange={(value) =>
          set('ElectronicDocumentType', oneOf(ElectronicDocumentTypes, value) ?? 'UblInvoice21')
        }
        allowDeselect={false}
        error={error('ElectronicDocumentType')}
        data-testid="etemplate-kind"
      />
      <Select
        size="xs"
        label={t('Rule')}
        data={ElectronicTemplateRules.map((value) => ({ value, label: t(ruleKeys[value]) }))}
        value={model.RuleName}
        onChange={(value) =>
          set('RuleName', oneOf(ElectronicTemplateRules, value) ?? 'ProductCodeToLedgerAndVatCode')
        }
        allowDeselect={false}
        error={error('RuleName')}
        data-testid="etemplate-rule"
      />
      <Select
        size="xs"
        label={t('Status')}
        data={choosable.map((value) => ({ value, label: t(statusKeys[value]) }))}
        value={model.Status === 'Inactive' ? 'Inactive' : 'Active'}
        onChange={(value) => set('Status', oneOf(choosable, value) ?? 'Active')}
        allowDeselect={false}
        rightSectionWidth={model.Status === 'Incomplete' ? 110 : undefined}
        rightSection={
          model.Status === 'Incomplete' ? (
            <Badge size="xs" variant="light" color={statusColors.Incomplete}>
              {t(statusKeys.Incomplete)}
            </Badge>
          ) : undefined
        }
        description={model.Status === 'Incomplete' ? t('Electronic_Template_Incomplete_Info') : undefined}
        error={error('Status')}
        data-testid="etemplate-status"
      />
      <TextInput
        size="xs"
        label={t('Invoice_Description')}
        value={model.InvoiceDescription}
        onChange={(event) => set('InvoiceDescription', event.currentTarget.value)}
        error={error('InvoiceDescription')}
      />
    </FormSection>
  );
}
