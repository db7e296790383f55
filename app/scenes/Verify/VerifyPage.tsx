import { Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LiveEventKind } from '../../../domain/live/events';
import { useCompanies } from '../../api/companies';
import { useCurrentUser } from '../../api/currentUser';
import {
  unblockRecords,
  unblockRecordsOnLeave,
  useOpenedVerifyDocument,
  useVerifyDocuments,
  useVerifySettings,
  type VerifyListFilter,
} from '../../api/verify';
import { ConfirmationDialog } from '../../components';
import { useLiveEvent, usePresenceOpen } from '../../live/hooks';
import { byColleague, concernsDocument } from '../../live/live';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { PageHeader } from '../common/PageHeader';
import { KeyHelp } from './KeyHelp';
import { PaneHandle } from './PaneHandle';
import { loadPaneSizes, PaneLimits, type PaneSizes, savePaneSizes } from './paneSizes';
import { VerifyList } from './VerifyList';
import { VerifyWorkspace } from './VerifyWorkspace';
import { isAvailable, neighbourId, nextDocumentId, VerifyPageSize } from './verifyList';
import './verify.css';

const Stale = 'Document_Is_Updated_By_Other_User';
/** Live events that change a document under the verifier's hands (blocking and unblocking do not). */
const ChangeEvents = new Set<LiveEventKind>([
  'VerifyRecordSaved',
  'VerifyRecordUpdated',
  'VerifyRecordDeleted',
  'DocumentUpdated',
  'ActionPerformed',
]);

