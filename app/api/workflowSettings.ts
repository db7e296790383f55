import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '../../domain/documents/enums';
import {
  type ActionDirection,
  type ActionKind,
  type ActionName,
  type CompanyScope,
  type StatusAction,
  type StatusActionRight,
  type StatusFilterSetting,
  type StatusStage,
  WorkflowStatuses,
} from '../../domain/workflow';
import { loadTranslations } from '../i18n/loadTranslations';
import { api } from './client';
import { fetchTranslationsBySource } from './translations';

/** A status as GET /api/Workflow describes it. */
export type WorkflowStatusInfo = { Status: DocumentStatus; Stage: StatusStage; Done: boolean };

/** An action of the catalogue as GET /api/Workflow describes it, with the defaults of its rows. */
export type WorkflowActionInfo = {
  Action: ActionName;
  Kind: ActionKind;
  Scope: CompanyScope;
  Direction: ActionDirection;
  NeedsNextUser: boolean;
  NeedsRemark: boolean;
  NeedsApprovalAmount: boolean;
};

/** GET /api/Workflow: the environment's workflow as the customize-environment pages edit it. */
export type WorkflowSettings = {
  /** Sent back with every change; a stale one is refused (409 Workflow_Is_Updated_By_Other_User). */
  Version: number;
  IsCustomized: { StatusActions: boolean; StatusFilters: boolean };
  Statuses: WorkflowStatusInfo[];
  Actions: WorkflowActionInfo[];
  StatusActions: StatusAction[];
  StatusFilters: StatusFilterSetting[];
  /** The values a row's Right may take: action rights, scope rights, CurrentUser and System. */
  Rights: StatusActionRight[];
};

/** The two lists an environment may customise, by their path segment. */
export type WorkflowPart = 'StatusActions' | 'StatusFilters';

/** A save of one part: the whole list with the version it was edited from. */
export type WorkflowPartSave =
  | { part: 'StatusActions'; Version: number; StatusActions: StatusAction[] }
  | { part: 'StatusFilters'; Version: number; StatusFilters: StatusFilterSetting[] };

/** The locales whose names the statuses and actions pages show and edit. */
export const NameLocales = ['nl-NL', 'en-US'] as const;
export type NameLocale = (typeof NameLocales)[number];

const workflowKey = ['workflowSettings'];
const customNamesKey = (locale: string) => ['customTranslations', locale];

const definedOrder = Object.keys(WorkflowStatuses);

/**
 * Statuses in the order a document meets them (entry, verify, handle, approve, post, done, then the
 * statuses aside): the order they are defined in. Statuses it does not know go last.
 */
export function inWorkflowOrder<T extends { Status: string }>(statuses: readonly T[]): T[] {
  const place = (status: string) => {
    const index = definedOrder.indexOf(status);
    return index === -1 ? definedOrder.length : index;
  };
  return [...statuses].sort((a, b) => place(a.Status) - place(b.Status));
}

const ordered = (settings: WorkflowSettings): WorkflowSettings => ({
  ...settings,
  Statuses: inWorkflowOrder(settings.Statuses),
});

/** The environment's workflow (GET /api/Workflow), its statuses in workflow order. */
export function useWorkflowSettings() {
  return useQuery({
    queryKey: workflowKey,
    queryFn: () => api.get<WorkflowSettings>('/api/Workflow'),
    select: ordered,
  });
}

/** What a changed workflow makes stale elsewhere: the actions documents offer and the overview filters. */
function useWorkflowChanged() {
  const client = useQueryClient();
  return (answer: WorkflowSettings) => {
    client.setQueryData(workflowKey, answer);
    void client.invalidateQueries({ queryKey: ['workflow'] });
    void client.invalidateQueries({ queryKey: ['documents'] });
  };
}

/**
 * Saves the status-action rows or the status filters whole. The page shows a refusal itself (the
 * problems of a 400, the stale version of a 409), so the mutation is silent.
 */
export function useSaveWorkflowPart() {
  const changed = useWorkflowChanged();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ part, ...body }: WorkflowPartSave) =>
      api.put<WorkflowSettings>(`/api/Workflow/${part}`, body),
    onSuccess: changed,
  });
}

/** Puts one part back to the shipped default. */
export function useRestoreWorkflowPart() {
  const changed = useWorkflowChanged();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ part, Version }: { part: WorkflowPart; Version: number }) =>
      api.delete<WorkflowSettings>(`/api/Workflow/${part}?version=${encodeURIComponent(Version)}`),
    onSuccess: changed,
  });
}

/**
 * Reloads a locale's texts after its custom wording changed: the Custom group is rebuilt (a name put
 * back to its default must disappear from it) and, for the language on screen, every screen re-renders.
 * A locale never loaded is left alone: it is read fresh when someone switches to it.
 */
export async function reloadLocale(instance: i18n, locale: string): Promise<void> {
  const onScreen = instance.language === locale;
  if (!onScreen && !instance.hasResourceBundle(locale, 'Navigation')) return;
  instance.removeResourceBundle(locale, 'Custom');
  await loadTranslations(instance, locale, { withApi: true });
  if (onScreen) await instance.changeLanguage(locale);
}

/** The environment's own wording of one locale (the Custom source: only what it changed). */
export function useCustomNames(locale: NameLocale) {
  return useQuery({
    queryKey: customNamesKey(locale),
    queryFn: () => fetchTranslationsBySource(locale, 'Custom'),
  });
}

/**
 * Saves one custom name (Value '' goes back to the default), then reloads that locale's texts so
 * every screen shows the new name at once.
 */
export function useSaveCustomName() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (body: { Locale: NameLocale; Key: string; Value: string }) =>
      api.put<void>('/api/Translations/Custom', body),
    onSuccess: async (_answer, body) => {
      await client.invalidateQueries({ queryKey: customNamesKey(body.Locale) });
      await reloadLocale(i18n, body.Locale);
    },
  });
}
