import { Alert, Kbd, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withDefaultText } from '../../../../domain/defaultTexts';
import type { DocumentRecord, OverviewDocumentType } from '../../../../domain/documents';
import { type ActionName, type AllowedAction, showSuggestedRoute } from '../../../../domain/workflow';
import { ApiError, messageOf } from '../../../api/apiError';
import { useCurrentUser } from '../../../api/currentUser';
import { type DocumentActions, useActionInformation, usePostAction } from '../../../api/workflow';
import { AmountEditor, ConfirmationDialog } from '../../../components';
import { translateMessage } from '../../../i18n/translateMessage';
import { actionLabel } from '../actionLabel';
import { ActionButtons } from './ActionButtons';
import { initialAction, isDestructive, type MissingField, missingField, offersNextUser } from './actionForm';
import { DefaultTextPicker } from './DefaultTextPicker';
import { NextUserSelect } from './NextUserSelect';
import { RouteRememberSelect } from './RouteRememberSelect';
import { type RouteRemember, reconcileAfterAction, rememberOf } from './routeReconcile';
import { useActionKeys } from './useActionKeys';

const StaleKey = 'Document_Is_Updated_By_Other_User';

type Props = {
  type: OverviewDocumentType;
  document: DocumentRecord;
  actions: DocumentActions;
  /** True while another user holds the lock: the panel is read-only. */
  disabled: boolean;
  onActed: () => void;
  /** The document changed under the user's hands (409); it is being reloaded. */
  onStale: () => void;
};

