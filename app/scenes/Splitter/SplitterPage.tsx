import { Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SplitterPageSize } from '../../../domain/intake/source';
import { useCompanies } from '../../api/companies';
import { useCurrentUser } from '../../api/currentUser';
import {
  type SplitterQueueFilter,
  unblockSources,
  unblockSourcesOnLeave,
  useSplitterQueue,
  useSplitterSource,
} from '../../api/intake';
import { ConfirmationDialog } from '../../components';
import { useLiveEvent, usePresenceOpen } from '../../live/hooks';
import { byColleague } from '../../live/live';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { PageHeader } from '../common/PageHeader';
import { SplitterQueue } from './SplitterQueue';
import { SplitterWorkspace } from './SplitterWorkspace';
import './splitter.css';

/** /splitter: the queue of sources waiting to be split, and the open source (spec 001 §4). */
export function SplitterPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const readOnly = useIsReadOnly();
  const user = useCurrentUser();
  const companies = useCompanies();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const [filter, setFilter] = useState<SplitterQueueFilter>({
    oldestFirst: true,
    maximumCount: SplitterPageSize.first,
  });
  const queue = useSplitterQueue(filter);
  const held = useSplitterSource(selectedId, !readOnly);
  const changed = useRef(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const companyOptions = useMemo(
    () =>
      (companies.data ?? []).map((company) => ({
        value: company.Id,
        label: company.DisplayName || company.Name,
      })),
    [companies.data],
  );

  const open = useCallback(
    (id: string | null) => setParams(id ? { id } : {}, { replace: true }),
    [setParams],
  );
  const ask = (id: string) => {
    if (id === selectedId) return;
    if (changed.current) setPendingId(id);
    else open(id);
  };
  const onChanged = useCallback((next: boolean) => {
    changed.current = next;
  }, []);

  // Nothing open: the first source nobody else holds opens by itself (not one just saved or deleted).
  const userId = user.data?.Id;
  const finished = useRef(new Set<string>());
  useEffect(() => {
    if (selectedId || !queue.data || queue.isFetching) return;
    const first = queue.data.find(
      (source) => !finished.current.has(source.Id) && (!source.IsBlocked || source.CurrentUserId === userId),
    );
    if (first) open(first.Id);
  }, [selectedId, queue.data, queue.isFetching, userId, open]);

  // Leaving the screen or the page releases the sources this user holds.
  useEffect(() => {
    if (readOnly) return;
    window.addEventListener('pagehide', unblockSourcesOnLeave);
    return () => {
      window.removeEventListener('pagehide', unblockSourcesOnLeave);
      void unblockSources().catch(() => undefined);
    };
  }, [readOnly]);

  const reload = () => void client.resetQueries({ queryKey: ['splitter'] });

  // A colleague changed the open source (live event): say so and load it as it is now (spec 002 §4).
  usePresenceOpen({ SourceId: held.data ? selectedId : null });
  useLiveEvent((event) => {
    if (event.Event !== 'SourceUpdated' || !selectedId || event.SourceId !== selectedId) return;
    if (!byColleague(event, userId)) return;
    popups.add({
      Message: 'Document_Is_Updated_By_Other_User',
      Icon: 'info',
      OnlyIfUnique: true,
      Duration: 6,
    });
    changed.current = false;
    void client.invalidateQueries({ queryKey: ['splitter', 'source', selectedId] });
  });

  return (
    <>
      <PageHeader title={t('Splitter')} description={t('Splitter_Info')} />
      <div className="ll-split-layout">
        <SplitterQueue
          filter={filter}
          onFilter={setFilter}
          companies={companyOptions}
          selectedId={selectedId}
          userId={userId}
          onOpen={ask}
        />
        <Paper withBorder radius="md" p="sm" className="ll-split-main">
          {!selectedId ? (
            <Center py={60}>
              <Stack align="center" gap="xs" data-testid="splitter-empty">
                <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                  <IconInbox size={26} />
                </ThemeIcon>
                <Text c="dimmed" size="sm">
                  {queue.isPending ? t('Loading') : t('Splitter_Nothing_To_Split')}
                </Text>
              </Stack>
            </Center>
          ) : held.isPending ? (
            <Center py={60}>
              <Loader size="sm" />
            </Center>
          ) : held.isError || !held.data ? (
            <Center py={60}>
              <Text c="dimmed" size="sm">
                {t('Splitter_Source_Unavailable')}
              </Text>
            </Center>
          ) : (
            <SplitterWorkspace
              key={`${held.data.source.Id}-${held.dataUpdatedAt}`}
              held={held.data}
              next={{ companyId: filter.companyId, documentType: filter.documentType }}
              companies={companyOptions}
              sessionReadOnly={readOnly}
              onDone={(nextId) => {
                changed.current = false;
                if (selectedId) finished.current.add(selectedId);
                open(nextId);
              }}
              onReload={reload}
              onChanged={onChanged}
            />
          )}
        </Paper>
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
        <Text size="sm">{t('Splitter_Unsaved_Changes')}</Text>
      </ConfirmationDialog>
    </>
  );
}
