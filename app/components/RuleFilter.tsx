import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstError, named, type Rule, required, validateSync } from '../../domain/validation';
import { Dropdown } from './Dropdown/Dropdown';
import type { DropdownId, DropdownItem } from './Dropdown/dropdownItem';
import { ValidationInput } from './ValidationInput';

/** The filter's rule: a choice is required, reported under the name Rule. */
export const ruleFilterRules: readonly Rule[] = [named(required(), 'Rule')];

/** Props of RuleFilter. */
export interface RuleFilterProps {
  items: readonly DropdownItem[];
  value: DropdownId | null;
  onChange: (id: DropdownId | null) => void;
  label?: ReactNode;
  disabled?: boolean;
  /** Show the required message at once rather than after the field was left. */
  showValidation?: boolean;
  'data-testid'?: string;
}

/** Dropdown of rules where a choice is required. */
export function RuleFilter({
  items,
  value,
  onChange,
  label,
  disabled,
  showValidation = false,
  ...rest
}: RuleFilterProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const error = firstError(validateSync(value, ruleFilterRules));
  const message = touched || showValidation ? error?.message : undefined;
  return (
    <ValidationInput message={message}>
      <Dropdown
        field="Rule"
        label={label ?? t('Rule')}
        items={items}
        value={value}
        onChange={(id) => onChange(id)}
        onBlur={() => setTouched(true)}
        error={Boolean(message)}
        disabled={disabled}
        data-testid={rest['data-testid']}
      />
    </ValidationInput>
  );
}
