import { TextInput } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateAmountExpression } from '../../domain/amount/calculator';
import { formatAmount } from '../../domain/amount/format';
import { parseAmount } from '../../domain/amount/parse';
import { AMOUNT_DECIMALS, roundAmount } from '../../domain/amount/round';

/** A committed amount must differ from the current one by more than this (spec 002 §9). */
export const AMOUNT_CHANGE_TOLERANCE = 0.0001;

/** The amount an entry stands for: empty is 0, else a localised number or a simple sum; null when unreadable. */
export function readAmountEntry(text: string, digits: number = AMOUNT_DECIMALS): number | null {
  if (text.trim() === '') return 0;
  const value = parseAmount(text) ?? evaluateAmountExpression(text);
  return value === null ? null : roundAmount(value, digits);
}

/** Props of AmountEditor. */
export interface AmountEditorProps {
  value: number;
  /** Called on Enter or blur, only when the amount changed by more than 0.0001. */
  onChange: (value: number) => void;
  /** Decimals kept and shown; default 2. */
  digits?: number;
  /** nl-NL or en-US style; defaults to the interface language. */
  locale?: string;
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  error?: ReactNode;
  'data-testid'?: string;
}

/** Right-aligned amount field with a simple calculator, committing on Enter or blur. */
export function AmountEditor(props: AmountEditorProps) {
  const { value, onChange, digits = AMOUNT_DECIMALS, label, disabled, error } = props;
  const { i18n } = useTranslation();
  const locale = props.locale ?? i18n.language;
  // The text being typed; null shows the formatted committed amount.
  const [draft, setDraft] = useState<string | null>(null);
  // A value set from outside (picked on a page) replaces what was being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(null);
  }

  const commit = () => {
    if (draft === null) return;
    const next = readAmountEntry(draft, digits);
    if (next !== null && Math.abs(next - value) > AMOUNT_CHANGE_TOLERANCE) onChange(next);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
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
      value={draft ?? formatAmount(value, locale, digits)}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onFocus={(event) => event.currentTarget.select()}
      onBlur={commit}
      onKeyDown={onKeyDown}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      data-testid={props['data-testid']}
    />
  );
}
