import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiError';
import { translateMessage } from '../../i18n/translateMessage';

/** Translates "Key%%param" messages; unknown text is shown as it is. */
export function useMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback((message: string) => translateMessage(t, (key) => i18n.exists(key), message), [t, i18n]);
}

/** Field errors of a failed save, translated, by field name. */
export function useFieldErrors(error: unknown): (field: string) => string | undefined {
  const message = useMessage();
  return (field: string) => {
    if (!(error instanceof ApiError)) return undefined;
    const raw = error.errors[field];
    return raw ? message(raw) : undefined;
  };
}