/** The allowed actions with the next user, remark and approval amount of the selected one. */
export function ActionForm({ type, document, actions, disabled, onActed, onStale }: Props) {
  const { t, i18n } = useTranslation();
  const allowed = actions.Actions;
  const [selectedName, setSelectedName] = useState<ActionName | null>(null);
  const selected =
    allowed.find((action) => action.Action === selectedName) ??
    initialAction(allowed, actions.SuggestedAction);
  const info = useActionInformation(type, document.Id, selected?.Action ?? null).data;
  const [chosenUser, setChosenUser] = useState<{ action: ActionName; id: string | null } | null>(null);
  const [typedRemark, setTypedRemark] = useState<string | null>(null);
  const [chosenAmount, setChosenAmount] = useState<number | null>(null);
  const [missing, setMissing] = useState<MissingField | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const post = usePostAction();
  const mayShareRoutes = useCurrentUser().data?.UserViewRights?.includes('SuggestionRoutes') === true;
  const [chosenRemember, setChosenRemember] = useState<RouteRemember | null>(null);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const userRef = useRef<HTMLDivElement>(null);

  const remark = typedRemark ?? info?.SuggestedRemark ?? '';
  const amount = chosenAmount ?? info?.ApprovalAmount ?? document.GrossAmount;
  // The user an action sends the document to: the one chosen for it, else the one proposed.
  const userFor = (action: AllowedAction) =>
    chosenUser?.action === action.Action
      ? chosenUser.id
      : action.Action === selected?.Action
        ? (info?.SuggestedUserId ?? action.SuggestedUserId)
        : action.SuggestedUserId;
  // The route this action's proposal came from; keeping its choice leaves it alone (spec 001 §4).
  const suggestedRoute = info?.Route ?? actions.Route;
  const remember = chosenRemember ?? rememberOf(suggestedRoute);
  const showsNextUser = selected ? offersNextUser(selected, userFor(selected), info?.UserIds ?? []) : false;

  // A field the action still needs takes the focus (the next-user field may appear just now).
  useEffect(() => {
    if (missing === 'remark') remarkRef.current?.focus();
    if (missing === 'nextUser') userRef.current?.querySelector('input')?.focus();
  }, [missing]);

  const submit = (action: AllowedAction) => {
    setConfirming(false);
    setRefusal(null);
    const performed = {
      DocumentId: document.Id,
      DocumentType: type,
      NextAction: action.Action,
      NextUserId: userFor(action),
      Remark: remark.trim(),
    };
    post.mutate(
      {
        ...performed,
        ApprovalAmount: action.NeedsApprovalAmount ? amount : null,
        LastInvoiceUpdate: actions.LastInvoiceUpdate,
      },
      {
        onSuccess: () => {
          void reconcileAfterAction(
            { ...performed, HasVendor: Boolean(document.RelationId) },
            remember,
            suggestedRoute,
          );
          onActed();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.message.startsWith(StaleKey))
            onStale();
          else setRefusal(messageOf(error));
        },
      },
    );
  };

  // A click or shortcut: performs the action, or first asks for what it still needs.
  const request = (name: ActionName) => {
    const action = allowed.find((candidate) => candidate.Action === name);
    if (!action || disabled || post.isPending) return;
    if (name !== selected?.Action) {
      setSelectedName(name);
      setRefusal(null);
    }
    const lacking = missingField(action, { nextUserId: userFor(action), remark });
    setMissing(lacking);
    if (lacking) return;
    if (isDestructive(action)) setConfirming(true);
    else submit(action);
  };

  useActionKeys(
    allowed.map((action) => action.Action),
    !disabled && !confirming,
    { request, performSelected: () => selected && request(selected.Action) },
  );

  return (
    <Stack gap={8}>
      <ActionButtons
        actions={allowed}
        selected={selected?.Action ?? null}
        disabled={disabled || post.isPending}
        onRequest={request}
      />
      {selected && showsNextUser && (
        <div ref={userRef}>
          <NextUserSelect
            recipients={info?.UserIds ?? []}
            value={userFor(selected)}
            onChange={(id) => {
              setChosenUser({ action: selected.Action, id });
              if (id) setMissing(null);
            }}
            required={selected.NeedsNextUser}
            error={missing === 'nextUser' ? t('Action_Next_User_Required') : null}
          />
        </div>
      )}
      <DefaultTextPicker
        companyId={document.CompanyId}
        action={selected?.Action ?? null}
        disabled={disabled}
        onPick={(text) => {
          setTypedRemark(withDefaultText(remark, text));
          if (missing === 'remark') setMissing(null);
          remarkRef.current?.focus();
        }}
      />
      <Textarea
        ref={remarkRef}
        size="xs"
        label={selected?.NeedsRemark ? `${t('Action_Remark')} *` : t('Action_Remark')}
        rows={2}
        resize="vertical"
        value={remark}
        disabled={disabled}
        error={missing === 'remark' ? t('Action_Remark_Required') : null}
        onChange={(event) => {
          setTypedRemark(event.currentTarget.value);
          if (missing === 'remark') setMissing(null);
        }}
        data-testid="action-remark"
      />
      {selected?.NeedsApprovalAmount && (
        <AmountEditor
          label={t('Approval_Amount')}
          value={amount}
          onChange={setChosenAmount}
          disabled={disabled}
          data-testid="action-approval-amount"
        />
      )}
      <RouteRememberSelect
        value={remember}
        onChange={setChosenRemember}
        mayShare={mayShareRoutes}
        suggested={showSuggestedRoute(actions.Route, info?.Route ?? null) ? (info?.Route ?? null) : null}
        recipients={info?.UserIds ?? []}
        disabled={disabled}
      />
      {selected && (
        <Text size="xs" c="dimmed" data-testid="action-perform-hint">
          <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> {actionLabel(t, selected.Action)}
        </Text>
      )}
      {refusal && (
        <Alert color="red" variant="light" py={6} data-testid="action-refusal">
          {translateMessage(t, (key) => i18n.exists(key), refusal)}
        </Alert>
      )}
      {selected && (
        <ConfirmationDialog
          opened={confirming}
          title={actionLabel(t, selected.Action)}
          onConfirm={() => submit(selected)}
          onCancel={() => setConfirming(false)}
        >
          <Text size="sm">{t('Action_Confirm_Text')}</Text>
          {remark.trim() && (
            <Text size="sm" fs="italic" c="dimmed">
              {remark.trim()}
            </Text>
          )}
        </ConfirmationDialog>
      )}
    </Stack>
  );
}
