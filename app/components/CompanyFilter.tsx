import { Input, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { firstError, inList, named, type Rule, validateSync } from '../../domain/validation';
import { Dropdown } from './Dropdown/Dropdown';
import type { DropdownId } from './Dropdown/dropdownItem';
import { ValidationInput } from './ValidationInput';

/** A company as offered in a filter (spec 002 §3). */
export interface CompanyOption {
  Id: DropdownId;
  DisplayName: string;
}

/** The filter's rule: the value must be among the offered company ids, named CompanyId unless told otherwise. */
export function companyFilterRules(companies: readonly CompanyOption[], name = 'CompanyId'): Rule[] {
  return [named(inList(companies.map((company) => company.Id)), name)];
}

/** Props of CompanyFilter. */
export interface CompanyFilterProps {
  companies: readonly CompanyOption[];
  value: DropdownId | null;
  onChange: (id: DropdownId | null) => void;
  label?: ReactNode;
  /** Name of the in-list rule; default CompanyId. */
  ruleName?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** Company dropdown; a single available company is preselected and shown as plain text. */
export function CompanyFilter({
  companies,
  value,
  onChange,
  label,
  ruleName,
  disabled,
  ...rest
}: CompanyFilterProps) {
  const { t } = useTranslation();
  const only = companies.length === 1 ? companies[0] : undefined;

  useEffect(() => {
    if (only && value !== only.Id) onChange(only.Id);
  }, [only, value, onChange]);

  const shownLabel = label ?? t('Company');
  if (only) {
    return (
      <Input.Wrapper label={shownLabel} size="xs" data-testid={rest['data-testid']}>
        <Text size="sm" py={4}>
          {only.DisplayName}
        </Text>
      </Input.Wrapper>
    );
  }
  const message = firstError(validateSync(value, companyFilterRules(companies, ruleName)))?.message;
  return (
    <ValidationInput message={message}>
      <Dropdown
        field="Company"
        label={shownLabel}
        items={companies.map((company) => ({ Id: company.Id, FirstColumn: company.DisplayName }))}
        value={value}
        onChange={(id) => onChange(id)}
        error={Boolean(message)}
        disabled={disabled}
        data-testid={rest['data-testid']}
      />
    </ValidationInput>
  );
}
