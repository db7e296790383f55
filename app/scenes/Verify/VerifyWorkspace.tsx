import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconLock, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDateOf } from '../../../domain/date';
import { relationPartyOf } from '../../../domain/documents/relationParty';
import type { RecognizedFields } from '../../../domain/recognition/types';
import type { DuplicateSuspect, VerifyDocument, VerifySettings } from '../../../domain/verify/types';
import { validateVerifyHeader } from '../../../domain/verify/validateVerify';
import { ApiError } from '../../api/apiError';
import { reportError } from '../../api/queryClient';
import {
  duplicatesOf,
  useDeleteVerify,
  useRecognizedFields,
  useSaveVerify,
  useVerifyPages,
  useVerifyRelation,
  useVerifyWords,
} from '../../api/verify';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { DuplicatePanel } from './DuplicatePanel';
import { focusField, useFieldPicks } from './useFieldPicks';
import { VerifyHeaderForm } from './VerifyHeaderForm';
import { VerifyViewer } from './VerifyViewer';
import { type VerifyCommand, verifyCommandFor } from './verifyKeys';
import {
  correctionsOf,
  type FormField,
  FormFields,
  firstFieldToCheck,
  formOf,
  isFormChanged,
  problemsByField,
  RecognizedFieldOf,
  rotatedPages,
  type VerifyForm,
} from './verifyModel';

const Stale = 'Document_Is_Updated_By_Other_User';
const nothingRead: RecognizedFields = {};

export { focusField };

/**
 * Whether the cursor may be put in the form when a document opens: not while the verifier is typing somewhere else
 * (the list's filters), which would send the rest of their keystrokes into the invoice, nor when they went on to
 * another of the list's filters while it loaded (from the company to the oldest-first switch): the next key is meant
 * for that one. The filter they changed last, which opened this document, hands the cursor on.
 */
function mayPlaceCursor(filterChanged: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (active.closest('[data-testid="verify-workspace"]')) return true;
  const typing = active.matches(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select, [contenteditable="true"]',
  );
  if (typing) return false;
  return !active.closest('.ll-verify-filters') || active === filterChanged;
}

/**
 * The open document: its pages with the recognised boxes and the header form. Ctrl+S / Ctrl+Enter saves,
 * Ctrl+Delete deletes after confirmation, Esc puts back what was loaded; Alt+↓/↑ is handled by the page.
 */
