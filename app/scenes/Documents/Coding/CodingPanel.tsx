import './coding.css';
import { Alert, Button, Center, Group, Kbd, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceFloppy, IconLock, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeInvoice } from '../../../../domain/coding';
import type { OverviewDocumentType } from '../../../../domain/documents';
import { ApiError } from '../../../api/apiError';
import { useMessage } from '../../common/useMessage';
import { CodingGrid } from './CodingGrid';
import { CodingSummary } from './CodingSummary';
import { CodingTotals } from './CodingTotals';
import { OrderMatchView } from './OrderMatchView';
import { PostingTemplatePicker } from './PostingTemplatePicker';
import { refusalMessages, useCodeInvoice, useSaveCoding, useVatPercentages } from './useCoding';
import { useCodingDraft } from './useCodingDraft';

const StaleKey = 'Document_Is_Updated_By_Other_User';

/**
 * The coding panel of an invoice's detail (issue 11 §5): the editable line grid with its source and status, a
 * posting template to apply, the running totals against the invoice, the server's findings beside the lines and
 * the purchase-order match.
 */
export function CodingPanel({ type, documentId }: { type: OverviewDocumentType; documentId: string }) {
  const query = useCodeInvoice(type, documentId);
  // A company that does not code keeps the invoice's read lines only.
  if (query.data && hiddenFor.has(query.data.ReadOnlyReason ?? '')) return null;
  return (
    <Paper withBorder radius="md" p="xs" mt="sm" className="ll-doc-accent" data-testid="coding-section">
      <CodingContent query={query} />
    </Paper>
  );
}

const hiddenFor = new Set(['Coding_Not_Used', 'Coding_Not_An_Invoice']);

function CodingContent({ query }: { query: ReturnType<typeof useCodeInvoice> }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  if (query.isError)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={16} />}
        data-testid="coding-open-failed"
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('Could_Not_Open_Coding_Document')}</Text>
          <Button size="compact-xs" variant="default" onClick={() => void query.refetch()}>
            {t('Reload')}
          </Button>
        </Group>
      </Alert>
    );
  // A saved or reloaded coding starts the editing afresh.
  return (
    <CodingEditor
      key={`${query.data.LastUpdate}-${query.dataUpdatedAt}`}
      coding={query.data}
      onReload={() => void query.refetch()}
    />
  );
}

function CodingEditor({ coding, onReload }: { coding: CodeInvoice; onReload: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const vatPercentageOf = useVatPercentages(coding.CompanyId, coding.Lines);
  const draft = useCodingDraft(coding, vatPercentageOf);
  const save = useSaveCoding(coding.DocumentId);
  const [saveAsked, setSaveAsked] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const readOnly = coding.ReadOnlyReason !== null;
  const stale =
    save.error instanceof ApiError && save.error.status === 409 && save.error.message.startsWith(StaleKey);
  const refusals = save.error && !stale ? refusalMessages(save.error) : [];

  // Saving waits one render: the field being typed in commits its value on blur first.
  const askSave = () => {
    if (readOnly || save.isPending) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && panel.current?.contains(active)) active.blur();
    setSaveAsked((count) => count + 1);
  };
  useHotkeys([['mod+S', askSave]], []);
  const { mutate } = save;
  const input = draft.input;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new save request sends the lines
  useEffect(() => {
    if (saveAsked === 0) return;
    mutate(input());
  }, [saveAsked]);

  const documentErrors = coding.CodingErrors.filter((error) => error.LineId === null);
  return (
    <Stack gap="xs" ref={panel} data-testid="coding-panel" data-dirty={draft.dirty || undefined}>
      <CodingSummary coding={coding} />
      {readOnly && coding.ReadOnlyReason && (
        <Alert
          color="gray"
          variant="light"
          py={6}
          icon={<IconLock size={16} />}
          data-testid="coding-read-only"
        >
          {t(coding.ReadOnlyReason)}
        </Alert>
      )}
      {!readOnly && (
        <Group gap="sm" wrap="wrap">
          <PostingTemplatePicker
            companyId={coding.CompanyId}
            documentType={coding.DocumentType}
            value={draft.postingTemplateId}
            lineCount={draft.lines.length}
            disabled={readOnly}
            onApply={draft.applyTemplate}
          />
          {coding.AllowOverrideVatDeductible && (
            <Switch
              size="xs"
              label={t('Coding_Vat_Deductible')}
              checked={draft.isVatDeductible ?? coding.CompanyIsVatDeductible}
              onChange={(event) => draft.setVatDeductible(event.currentTarget.checked)}
              data-testid="coding-vat-deductible"
            />
          )}
        </Group>
      )}
      <div className="ll-coding-scroll">
        <CodingGrid
          fields={coding.Fields}
          lines={draft.lines}
          companyId={coding.CompanyId}
          errors={coding.CodingErrors}
          readOnly={readOnly}
          actions={draft}
        />
      </div>
      <CodingTotals lines={draft.lines} header={coding.Header} />
      {documentErrors.map((error) => (
        <Text
          key={error.Message}
          size="xs"
          c={error.IsWarning ? 'orange.7' : 'red.7'}
          data-testid="coding-document-error"
        >
          {message(error.Message)}
        </Text>
      ))}
      {stale && (
        <Alert
          color="yellow"
          variant="light"
          py={6}
          icon={<IconRefresh size={16} />}
          data-testid="coding-stale"
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('Coding_Stale')}</Text>
            <Button size="compact-xs" variant="default" onClick={onReload}>
              {t('Reload')}
            </Button>
          </Group>
        </Alert>
      )}
      {refusals.length > 0 && (
        <Alert
          color="red"
          variant="light"
          py={6}
          icon={<IconAlertTriangle size={16} />}
          data-testid="coding-refused"
        >
          {refusals.map((refusal) => (
            <Text key={refusal} size="sm">
              {message(refusal)}
            </Text>
          ))}
        </Alert>
      )}
      {!readOnly && (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Enter</Kbd> {t('Coding_Key_Down')} · <Kbd size="xs">Ctrl+Enter</Kbd>{' '}
            {t('Add_Line')} · <Kbd size="xs">Ctrl+D</Kbd> {t('Coding_Duplicate_Line')} ·{' '}
            <Kbd size="xs">Ctrl+Delete</Kbd> {t('Coding_Delete_Line')}
          </Text>
          <Button
            size="xs"
            leftSection={<IconDeviceFloppy size={14} />}
            rightSection={<Kbd size="xs">Ctrl+S</Kbd>}
            loading={save.isPending}
            onClick={askSave}
            data-testid="coding-save"
          >
            {t('Save')}
          </Button>
        </Group>
      )}
      {coding.PurchaseOrderMatch && <OrderMatchView match={coding.PurchaseOrderMatch} />}
    </Stack>
  );
}