/**
 * /verify: the documents waiting to be verified, the open one's pages with what recognition read, and its header
 * form (spec 001 §2, §4). The open document is held for this user while it is open.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const readOnly = useIsReadOnly();
  const user = useCurrentUser();
  const userId = user.data?.Id;
  const companies = useCompanies();
  const wide = useMediaQuery('(min-width: 1100px)', true);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const changed = useRef(false);
  const open = useCallback(
    (id: string | null) => setParams(id ? { id } : {}, { replace: true }),
    [setParams],
  );
  const [filter, setFilterState] = useState<VerifyListFilter>({
    oldestFirst: true,
    maximumCount: VerifyPageSize.first,
  });
  const list = useVerifyDocuments(filter);
  // Another company, type or order reloads the list and opens its first document (unless there are changes).
  const filterChanged = useRef<Element | null>(null);
  const setFilter = (next: VerifyListFilter) => {
    filterChanged.current = window.document.activeElement;
    const reordered =
      next.companyId !== filter.companyId ||
      next.documentType !== filter.documentType ||
      next.oldestFirst !== filter.oldestFirst;
    setFilterState(reordered ? { ...next, maximumCount: VerifyPageSize.first } : next);
    if (reordered && !changed.current) open(null);
  };
  const opened = useOpenedVerifyDocument(selectedId, !readOnly);
  const settings = useVerifySettings(opened.data?.document.CompanyId ?? null);
  const [sizes, setSizes] = useState<PaneSizes>(loadPaneSizes);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const finished = useRef(new Set<string>());

  const companyOptions = useMemo(
    () =>
      (companies.data ?? []).map((company) => ({
        value: company.Id,
        label: company.DisplayName || company.Name,
      })),
    [companies.data],
  );
  const company = companies.data?.find((candidate) => candidate.Id === opened.data?.document.CompanyId);

  const ask = (id: string | null) => {
    if (!id || id === selectedId) return;
    if (changed.current) setPendingId(id);
    else open(id);
  };
  const onChanged = useCallback((next: boolean) => {
    changed.current = next;
  }, []);

  // Nothing open: the first document nobody else holds opens by itself (not one just saved or deleted here).
  useEffect(() => {
    if (selectedId || !list.data || list.isFetching) return;
    const first = list.data.find((item) => !finished.current.has(item.Id) && isAvailable(item, userId));
    if (first) open(first.Id);
  }, [selectedId, list.data, list.isFetching, userId, open]);

  // Leaving the screen or the page releases the documents this user holds.
  useEffect(() => {
    if (readOnly) return;
    window.addEventListener('pagehide', unblockRecordsOnLeave);
    return () => {
      window.removeEventListener('pagehide', unblockRecordsOnLeave);
      void unblockRecords().catch(() => undefined);
    };
  }, [readOnly]);

  /** After a save or delete (or when the open one was taken): the next available document, else none. */
  const moveOn = (serverNextId: string | null) => {
    if (selectedId) finished.current.add(selectedId);
    changed.current = false;
    const next =
      nextDocumentId(list.data ?? [], selectedId, userId, finished.current) ??
      (serverNextId && !finished.current.has(serverNextId) ? serverNextId : null);
    open(next);
  };

  // The open document is gone (someone else verified or changed it): say so and move on.
  const gone = opened.isError && selectedId !== null;
  const moveOnRef = useRef(moveOn);
  moveOnRef.current = moveOn;
  useEffect(() => {
    if (!gone) return;
    popups.add({ Message: Stale, Icon: 'info', OnlyIfUnique: true, Duration: 6 });
    moveOnRef.current(null);
  }, [gone]);

  // A colleague saved, deleted or acted on the open document (live event): say so and move on.
  usePresenceOpen({ DocumentId: gone ? null : selectedId });
  useLiveEvent((event) => {
    if (!ChangeEvents.has(event.Event) || !concernsDocument(event, selectedId) || !byColleague(event, userId))
      return;
    popups.add({ Message: Stale, Icon: 'info', OnlyIfUnique: true, Duration: 6 });
    moveOnRef.current(null);
  });

  const setPane = (pane: keyof PaneSizes) => (value: number) =>
    setSizes((before) => ({ ...before, [pane]: value }));
  const keepPane = (pane: keyof PaneSizes) => (value: number) => savePaneSizes({ ...sizes, [pane]: value });
  const formHandle = wide ? (
    <PaneHandle
      label={t('Verify_Resize_Form')}
      value={sizes.form}
      min={PaneLimits.form[0]}
      max={PaneLimits.form[1]}
      direction={-1}
      onChange={setPane('form')}
      onCommit={keepPane('form')}
      testId="verify-handle-form"
    />
  ) : null;

  const document = opened.data?.document;
  return (
    <>
      <PageHeader title={t('Verify')} description={t('Verify_Info')} actions={<KeyHelp />} />
      <div
        className="ll-verify-layout"
        data-wide={wide || undefined}
        style={wide ? { gridTemplateColumns: `${sizes.list}px 8px minmax(0, 1fr)` } : undefined}
      >
        <VerifyList
          filter={filter}
          onFilter={setFilter}
          companies={companyOptions}
          query={list}
          selectedId={selectedId}
          userId={userId}
          onOpen={ask}
        />
        {wide && (
          <PaneHandle
            label={t('Verify_Resize_List')}
            value={sizes.list}
            min={PaneLimits.list[0]}
            max={PaneLimits.list[1]}
            direction={1}
            onChange={setPane('list')}
            onCommit={keepPane('list')}
            testId="verify-handle-list"
          />
        )}
        {!selectedId || gone ? (
          <Paper withBorder radius="md" p="sm">
            <Center py={60}>
              <Stack align="center" gap="xs" data-testid="verify-empty">
                <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                  <IconInbox size={26} />
                </ThemeIcon>
                <Text c="dimmed" size="sm">
                  {list.isPending ? t('Loading') : t('Verify_Nothing_To_Verify')}
                </Text>
              </Stack>
            </Center>
          </Paper>
        ) : opened.isPending || !document ? (
          <Paper withBorder radius="md" p="sm">
            <Center py={60}>
              <Loader size="sm" />
            </Center>
          </Paper>
        ) : (
          <VerifyWorkspace
            key={`${document.Id}-${opened.dataUpdatedAt}`}
            filterChanged={filterChanged}
            document={document}
            readOnly={opened.data?.readOnly ?? true}
            settings={settings.data}
            manualAdapter={company?.ErpAdapter === 'Manual'}
            width={wide ? sizes.form : null}
            onDone={moveOn}
            onGone={() => moveOn(null)}
            onOpen={(step) => ask(neighbourId(list.data ?? [], selectedId, step))}
            onChanged={onChanged}
            paneHandle={formHandle}
          />
        )}
      </div>
      <ConfirmationDialog
        opened={pendingId !== null}
        onCancel={() => setPendingId(null)}
        onConfirm={() => {
          changed.current = false;
          open(pendingId);
          setPendingId(null);
        }}
      >
        <Text size="sm">{t('Verify_Unsaved_Changes')}</Text>
      </ConfirmationDialog>
    </>
  );
}
