import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRecord } from '../../../domain/documents';
import { EInvoicePreviewForDocument } from '../../components/EInvoicePreview';
import { PageViewer } from './PageViewer';

type View = 'einvoice' | 'pages';

/** The document as seen: page images, and for an electronic invoice its readable preview first. */
export function DocumentVisual({
  document: doc,
  pageCount,
  renderedPageCount,
}: {
  document: DocumentRecord;
  pageCount: number;
  renderedPageCount: number;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('einvoice');
  if (!doc.IsElectronic)
    return <PageViewer document={doc} pageCount={pageCount} renderedPageCount={renderedPageCount} />;
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(value) => setView(value === 'pages' ? 'pages' : 'einvoice')}
        data={[
          { value: 'einvoice', label: t('Electronic_Invoice') },
          { value: 'pages', label: t('Page_Images') },
        ]}
        data-testid="visual-switch"
      />
      {view === 'einvoice' ? (
        <Paper withBorder radius="md" p="xs" data-testid="einvoice-preview-slot">
          <EInvoicePreviewForDocument documentId={doc.Id} />
        </Paper>
      ) : (
        <PageViewer document={doc} pageCount={pageCount} renderedPageCount={renderedPageCount} />
      )}
    </Stack>
  );
}
