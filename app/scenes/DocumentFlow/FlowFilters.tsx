import { Chip, Group, Input, MultiSelect, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type FlowPeriod,
  type PeriodPreset,
  PeriodPresets,
  presetPeriod,
} from '../../../domain/documentFlow/presets';
import type { OverviewDocumentType } from '../../../domain/documents';
import { DateEditor } from '../../components/DateEditor';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { PresetTexts } from './flowTexts';

/** What the flow is asked for: the period with its preset, the companies (none: all) and the types. */
export type FlowFilterValues = {
  preset: PeriodPreset;
  period: FlowPeriod;
  companyIds: string[];
  types: OverviewDocumentType[];
};

type Props = {
  values: FlowFilterValues;
  onChange: (next: FlowFilterValues) => void;
  companies: Array<{ Id: string; DisplayName: string }>;
  /** The document types the user can choose from. */
  types: OverviewDocumentType[];
  today: string;
};

/** The flow's filters: a period preset or custom dates, a company multi-select and document type chips. */
export function FlowFilters({ values, onChange, companies, types, today }: Props) {
  const { t } = useTranslation();
  const choosePreset = (preset: PeriodPreset) =>
    onChange({ ...values, preset, period: presetPeriod(preset, today) ?? values.period });
  const changeDate = (field: keyof FlowPeriod, date: string | null) => {
    if (date) onChange({ ...values, preset: 'Custom', period: { ...values.period, [field]: date } });
  };

  return (
    <Group gap="md" mb="md" wrap="wrap" align="flex-end" data-testid="flow-filters">
      <Input.Wrapper label={t('DocumentFlow_Period')} size="xs">
        <SegmentedControl
          size="xs"
          display="flex"
          value={values.preset}
          onChange={(value) => choosePreset(value as PeriodPreset)}
          data={PeriodPresets.map((preset) => ({ value: preset, label: t(PresetTexts[preset]) }))}
          data-testid="flow-preset"
        />
      </Input.Wrapper>
      {values.preset === 'Custom' && (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <DateEditor
            label={t('DocumentFlow_From_Date')}
            value={values.period.FromDate}
            onChange={(date) => changeDate('FromDate', date)}
            today={today}
            data-testid="flow-from"
          />
          <DateEditor
            label={t('DocumentFlow_To_Date')}
            value={values.period.ToDate}
            onChange={(date) => changeDate('ToDate', date)}
            today={today}
            data-testid="flow-to"
          />
        </Group>
      )}
      {companies.length > 1 && (
        <MultiSelect
          size="xs"
          miw={220}
          maw={420}
          label={t('Companies')}
          placeholder={values.companyIds.length === 0 ? t('All_Companies') : undefined}
          data={companies.map((company) => ({ value: company.Id, label: company.DisplayName }))}
          value={values.companyIds}
          onChange={(companyIds) => onChange({ ...values, companyIds })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="flow-companies"
        />
      )}
      {types.length > 1 && (
        <Input.Wrapper label={t('Document_Types')} size="xs">
          <Chip.Group
            multiple
            value={values.types}
            onChange={(selected) =>
              onChange({ ...values, types: types.filter((type) => selected.includes(type)) })
            }
          >
            <Group gap={6} role="group" aria-label={t('Document_Types')} py={4}>
              {types.map((type) => (
                <Chip
                  key={type}
                  value={type}
                  size="xs"
                  color={DocumentTypeLooks[type].color}
                  data-testid={`flow-type-${type}`}
                >
                  {t(DocumentTypeLooks[type].overviewTitle)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
    </Group>
  );
}
