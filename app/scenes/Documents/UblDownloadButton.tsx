import { Button, Tooltip } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../domain/documents';
import { fetchUbl } from '../../api/erpExport';
import { reportError } from '../../api/queryClient';
import { saveBlob } from './download';

/** Whether a document has a UBL invoice to offer: an invoice, coded (its lines valid) or posted. */
export function offersUbl(detail: DocumentDetail): boolean {
  const document = detail.Document;
  return (
    document.DocumentType !== 'PackingSlip' &&
    detail.InvoiceLines.length > 0 &&
    (document.IsPosted || document.CodingStatus === 'Valid')
  );
}

/** Downloads the document as a UBL 2.1 invoice carrying its coding, for a bookkeeping package. */
export function UblDownloadButton({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  if (!offersUbl(detail)) return null;
  const download = () => {
    setDownloading(true);
    fetchUbl(detail.Document.Id)
      .then((file) => saveBlob(file.blob, file.fileName))
      .catch(reportError)
      .finally(() => setDownloading(false));
  };
  return (
    <Tooltip label={t('Download_Ubl_Info')} withinPortal multiline w={260}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileCode size={14} />}
        loading={downloading}
        onClick={download}
        data-testid="download-ubl"
      >
        {t('Download_Ubl')}
      </Button>
    </Tooltip>
  );
}
