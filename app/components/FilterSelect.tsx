import { Select } from '@mantine/core';

/** One choice of a filter: the value the query takes and the label shown. */
export type FilterOption = { value: string; label: string };

/** Props of FilterSelect. */
export interface FilterSelectProps {
  label: string;
  /** The first choice, no filter at all (value ''): "All statuses", "Any mailbox". */
  anyLabel: string;
  options: readonly FilterOption[];
  /** '' when nothing is filtered on. */
  value: string;
  onChange: (value: string) => void;
  width: number;
  /** Typing narrows the choices (long lists: companies, mailboxes). */
  searchable?: boolean;
  'data-testid'?: string;
}

/** The filter of an overview on one field: a choice from a list, or none; choosing never leaves it empty. */
export function FilterSelect({
  label,
  anyLabel,
  options,
  value,
  onChange,
  width,
  ...rest
}: FilterSelectProps) {
  return (
    <Select
      size="xs"
      label={label}
      w={width}
      data={[{ value: '', label: anyLabel }, ...options]}
      value={value}
      onChange={(chosen) => onChange(chosen ?? '')}
      allowDeselect={false}
      {...rest}
    />
  );
}
