import { TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

type Props = {
  label: ReactNode;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  maxLength?: number;
  uppercase?: boolean;
  'data-testid'?: string;
};

/** A filter text that applies on Enter or when leaving the field, so typing does not reload the list. */
export function FilterText({ label, value, onCommit, maxLength = 100, uppercase, ...rest }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    setDraft(null);
    if (text !== (value ?? '')) onCommit(text === '' ? undefined : text);
  };
  return (
    <TextInput
      size="xs"
      label={label}
      maxLength={maxLength}
      value={draft ?? value ?? ''}
      onChange={(event) =>
        setDraft(uppercase ? event.currentTarget.value.toUpperCase() : event.currentTarget.value)
      }
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(null);
      }}
      autoComplete="off"
      data-testid={rest['data-testid']}
    />
  );
}
