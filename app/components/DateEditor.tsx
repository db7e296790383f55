import { TextInput } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IsoDate, isoDateOf, parseIsoDate } from '../../domain/date/calendar';
import { parseDateText } from '../../domain/date/parse';
import { ValidationInput } from './ValidationInput';

/** Message key shown for text that is no date; the spec names no key for it. */
export const DATE_INVALID_MESSAGE = 'Validation_Date_Invalid';

/** Shows a date as the user types it: MM/DD/YYYY for en-US, DD-MM-YYYY otherwise. */
export function formatDateText(iso: IsoDate, locale: string): string {
  const date = parseIsoDate(iso);
  if (date === null) return iso;
  const day = String(date.day).padStart(2, '0');
  const month = String(date.month).padStart(2, '0');
  return locale.toLowerCase() === 'en-us' ? `${month}/${day}/${date.year}` : `${day}-${month}-${date.year}`;
}

/** Props of DateEditor. */
export interface DateEditorProps {
  value: IsoDate | null;
  /** Called on Enter or blur with the new date, or null when the text was emptied. */
  onChange: (value: IsoDate | null) => void;
  /** How many months ahead a date typed without a year may land (0-12); default 0. */
  futureMonths?: number;
  /** A date typed without a year is never placed before this day. */
  minimumDate?: IsoDate;
  /** Defaults to the interface language; en-US reads month first. */
  locale?: string;
  /** The current day; defaults to the clock. */
  today?: IsoDate;
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

type Notice = { kind: 'invalid' | 'joke'; key: string } | null;

/** Free-text date field: 'd' is today, short input is placed in a window, empty clears. */
export function DateEditor(props: DateEditorProps) {
  const { value, onChange, futureMonths = 0, minimumDate, label, disabled } = props;
  const { t, i18n } = useTranslation();
  const locale = props.locale ?? i18n.language;
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // A value set from outside (picked on a page) replaces what was being typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(null);
    setNotice(null);
  }

  const commit = () => {
    if (draft === null) return;
    const today = props.today ?? isoDateOf(new Date());
    const result = parseDateText(draft, { today, locale, futureMonths, minimumDate });
    if (result.kind === 'invalid') return setNotice({ kind: 'invalid', key: DATE_INVALID_MESSAGE });
    if (result.kind === 'joke') return setNotice({ kind: 'joke', key: result.messageKey });
    const next = result.kind === 'date' ? result.date : null;
    if (next !== value) onChange(next);
    setDraft(null);
    setNotice(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') {
      setDraft(null);
      setNotice(null);
    }
  };

  return (
    <ValidationInput message={notice?.kind === 'invalid' ? notice.key : null}>
      <TextInput
        size="xs"
        label={label}
        aria-label={props['aria-label']}
        disabled={disabled}
        error={notice?.kind === 'invalid'}
        description={notice?.kind === 'joke' ? t(notice.key) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="off"
        placeholder={locale.toLowerCase() === 'en-us' ? 'mm/dd/yyyy' : 'dd-mm-yyyy'}
        value={draft ?? (value ? formatDateText(value, locale) : '')}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={commit}
        onKeyDown={onKeyDown}
        data-testid={props['data-testid']}
        data-invalid={notice?.kind === 'invalid' || undefined}
        data-joke={notice?.kind === 'joke' || undefined}
      />
    </ValidationInput>
  );
}
