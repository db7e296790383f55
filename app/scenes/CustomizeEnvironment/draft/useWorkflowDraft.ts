import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { reportError } from '../../../api/queryClient';
import {
  useRestoreWorkflowPart,
  useSaveWorkflowPart,
  useWorkflowSettings,
  type WorkflowPart,
  type WorkflowPartSave,
  type WorkflowSettings,
} from '../../../api/workflowSettings';
import { useShellData } from '../../../session/ShellDataContext';
import { useIsReadOnly } from '../../../session/sessionStore';
import { popups } from '../../../shell/popups/popupStore';
import { isStaleVersion, problemsOfError } from './problems';

type Options<T> = {
  part: WorkflowPart;
  /** The part's list in the server's answer. */
  select: (settings: WorkflowSettings) => T;
  same: (a: T, b: T) => boolean;
  /** The problems the domain finds before sending (the server runs the same check). */
  check: (value: T) => string[];
  /** The body of the save. */
  body: (value: T, version: number) => WorkflowPartSave;
};

/** Local edits and the version of the workflow they started from. */
type Draft<T> = { value: T; version: number };

/**
 * One customisable part of the workflow edited locally until saved whole (Ctrl+S) with the version the
 * edits started from: the problems of a refused save, a stale version, and putting the part back to default.
 */
export function useWorkflowDraft<T>({ part, select, same, check, body }: Options<T>) {
  const settings = useWorkflowSettings();
  const save = useSaveWorkflowPart();
  const restore = useRestoreWorkflowPart();
  const readOnly = useIsReadOnly();
  const { guard } = useShellData();
  const [draft, setDraft] = useState<Draft<T> | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [stale, setStale] = useState(false);

  const server = settings.data ? select(settings.data) : undefined;
  const value = draft?.value ?? server;
  const dirty = draft !== null && server !== undefined && !same(draft.value, server);
  const canEdit = !readOnly && guard.actionRights.has('SettingsEdit');

  const settle = () => {
    setDraft(null);
    setProblems([]);
    setStale(false);
  };
  const refused = (error: unknown) => {
    const listed = problemsOfError(error);
    if (isStaleVersion(error)) setStale(true);
    else if (listed) setProblems(listed);
    else reportError(error);
  };

  const edit = (change: (current: T) => T) => {
    if (!settings.data || !canEdit) return;
    const version = draft?.version ?? settings.data.Version;
    const base = draft?.value ?? select(settings.data);
    setDraft({ value: change(base), version });
  };

  const submit = () => {
    if (!draft || !dirty || save.isPending) return;
    const local = check(draft.value);
    if (local.length > 0) return setProblems(local);
    save.mutate(body(draft.value, draft.version), {
      onSuccess: () => {
        settle();
        popups.add({ Message: 'Saved', Icon: 'check' });
      },
      onError: refused,
    });
  };
  // Ctrl+S also from inside a field; a dialog open on the page (a row being edited) keeps it.
  useHotkeys([['mod+S', () => document.querySelector('[role="dialog"]') || submit()]], []);

  return {
    settings,
    value,
    dirty,
    canEdit,
    problems,
    stale,
    saving: save.isPending,
    restoring: restore.isPending,
    isCustomized: settings.data?.IsCustomized[part] ?? false,
    edit,
    save: submit,
    discard: settle,
    /** After a stale version: the environment's workflow as it is now, the local edits dropped. */
    reload: () => {
      settle();
      void settings.refetch();
    },
    restoreDefault: () => {
      if (!settings.data) return;
      restore.mutate(
        { part, Version: draft?.version ?? settings.data.Version },
        {
          onSuccess: () => {
            settle();
            popups.add({ Message: 'Customize_Restored', Icon: 'check' });
          },
          onError: refused,
        },
      );
    },
  };
}
