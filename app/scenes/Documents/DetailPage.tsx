import './documents.css';
import { Alert, Badge, Center, Grid, Loader, Paper, Stack, Tabs } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { OverviewDocumentType } from '../../../domain/documents';
import { usePresentOthers } from '../../live/hooks';
import { PresenceAvatars } from '../../live/PresenceAvatars';
import { ActionPanel } from './ActionPanel/ActionPanel';
import { AttachmentsList } from './AttachmentsList';
import { BankAccountAlert } from './BankAccountAlert';
import { CodingPanel } from './Coding/CodingPanel';
import { DetailToolbar } from './DetailToolbar';
import { DocumentFacts } from './DocumentFacts';
import { DocumentVisual } from './DocumentVisual';
import { DocumentTypeLooks } from './documentTypes';
import { HistoryList } from './HistoryList';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { LedgerEntryLookup } from './LedgerEntryLookup';
import { LinkedDocuments } from './LinkedDocuments/LinkedDocuments';
import { LockNotice } from './LockNotice';
import { useDocumentWalk } from './useDocumentWalk';
import { useWalkKeys } from './useWalkKeys';

/** The detail route of a document type: by id, or looked up by company and ledger entry number. */
export function DetailPage({ type }: { type: OverviewDocumentType }) {
  const { documentId } = useParams();
  if (!documentId) return <LedgerEntryLookup type={type} />;
  return <DocumentView type={type} id={documentId} />;
}

function count(value: number) {
  return value > 0 ? (
    <Badge size="xs" variant="light" color="gray" circle>
      {value}
    </Badge>
  ) : null;
}

function DocumentView({ type, id }: { type: OverviewDocumentType; id: string }) {
  const { t } = useTranslation();
  const look = DocumentTypeLooks[type];
  const walk = useDocumentWalk(type, id);
  useWalkKeys(walk);
  const others = usePresentOthers({ DocumentId: id });
  const detail = walk.detail;
  if (!detail) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const doc = detail.Document;

  return (
    <div
      style={{ '--ll-accent': `var(--mantine-color-${look.color}-6)` } as CSSProperties}
      data-testid="document-detail"
      data-id={doc.Id}
    >
      <DetailToolbar
        look={look}
        detail={detail}
        onBack={walk.back}
        onNext={walk.next}
        onPrevious={walk.previous}
        presence={<PresenceAvatars users={others} />}
      />
      {walk.remote !== 'latest' && (
        <Alert
          color={walk.remote === 'not-in-filter' ? 'orange' : 'blue'}
          mb="sm"
          data-testid="detail-remote"
        >
          {walk.remote === 'not-in-filter' ? t('Live_Document_Not_In_Filter') : t('Live_Document_Not_Latest')}
        </Alert>
      )}
      <LockNotice key={doc.Id} documentId={doc.Id} />
      <BankAccountAlert detail={detail} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <DocumentVisual
            key={doc.Id}
            document={doc}
            pageCount={detail.PageCount}
            renderedPageCount={detail.RenderedPageCount}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            <DocumentFacts document={doc} matchKey={detail.RelationMatchKey} />
            <ActionPanel
              key={doc.Id}
              type={type}
              document={doc}
              onActed={detail.NextId ? walk.next : walk.back}
            />
            {doc.DocumentType !== 'SalesInvoice' && <LinkedDocuments key={doc.Id} document={doc} />}
            <Paper withBorder radius="md" p="xs" className="ll-doc-accent">
              <Tabs defaultValue="lines" keepMounted={false}>
                <Tabs.List>
                  <Tabs.Tab
                    value="lines"
                    rightSection={count(detail.InvoiceLines.length)}
                    data-testid="tab-lines"
                  >
                    {t('Invoice_Lines')}
                  </Tabs.Tab>
                  <Tabs.Tab
                    value="history"
                    rightSection={count(detail.History.length)}
                    data-testid="tab-history"
                  >
                    {t('History')}
                  </Tabs.Tab>
                  <Tabs.Tab
                    value="attachments"
                    rightSection={count(detail.Attachments.length)}
                    data-testid="tab-attachments"
                  >
                    {t('Attachments')}
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="lines" pt="xs">
                  <InvoiceLinesTable
                    lines={detail.InvoiceLines}
                    columns={detail.InvoiceLineColumns}
                    packingSlip={doc.DocumentType === 'PackingSlip'}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="history" pt="xs">
                  <HistoryList entries={detail.History} />
                </Tabs.Panel>
                <Tabs.Panel value="attachments" pt="xs">
                  <AttachmentsList attachments={detail.Attachments} />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      {doc.DocumentType !== 'PackingSlip' && <CodingPanel key={doc.Id} type={type} documentId={doc.Id} />}
    </div>
  );
}
