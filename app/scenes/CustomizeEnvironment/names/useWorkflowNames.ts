import { useCallback } from 'react';
import { ApiError } from '../../../api/apiError';
import { type NameLocale, useCustomNames, useSaveCustomName } from '../../../api/workflowSettings';
import { useShellData } from '../../../session/ShellDataContext';
import { useIsReadOnly } from '../../../session/sessionStore';
import { useMessage } from '../../common/useMessage';
import { type NameInLocale, nameInLocale } from './names';

/** A status's or action's names in both locales. */
export type Names = Record<NameLocale, NameInLocale>;

/**
 * Saves edits of one name key; resolves null when saved, else the server's message for the name
 * ('' when the refusal was already shown as a popup).
 */
export type SaveNames = (
  key: string,
  edits: { Locale: NameLocale; Value: string }[],
) => Promise<string | null>;

/**
 * The names of statuses and actions as the environment has them, and their saving. Editing them is
 * editing custom translations: only users holding the Translations view right may.
 */
export function useWorkflowNames() {
  const { guard } = useShellData();
  const readOnly = useIsReadOnly();
  const message = useMessage();
  const dutch = useCustomNames('nl-NL');
  const english = useCustomNames('en-US');
  const save = useSaveCustomName();
  const canEdit = !readOnly && guard.viewRights.has('Translations');

  const namesOf = useCallback(
    (key: string, defaults: Readonly<Record<NameLocale, string>>): Names => ({
      'nl-NL': nameInLocale(dutch.data, key, defaults['nl-NL']),
      'en-US': nameInLocale(english.data, key, defaults['en-US']),
    }),
    [dutch.data, english.data],
  );

  const saveNames: SaveNames = async (key, edits) => {
    try {
      for (const edit of edits) await save.mutateAsync({ Locale: edit.Locale, Key: key, Value: edit.Value });
      return null;
    } catch (failure) {
      const refusal = failure instanceof ApiError ? (failure.errors.Value ?? failure.errors.Key) : undefined;
      return refusal ? message(refusal) : '';
    }
  };

  return {
    namesOf,
    saveNames,
    canEdit,
    saving: save.isPending,
    loading: dutch.isPending || english.isPending,
    failed: dutch.isError || english.isError,
  };
}