export function VerifyWorkspace({
  document: doc,
  readOnly,
  settings,
  manualAdapter,
  width,
  onDone,
  onGone,
  onOpen,
  onChanged,
  paneHandle,
  filterChanged,
}: {
  document: VerifyDocument;
  readOnly: boolean;
  settings: VerifySettings | undefined;
  manualAdapter: boolean;
  /** The form pane's width in pixels (null: as wide as the screen, stacked). */
  width: number | null;
  /** Saved or deleted: the server's proposal for the next document. */
  onDone: (nextId: string | null) => void;
  /** The document changed under us (someone else saved it): show the notice and move on. */
  onGone: () => void;
  onOpen: (step: 1 | -1) => void;
  onChanged: (changed: boolean) => void;
  paneHandle: React.ReactNode;
  /** The list filter the verifier changed last (the control, as focused then): it may hand the cursor on. */
  filterChanged?: { readonly current: Element | null };
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => formOf(doc), [doc]);
  const [form, setForm] = useState(initial);
  const [vendorName, setVendorName] = useState(doc.RelationName);
  const [turns, setTurns] = useState<Record<string, number>>({});
  const [confirm, setConfirm] = useState<null | 'delete' | { duplicates: DuplicateSuspect[] }>(null);
  const [blockedBy, setBlockedBy] = useState<DuplicateSuspect[] | null>(null);
  const fields = useRecognizedFields(doc.Id);
  const pages = useVerifyPages(doc.SourceDocumentId);
  // Asked for once the pointer comes over the page: a keyboard-only verifier never makes the server read them.
  const [wantWords, setWantWords] = useState(false);
  const words = useVerifyWords(wantWords && !readOnly ? doc.Id : null);
  const vendor = useVerifyRelation(relationPartyOf(doc.DocumentType), form.RelationId);
  const save = useSaveVerify();
  const remove = useDeleteVerify();
  const recognized = fields.data?.Fields ?? nothingRead;
  const busy = save.isPending || remove.isPending;
  const picking = useFieldPicks(
    (change) => setForm((before) => ({ ...before, ...change })),
    readOnly || busy,
  );
  const { focused } = picking;
  const changed = isFormChanged(initial, form) || rotatedPages(turns).length > 0;
  const today = isoDateOf(new Date());

  const check = (header: VerifyForm) => (settings ? validateVerifyHeader(header, settings, { today }) : []);
  const errors = check(form);
  const problems = problemsByField(errors);

  useEffect(() => onChanged(changed), [changed, onChanged]);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  // When the document and what was read are in, the cursor goes to the first field that needs a look.
  const shown = useMemo(
    () =>
      FormFields.filter((field) => {
        if (field === 'Description') return Boolean(settings?.UseVerifyDescription);
        if (doc.DocumentType !== 'PackingSlip') return true;
        return ['RelationId', 'Number', 'Date', 'PurchaseOrderNumber', 'Comment'].includes(field);
      }),
    [settings?.UseVerifyDescription, doc.DocumentType],
  );
  const placed = useRef(false);
  useEffect(() => {
    if (placed.current || fields.isPending || readOnly) return;
    placed.current = true;
    const field = firstFieldToCheck(fields.data?.Fields, initial, shown);
    // After the form has rendered its inputs.
    requestAnimationFrame(() => {
      if (mayPlaceCursor(filterChanged?.current ?? null)) focusField(field);
    });
  }, [fields.isPending, fields.data, initial, shown, readOnly, filterChanged]);

  const formRef = useRef(form);
  formRef.current = form;

  const send = async (ignoreDuplicates: boolean) => {
    const current = formRef.current;
    const first = check(current).find((result) => !result.warning);
    if (settings?.OnlySaveIfValid && first) {
      popups.add({ Message: first.message, Icon: 'close', OnlyIfUnique: true });
      focusField(first.Field as FormField);
      return;
    }
    try {
      const result = await save.mutateAsync({
        type: doc.DocumentType,
        body: {
          Id: doc.Id,
          LastUpdate: doc.LastUpdate,
          CompanyId: doc.CompanyId,
          ...current,
          IbanNumber: current.IbanNumber.replace(/\s/g, '').toUpperCase(),
          RotatedPages: rotatedPages(turns),
          IgnoreDuplicates: ignoreDuplicates,
          Corrections: correctionsOf(initial, current, recognized, picking.picks),
        },
      });
      popups.add({ Message: result?.Message ?? 'Verify_Document_Saved', Icon: 'check' });
      onChanged(false);
      onDone(result?.NextId ?? null);
    } catch (error) {
      if (error instanceof ApiError && error.message.startsWith('Verify_Possible_Duplicate')) {
        setConfirm({ duplicates: duplicatesOf(error) });
        return;
      }
      if (error instanceof ApiError && error.message.startsWith('Verify_Duplicate_Document')) {
        setBlockedBy(duplicatesOf(error));
      }
      reportError(error);
      if (
        error instanceof ApiError &&
        (error.status === 409 || error.status === 423) &&
        error.message.startsWith(Stale)
      )
        onGone();
    }
  };
  const saveNow = () => {
    // A field being typed in commits on blur: let it, then send what the form holds.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('[data-testid="verify-form"]')) active.blur();
    requestAnimationFrame(() => void send(false));
  };
  const deleteNow = async () => {
    setConfirm(null);
    await remove.mutateAsync(doc.Id);
    onChanged(false);
    onDone(null);
  };

  const run = (command: VerifyCommand) => {
    if (command.kind === 'open') return onOpen(command.step);
    if (readOnly || busy) return;
    if (command.kind === 'save') return saveNow();
    if (command.kind === 'delete') return setConfirm('delete');
    if (command.kind === 'cancel') {
      setForm(initial);
      setTurns({});
      picking.clearPicks();
      setVendorName(doc.RelationName);
    }
  };
  const runRef = useRef(run);
  runRef.current = run;
  const dialogOpen = confirm !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"]')) return;
      const command = verifyCommandFor(event);
      if (!command) return;
      // Esc inside a field belongs to the field (it puts back its own text); elsewhere it puts back the document.
      if (command.kind === 'cancel' && target?.closest('input, textarea, [role="listbox"]')) return;
      event.preventDefault();
      runRef.current(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen]);

  const duplicates = blockedBy ?? doc.Duplicates;
  const focusedName = focused ? (RecognizedFieldOf[focused] ?? null) : null;
  const targetPick = picking.target ? (picking.picks[picking.target] ?? null) : null;
  const vendorIbans = [...(vendor.data?.IbanNumbers ?? []), ...doc.Ibans];

  return (
    <div
      className="ll-verify-work"
      data-testid="verify-workspace"
      data-document-id={doc.Id}
      data-changed={changed || undefined}
    >
      <VerifyViewer
        pages={pages.data ?? []}
        loading={pages.isPending}
        fields={recognized}
        focused={focusedName}
        words={readOnly ? [] : (words.data ?? [])}
        onPick={picking.pick}
        onWantWords={() => setWantWords(true)}
        picked={targetPick}
        turns={turns}
        onTurn={(pageId) => setTurns((before) => ({ ...before, [pageId]: (before[pageId] ?? 0) + 90 }))}
      />
      {paneHandle}
      <Paper
        withBorder
        radius="md"
        p="xs"
        className="ll-verify-side"
        style={width ? { width } : undefined}
        data-testid="verify-side"
      >
        <div className="ll-verify-side-scroll">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" truncate="end" data-testid="verify-title">
                  {vendorName || t('Verify_Unknown_Vendor')} {form.Number && `· ${form.Number}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`Verify_Read_By_${fields.data?.ReadBy ?? 'Nothing'}`)}
                  {doc.RecognitionStatus === 'Pending' && ` · ${t('Verify_Recognition_Pending')}`}
                  {doc.RecognitionStatus === 'Failed' && ` · ${t('Verify_Recognition_Failed')}`}
                </Text>
              </Stack>
              {doc.Score !== null && (
                <Badge
                  variant="light"
                  size="sm"
                  color={doc.Score >= 0.85 ? 'teal' : 'gray'}
                  style={{ flexShrink: 0, overflow: 'visible' }}
                >
                  {t('Verify_Score', { 0: Math.round(doc.Score * 100) })}
                </Badge>
              )}
            </Group>
            {readOnly && doc.BlockedByUserName && (
              <Alert
                color="yellow"
                variant="light"
                py={6}
                icon={<IconLock size={16} />}
                data-testid="verify-held"
              >
                {t('Verify_Held_By', { 0: doc.BlockedByUserName })}
              </Alert>
            )}
            <DuplicatePanel suspects={duplicates} blocking={blockedBy !== null} />
            <VerifyHeaderForm
              document={doc}
              form={form}
              onChange={(change, name) => {
                setForm((before) => ({ ...before, ...change }));
                if (name !== undefined) setVendorName(name);
              }}
              recognized={recognized}
              settings={settings}
              problems={problems}
              readOnly={readOnly || busy}
              onFocusField={picking.onFocusField}
              vendorIbans={vendorIbans}
              manualAdapter={manualAdapter}
            />
          </Stack>
        </div>
        <Group justify="space-between" gap="xs" className="ll-verify-side-footer">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={readOnly || busy}
            onClick={() => setConfirm('delete')}
            data-testid="verify-delete"
          >
            {t('Delete')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={14} />}
            disabled={readOnly}
            loading={save.isPending}
            onClick={saveNow}
            data-testid="verify-save"
          >
            {t('Verify_Save')}
          </Button>
        </Group>
      </Paper>
      <ConfirmationDialog
        opened={confirm === 'delete'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void deleteNow()}
      >
        <Text size="sm">{t('Verify_Delete_Confirm')}</Text>
      </ConfirmationDialog>
      <ConfirmationDialog
        opened={confirm !== null && confirm !== 'delete'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          void send(true);
        }}
      >
        <Stack gap="xs" data-testid="verify-duplicate-confirm">
          <Text size="sm">{t('Verify_Possible_Duplicate')}</Text>
          <DuplicatePanel suspects={confirm !== null && confirm !== 'delete' ? confirm.duplicates : []} />
        </Stack>
      </ConfirmationDialog>
    </div>
  );
}
