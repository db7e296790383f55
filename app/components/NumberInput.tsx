import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { parseAmount } from '../../domain/amount/parse';

/** The number an entry stands for: a non-numeric entry is 0. */
export function readNumberEntry(text: string): number {
  return parseAmount(text) ?? 0;
}

/** Props of NumberInput. */
export interface NumberInputProps {
  value: number;
  /** Called on Enter or blur with the entered number, 0 for a non-numeric entry. */
  onChange: (value: number) => void;
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  error?: ReactNode;
  'data-testid'?: string;
}

/** Plain number field; whatever is not a number becomes 0 when the entry is committed. */
export function NumberInput(props: NumberInputProps) {
  const { value, onChange, label, disabled, error } = props;
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const next = readNumberEntry(draft);
    if (next !== value) onChange(next);
    setDraft(null);
  };

  return (
    <TextInput
      size="xs"
      label={label}
      aria-label={props['aria-label']}
      disabled={disabled}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      value={draft ?? String(value)}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      data-testid={props['data-testid']}
    />
  );
}
