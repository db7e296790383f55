import { Badge, Group, Paper, Select, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type OverviewDocumentType, OverviewDocumentTypes } from '../../../domain/documents/enums';
import { oneOf } from '../common/options';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { PageImage } from './PageThumb';
import type { SplitDocument } from './splitState';

/** Everything a document group does, handed down from the workspace. */
export type GroupHandlers = {
  onFocus: (pageId: string) => void;
  onDrop: (pageId: string, documentKey: string, position: number) => void;
  onChange: (
    documentKey: string,
    change: { DocumentType?: OverviewDocumentType; CompanyId?: string | null },
  ) => void;
};

const dragType = 'application/x-ledgerline-page';

/** One proposed document: its split marker and reason, type and company, and its pages as thumbnails. */
export function DocumentGroup({
  document,
  number,
  firstPageNumber,
  focus,
  companies,
  readOnly,
  handlers,
}: {
  document: SplitDocument;
  number: number;
  /** Reading-order number of its first page. */
  firstPageNumber: number;
  focus: string | null;
  companies: { value: string; label: string }[];
  readOnly: boolean;
  handlers: GroupHandlers;
}) {
  const { t } = useTranslation();
  const reason = document.Pages[0]?.SplitReason || 'First';
  const drop = (event: React.DragEvent, position: number) => {
    const pageId = event.dataTransfer.getData(dragType);
    if (!pageId || readOnly) return;
    event.preventDefault();
    event.stopPropagation();
    handlers.onDrop(pageId, document.key, position);
  };
  const allowDrop = (event: React.DragEvent) => {
    if (!readOnly && event.dataTransfer.types.includes(dragType)) event.preventDefault();
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className="ll-split-document"
      data-testid={`split-document-${number}`}
      onDragOver={allowDrop}
      onDrop={(event) => drop(event, document.Pages.length)}
    >
      <Group gap="xs" mb={6} wrap="wrap" className="ll-split-marker">
        <Text fw={600} size="sm">
          {t('Splitter_Document_Number', { 0: number })}
        </Text>
        <Badge
          size="sm"
          variant="light"
          color={reason === 'User' ? 'grape' : 'gray'}
          data-testid="split-reason"
        >
          {t(`Split_Reason_${reason}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('Splitter_Page_Count', { 0: document.Pages.length })}
        </Text>
        <Group gap={6} ml="auto" wrap="wrap">
          <Select
            size="xs"
            w={170}
            aria-label={t('Document_Type')}
            data={OverviewDocumentTypes.map((type) => ({
              value: type,
              label: t(DocumentTypeLooks[type].detailTitle),
            }))}
            value={document.DocumentType}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(value) => {
              const type = oneOf(OverviewDocumentTypes, value);
              if (type) handlers.onChange(document.key, { DocumentType: type });
            }}
            data-testid="split-document-type"
          />
          <Select
            size="xs"
            w={200}
            aria-label={t('Company')}
            placeholder={t('Splitter_Choose_Company')}
            data={companies}
            value={document.CompanyId}
            searchable
            disabled={readOnly}
            error={document.CompanyId === null}
            onChange={(value) => handlers.onChange(document.key, { CompanyId: value })}
            data-testid="split-document-company"
          />
        </Group>
      </Group>
      <div className="ll-split-pages">
        {document.Pages.map((page, index) => {
          const pageNumber = firstPageNumber + index;
          return (
            <UnstyledButton
              key={page.Id}
              className="ll-split-thumb"
              data-focused={page.Id === focus || undefined}
              data-testid="split-page"
              data-page-id={page.Id}
              data-rotation={page.Rotation}
              tabIndex={page.Id === focus ? 0 : -1}
              aria-label={t('Splitter_Page_Label', { 0: pageNumber })}
              aria-current={page.Id === focus || undefined}
              draggable={!readOnly}
              onDragStart={(event) => {
                event.dataTransfer.setData(dragType, page.Id);
                event.dataTransfer.effectAllowed = 'move';
                handlers.onFocus(page.Id);
              }}
              onDragOver={allowDrop}
              onDrop={(event) => drop(event, index)}
              onClick={() => handlers.onFocus(page.Id)}
            >
              <div className="ll-split-frame">
                <PageImage page={page} width={160} alt={t('Splitter_Page_Label', { 0: pageNumber })} />
              </div>
              <Text size="xs" c="dimmed" ta="center" lh={1.3}>
                {pageNumber}
                {page.IsBlank ? ` · ${t('Splitter_Blank')}` : ''}
              </Text>
            </UnstyledButton>
          );
        })}
      </div>
    </Paper>
  );
}
