import { Box, Group, Input, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DocumentsToPayFilter,
  type DocumentsToPayStatus,
  DocumentsToPayStatuses,
} from '../../api/paymentBatches';
import { DateEditor } from '../../components/DateEditor';

type DateField = 'DocumentDateFrom' | 'DocumentDateTo' | 'PaymentDateFrom' | 'PaymentDateTo';

type Props = {
  filter: DocumentsToPayFilter;
  onChange: (next: Partial<DocumentsToPayFilter>) => void;
  companies: { value: string; label: string }[];
};

/** The filters of Documents To Pay (spec 002 §2): company, document number, two date ranges, status. */
export function DocumentsToPayFilters({ filter, onChange, companies }: Props) {
  const { t } = useTranslation();
  // The number is looked up once typing pauses; the field shows every key at once.
  const [number, setNumber] = useState(filter.DocumentNumber);
  const searchNumber = useDebouncedCallback(
    (value: string) => onChange({ DocumentNumber: value.trim() }),
    350,
  );
  const date = (field: DateField, label: string) => (
    <Box w={108}>
      <DateEditor
        aria-label={label}
        value={filter[field] || null}
        futureMonths={12}
        onChange={(value) => onChange({ [field]: value ?? '' })}
        data-testid={`filter-${field}`}
      />
    </Box>
  );
  const range = (label: string, from: DateField, to: DateField) => (
    <Input.Wrapper label={label} size="xs">
      <Group gap={4} wrap="nowrap" align="center">
        {date(from, `${label} ${t('Payment_From')}`)}
        <Text size="xs" c="dimmed" aria-hidden>
          –
        </Text>
        {date(to, `${label} ${t('Payment_Until')}`)}
      </Group>
    </Input.Wrapper>
  );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="documents-to-pay-filters">
      {companies.length > 1 && (
        <Select
          size="xs"
          label={t('Company')}
          w={200}
          data={[{ value: '', label: t('All_Companies') }, ...companies]}
          value={filter.CompanyId}
          onChange={(value) => onChange({ CompanyId: value ?? '' })}
          allowDeselect={false}
          searchable
          data-testid="filter-company"
        />
      )}
      <TextInput
        size="xs"
        w={130}
        label={t('Payment_Document_Number')}
        value={number}
        onChange={(event) => {
          setNumber(event.currentTarget.value);
          searchNumber(event.currentTarget.value);
        }}
        data-testid="filter-number"
      />
      {range(t('Document_Date'), 'DocumentDateFrom', 'DocumentDateTo')}
      {range(t('Payment_Payment_Date'), 'PaymentDateFrom', 'PaymentDateTo')}
      <Input.Wrapper label={t('Status')} size="xs">
        <SegmentedControl
          size="xs"
          display="flex"
          value={filter.Status}
          onChange={(value) => onChange({ Status: value as DocumentsToPayStatus })}
          data={DocumentsToPayStatuses.map((value) => ({
            value,
            label: t(`Payment_Documents_Status_${value}`),
          }))}
          data-testid="filter-status"
        />
      </Input.Wrapper>
    </Group>
  );
}
