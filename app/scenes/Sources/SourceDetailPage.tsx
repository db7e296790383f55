import { Alert, Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconRefresh, IconScissors, IconTrashX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  downloadOriginal,
  useDeleteSource,
  useRetrySource,
  useSource,
  useSourcePages,
} from '../../api/intake';
import { ConfirmationDialog } from '../../components';
import { useIsReadOnly } from '../../session/sessionStore';
import { NotFoundState } from '../common/NotFoundState';
import { PageHeader } from '../common/PageHeader';
import { useMessage } from '../common/useMessage';
import { saveBlob } from '../Documents/download';
import { PageImage } from '../Splitter/PageThumb';
import { dateTime } from '../Splitter/sourceText';
import '../Splitter/splitter.css';
import { SourceStatusBadge } from './SourceStatusBadge';
import { documentPath, overviewBase } from './sourcePaths';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

/** /sources/:id and /source-overview/:id: one source, its pages, originals and the documents made from it. */
export function SourceDetailPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const { id } = useParams();
  const { base, title } = overviewBase(useLocation().pathname);
  const readOnly = useIsReadOnly();
  const source = useSource(id);
  const pages = useSourcePages(id);
  const retry = useRetrySource();
  const remove = useDeleteSource();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (source.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!source.data) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t('Source_Not_Found')}
        backTo={base}
        backLabel={t(title)}
      />
    );
  }
  const data = source.data;
  const waitsInSplitter = data.Status === 'Classified' && data.StatusInWorkflow === 'Classifying';
  const allPages = (pages.data?.SourceDocuments ?? []).flatMap((document) => document.Pages);
  const fileName = (name: string, index: number) => name.split('/').at(-1) || `${t('Original')} ${index + 1}`;

  return (
    <>
      <Anchor component={Link} to={base} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t(title)}
        </Group>
      </Anchor>
      <PageHeader
        title={t('Source_Number', { 0: data.SourceNumber })}
        actions={
          <>
            {waitsInSplitter && (
              <Button
                size="xs"
                leftSection={<IconScissors size={14} />}
                onClick={() => navigate(`/splitter?id=${data.Id}`)}
                data-testid="source-open-splitter"
              >
                {t('Open_In_Splitter')}
              </Button>
            )}
            {data.Status === 'ConvertedError' && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} />}
                disabled={readOnly}
                loading={retry.isPending}
                onClick={() => retry.mutate(data.Id)}
                data-testid="source-retry"
              >
                {t('Retry')}
              </Button>
            )}
            {!data.IsDeleted && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrashX size={14} />}
                disabled={readOnly}
                onClick={() => setConfirmDelete(true)}
                data-testid="source-delete"
              >
                {t('Delete')}
              </Button>
            )}
          </>
        }
      />
      <Stack gap="sm">
        {data.HasError && (
          <Alert color="red" variant="light" title={data.ErrorCode ? message(data.ErrorCode) : undefined}>
            {message(data.ErrorMessage)}
          </Alert>
        )}
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
            <Fact label={t('Status')}>
              <SourceStatusBadge source={{ Status: data.Status, StatusInWorkflow: 'Unknown' }} />
            </Fact>
            <Fact label={t('Status_In_Workflow')}>{t(`Status_In_Workflow_${data.StatusInWorkflow}`)}</Fact>
            <Fact label={t('Original_Type')}>{t(`Original_Type_${data.OriginalType}`)}</Fact>
            <Fact label={t('Delivery_Type')}>{t(`Delivery_Type_${data.DeliveryType}`)}</Fact>
            <Fact label={t('Sender')}>
              {[data.EmailSenderName, data.SenderEmail].filter(Boolean).join(' · ')}
            </Fact>
            <Fact label={t('Subject')}>{data.Subject}</Fact>
            <Fact label={t('Date_Added')}>{dateTime(data.Created, i18n.language)}</Fact>
            <Fact label={t('Last_Changed')}>{dateTime(data.DateStatus, i18n.language)}</Fact>
            <Fact label={t('Pages')}>{String(data.Count)}</Fact>
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb={6}>
            {t('Originals')}
          </Text>
          <Group gap="xs">
            {data.SourceOriginalBlobNames.length === 0 && (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
            {data.SourceOriginalBlobNames.map((name, index) => (
              <Button
                key={name}
                size="compact-sm"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() =>
                  void downloadOriginal(data.Id, index).then((file) => saveBlob(file.blob, file.fileName))
                }
                data-testid="source-original"
              >
                {fileName(name, index)}
              </Button>
            ))}
          </Group>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb={6}>
            {t('Documents_Made_From_Source')}
          </Text>
          {data.DocumentIds.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('No_Documents_Yet')}
            </Text>
          ) : (
            <Group gap="sm">
              {data.DocumentIds.map((documentId, index) => (
                <Anchor
                  key={documentId}
                  component={Link}
                  to={documentPath(data.DocumentType, documentId)}
                  size="sm"
                  data-testid="source-document"
                >
                  {t('Splitter_Document_Number', { 0: index + 1 })}
                </Anchor>
              ))}
            </Group>
          )}
        </Paper>
        {allPages.length > 0 && (
          <Paper withBorder radius="md" p="sm">
            <Text fw={600} size="sm" mb={6}>
              {t('Pages')}
            </Text>
            <div className="ll-split-pages">
              {allPages.map((page, index) => (
                <div key={page.Id} className="ll-split-frame">
                  <PageImage page={page} width={160} alt={t('Splitter_Page_Label', { 0: index + 1 })} />
                </div>
              ))}
            </div>
          </Paper>
        )}
      </Stack>
      <ConfirmationDialog
        opened={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate({ id: data.Id }, { onSuccess: () => void source.refetch() });
        }}
      >
        <Text size="sm">{t('Splitter_Delete_Source_Confirm', { 0: data.SourceNumber })}</Text>
      </ConfirmationDialog>
    </>
  );
}
