import { Alert, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { ApiError } from '../../api/apiError';
import { type HeldSource, type NextSourceFilter, useDeleteSource, useSaveSplit } from '../../api/intake';
import { reportError } from '../../api/queryClient';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { oneOf } from '../common/options';
import { DeletedTray } from './DeletedTray';
import { DocumentGroup, type GroupHandlers } from './DocumentGroup';
import { PageImage } from './PageThumb';
import { SourceHeader } from './SourceHeader';
import { SplitterToolbar } from './SplitterToolbar';
import * as split from './splitState';
import { belongsElsewhere, commandFor, type SplitterCommand } from './splitterKeys';

const StaleSource = 'Document_Is_Updated_By_Other_User';

/** The key of the document holding a page. */
const documentOf = (state: split.SplitState, pageId: string | null) =>
  pageId ? state.documents[split.locate(state, pageId)?.documentIndex ?? -1]?.key : undefined;

/** The open source: its documents to split, join, reorder, rotate and delete pages in, and save. */
export function SplitterWorkspace({
  held,
  next,
  companies,
  sessionReadOnly,
  onDone,
  onReload,
  onChanged,
}: {
  held: HeldSource;
  /** The queue's filters: the next source is chosen among them. */
  next: NextSourceFilter;
  companies: { value: string; label: string }[];
  sessionReadOnly: boolean;
  /** After a save or delete: the next source to open (null: none). */
  onDone: (nextId: string | null) => void;
  onReload: () => void;
  onChanged: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { source, heldBy } = held;
  const initial = useMemo(() => split.fromSource(source), [source]);
  const [state, setState] = useState(initial);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveSplit();
  const remove = useDeleteSource();
  const readOnly = sessionReadOnly || heldBy !== null;
  const changed = split.isChanged(initial, state);
  const focus = state.focus;
  const busy = save.isPending || remove.isPending;

  useEffect(() => onChanged(changed), [changed, onChanged]);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
  useEffect(() => {
    if (focus)
      document
        .querySelector(`[data-page-id="${focus}"]`)
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [focus]);

  const saveSplit = async () => {
    const body = split.toSaveInput(state, source);
    if ('missingCompany' in body) {
      popups.add({ Message: 'Splitter_Company_Required', Icon: 'close', OnlyIfUnique: true });
      return;
    }
    try {
      const result = await save.mutateAsync({ input: body.input, next });
      popups.add({ Message: `Splitter_Documents_Created%%${result.DocumentIds.length}`, Icon: 'check' });
      onChanged(false);
      onDone(result.NextId);
    } catch (error) {
      reportError(error);
      if (error instanceof ApiError && error.status === 409 && error.message.startsWith(StaleSource))
        onReload();
    }
  };
  const deleteSource = async () => {
    setConfirmDelete(false);
    const result = await remove.mutateAsync({ id: source.Id, next });
    onChanged(false);
    onDone(result.NextId);
  };

  const run = (command: SplitterCommand) => {
    if (command.kind === 'focus') return setState((current) => split.moveFocus(current, command.step));
    if (readOnly || busy) return;
    if (command.kind === 'save') return void saveSplit();
    if (command.kind === 'deleteSource') return setConfirmDelete(true);
    if (!focus) return;
    setState((current) => {
      switch (command.kind) {
        case 'split':
          return split.splitBefore(current, focus);
        case 'join':
          return split.joinWithPrevious(current, focus);
        case 'rotate':
          return split.rotatePage(current, focus, command.degrees);
        case 'deletePage':
          return split.deletePage(current, focus);
        case 'move':
          return split.movePage(current, focus, command.direction);
      }
    });
  };
  const runRef = useRef(run);
  runRef.current = run;
  const dialogOpen = confirmDelete;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen || belongsElsewhere(event.target)) return;
      const command = commandFor(event);
      if (!command) return;
      event.preventDefault();
      runRef.current(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen]);

  const handlers: GroupHandlers = {
    onFocus: (pageId) => setState((current) => ({ ...current, focus: pageId })),
    onDrop: (pageId, documentKey, position) =>
      setState((current) => split.movePageTo(current, pageId, documentKey, position)),
    onChange: (documentKey, change) =>
      setState((current) => split.updateDocument(current, documentKey, change)),
  };
  const focused = split.pagesInOrder(state).find((page) => page.Id === focus) ?? null;
  const noPage = readOnly || busy || !focused;
  let firstPage = 1;

  const actions = (
    <SplitterToolbar
      run={run}
      pageDisabled={noPage}
      sourceDisabled={readOnly || busy}
      saveDisabled={readOnly || state.documents.length === 0}
      saving={save.isPending}
      onDeleteSource={() => setConfirmDelete(true)}
      onSave={() => void saveSplit()}
    />
  );

  return (
    <Stack gap="sm" data-testid="splitter-workspace" data-changed={changed || undefined}>
      <SourceHeader source={source} actions={actions} />
      {heldBy !== null && (
        <Alert color="yellow" variant="light" py={6} data-testid="splitter-held">
          {t('Splitter_Held_By', { 0: heldBy })}
        </Alert>
      )}
      <div className="ll-split-body">
        <Stack gap="xs" className="ll-split-documents">
          {state.documents.length === 0 && (
            <Text size="sm" c="dimmed" py="md" ta="center">
              {t(state.deleted.length > 0 ? 'Splitter_All_Pages_Deleted' : 'Splitter_No_Pages')}
            </Text>
          )}
          {state.documents.map((document, index) => {
            const start = firstPage;
            firstPage += document.Pages.length;
            return (
              <DocumentGroup
                key={document.key}
                document={document}
                number={index + 1}
                firstPageNumber={start}
                focus={focus}
                companies={companies}
                readOnly={readOnly}
                handlers={handlers}
              />
            );
          })}
          <DeletedTray
            pages={state.deleted}
            readOnly={readOnly}
            onRestore={(pageId) =>
              setState((current) =>
                // Back into the document of the focused page, else the last one.
                split.restorePage(
                  current,
                  pageId,
                  {
                    DocumentType: oneOf(OverviewDocumentTypes, source.DocumentType) ?? 'PurchaseInvoice',
                    CompanyId: source.CompanyId,
                  },
                  documentOf(current, current.focus),
                ),
              )
            }
          />
        </Stack>
        <div className="ll-split-preview" data-testid="split-preview">
          {focused ? (
            <div className="ll-split-preview-frame">
              <PageImage page={focused} alt={t('Splitter_Preview')} />
            </div>
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              {t('Splitter_No_Page_Focused')}
            </Text>
          )}
        </div>
      </div>
      <ConfirmationDialog
        opened={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void deleteSource()}
      >
        <Text size="sm">{t('Splitter_Delete_Source_Confirm', { 0: source.SourceNumber })}</Text>
      </ConfirmationDialog>
    </Stack>
  );
}
