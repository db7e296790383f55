import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/translateMessage';
import type { BulkRefusal } from './bulkRefusal';

/** A refused bulk action: how many documents cannot take it and, per document, why; nothing was changed. */
export function BulkRefusalAlert({ refusal, onClose }: { refusal: BulkRefusal; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const translate = (message: string) => translateMessage(t, (key) => i18n.exists(key), message);
  return (
    <Alert
      color="red"
      variant="light"
      py={6}
      withCloseButton
      onClose={onClose}
      closeButtonLabel={t('Close')}
      data-testid="bulk-refusal"
    >
      <Text size="sm" fw={600}>
        {refusal.documents.length > 0
          ? t('Bulk_Documents_Refused', { 0: refusal.documents.length })
          : translate(refusal.message)}
      </Text>
      {refusal.documents.length > 0 && (
        <List size="sm" spacing={2} mt={4}>
          {refusal.documents.map((document) => (
            <List.Item key={document.id} data-testid="bulk-refusal-document">
              <Text span size="sm" fw={600}>
                {document.number}
              </Text>
              {`: ${translate(document.reason)}`}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
