import { Alert, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRecord, OverviewDocumentType } from '../../../../domain/documents';
import { useDocumentActions } from '../../../api/workflow';
import { ActionForm } from './ActionForm';
import { useDocumentLock } from './useDocumentLock';

/**
 * The workflow actions on the document detail (spec 001 §4): shown when the user may act, holding the
 * document's lock meanwhile. `onActed` moves on after an action (the next document, or the overview).
 */
export function ActionPanel({
  type,
  document,
  onActed,
}: {
  type: OverviewDocumentType;
  document: DocumentRecord;
  onActed: () => void;
}) {
  const { t } = useTranslation();
  const { data } = useDocumentActions(type, document.Id);
  const hasActions = (data?.Actions.length ?? 0) > 0;
  const heldByOther = useDocumentLock(document.Id, hasActions);
  const [stale, setStale] = useState(false);
  if (!data || !hasActions) return null;
  return (
    <Paper withBorder radius="md" p="xs" className="ll-doc-accent" data-testid="action-panel">
      <Text size="sm" fw={600} mb={6}>
        {t('Actions')}
      </Text>
      {stale && (
        <Alert
          color="yellow"
          variant="light"
          py={6}
          mb={8}
          icon={<IconRefresh size={16} />}
          data-testid="action-stale"
        >
          {t('Document_Updated_Reloaded')}
        </Alert>
      )}
      <ActionForm
        type={type}
        document={document}
        actions={data}
        disabled={heldByOther}
        onStale={() => setStale(true)}
        onActed={() => {
          setStale(false);
          onActed();
        }}
      />
    </Paper>
  );
}
