import { Checkbox, type CheckboxIconComponent } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Checked (true), unchecked (false) or indeterminate (null). */
export type TriState = boolean | null;

/** Props of TriStateCheckbox. */
export interface TriStateCheckboxProps {
  value: TriState;
  onChange: (value: TriState) => void;
  label?: ReactNode;
  disabled?: boolean;
  /** Lets a click cycle through indeterminate as well: unchecked → checked → indeterminate → unchecked. */
  allowIndeterminate?: boolean;
  /** Shows a minus instead of a check mark in the checked state (an 'exclude' box). */
  minusMode?: boolean;
  'data-testid'?: string;
}

/** The state a click leads to; indeterminate is reached by a click only when allowed. */
export function nextTriState(value: TriState, allowIndeterminate: boolean): TriState {
  if (value === false) return true;
  if (value === true) return allowIndeterminate ? null : false;
  return !allowIndeterminate;
}

const MinusIcon: CheckboxIconComponent = ({ className }) => <IconMinus className={className} stroke={3} />;
const CheckIcon: CheckboxIconComponent = ({ indeterminate, className }) =>
  indeterminate ? (
    <IconMinus className={className} stroke={3} />
  ) : (
    <IconCheck className={className} stroke={3} />
  );

/** Checkbox with checked, unchecked and indeterminate states and an optional minus mode. */
export function TriStateCheckbox(props: TriStateCheckboxProps) {
  const { value, onChange, label, disabled = false, allowIndeterminate = false, minusMode = false } = props;
  return (
    <Checkbox
      size="xs"
      label={label}
      disabled={disabled}
      checked={value === true}
      indeterminate={value === null}
      aria-checked={value === null ? 'mixed' : value}
      icon={minusMode ? MinusIcon : CheckIcon}
      data-state={value === null ? 'indeterminate' : value ? 'checked' : 'unchecked'}
      data-testid={props['data-testid']}
      onChange={() => onChange(nextTriState(value, allowIndeterminate))}
    />
  );
}
