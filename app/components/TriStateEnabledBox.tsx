import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Values of the tri-state enabled box (spec 002 §3). */
export const TriStateEnabled = { Yes: 'Yes', No: 'No', Not_Applicable: 'Not_Applicable' } as const;
/** One of Yes, No, Not_Applicable. */
export type TriStateEnabled = (typeof TriStateEnabled)[keyof typeof TriStateEnabled];

/** Props of TriStateEnabledBox. */
export interface TriStateEnabledBoxProps {
  value: TriStateEnabled;
  onChange: (value: TriStateEnabled) => void;
  /** Accessible name of the group. */
  label: string;
  disabled?: boolean;
  'data-testid'?: string;
}

const VALUES = Object.values(TriStateEnabled);

function isTriStateEnabled(value: string): value is TriStateEnabled {
  return (VALUES as readonly string[]).includes(value);
}

/** Three-way choice Yes / No / Not applicable, operable with arrow keys. */
export function TriStateEnabledBox({
  value,
  onChange,
  label,
  disabled = false,
  ...rest
}: TriStateEnabledBoxProps) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      disabled={disabled}
      value={value}
      data={VALUES.map((option) => ({ value: option, label: t(option) }))}
      onChange={(next) => {
        if (isTriStateEnabled(next)) onChange(next);
      }}
      data-testid={rest['data-testid']}
    />
  );
}
