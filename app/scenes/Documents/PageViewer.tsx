import { ActionIcon, Center, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconArrowAutofitWidth,
  IconChevronLeft,
  IconChevronRight,
  IconRotateClockwise,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRecord } from '../../../domain/documents';
import { usePageImage, useRenderedPageCount } from '../../api/documents';
import { FitZoom, pageBox, rotateQuarter, stepZoom, ZoomSteps } from './pageView';

type Props = { document: DocumentRecord; pageCount: number; renderedPageCount: number };

/**
 * The page images of a document with page navigation, zoom in/out/fit and quarter-turn rotation.
 * Pages still being prepared after an import show a notice until their image is ready.
 */
export function PageViewer({ document: doc, pageCount, renderedPageCount }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(FitZoom);
  const [turn, setTurn] = useState(0);
  const { ref, width } = useElementSize();
  const ready = useRenderedPageCount(doc.SourceDocumentId, doc.DocumentType, doc.Id, {
    pageCount,
    rendered: renderedPageCount,
  });
  // Not asked before it is ready: a missing page would be remembered as unavailable.
  const image = usePageImage(doc.SourceDocumentId, doc.DocumentType, doc.Id, page <= ready ? page : 0);
  const rotation = ((image.data?.Rotation ?? 0) + turn) % 360;
  const box = pageBox(Math.max(width - 24, 100), zoom, rotation, {
    width: image.data?.Width ?? 0,
    height: image.data?.Height ?? 0,
  });
  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false, testId = '') => (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Paper withBorder radius="md" p="xs" data-testid="page-viewer">
      <Group justify="space-between" mb={6} gap="xs">
        <Group gap={2}>
          {tool(
            t('Previous_Page'),
            <IconChevronLeft size={16} />,
            () => setPage(page - 1),
            page <= 1,
            'page-previous',
          )}
          <Text size="xs" c="dimmed" miw={64} ta="center" data-testid="page-position">
            {pageCount > 0 ? t('Page_Of', { 0: page, 1: pageCount }) : t('No_Pages')}
          </Text>
          {tool(
            t('Next_Page'),
            <IconChevronRight size={16} />,
            () => setPage(page + 1),
            page >= pageCount,
            'page-next',
          )}
        </Group>
        <Group gap={2}>
          {tool(
            t('Zoom_Out'),
            <IconZoomOut size={16} />,
            () => setZoom(stepZoom(zoom, -1)),
            zoom <= ZoomSteps[0],
            'zoom-out',
          )}
          <Text size="xs" c="dimmed" miw={40} ta="center" data-testid="zoom-level">
            {Math.round(zoom * 100)}%
          </Text>
          {tool(
            t('Zoom_In'),
            <IconZoomIn size={16} />,
            () => setZoom(stepZoom(zoom, 1)),
            zoom >= 3,
            'zoom-in',
          )}
          {tool(
            t('Fit_Width'),
            <IconArrowAutofitWidth size={16} />,
            () => setZoom(FitZoom),
            false,
            'zoom-fit',
          )}
          {tool(
            t('Rotate'),
            <IconRotateClockwise size={16} />,
            () => setTurn(rotateQuarter(turn)),
            false,
            'rotate',
          )}
        </Group>
      </Group>
      <div ref={ref} className="ll-page-frame" style={{ height: 'calc(100vh - 230px)', minHeight: 360 }}>
        {pageCount === 0 ? (
          <Center h="100%">
            <Text size="sm" c="dimmed">
              {t('No_Page_Images')}
            </Text>
          </Center>
        ) : page > ready ? (
          <Center h="100%">
            <Group gap="xs" data-testid="pages-being-prepared">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {t('Pages_Being_Prepared')}
              </Text>
            </Group>
          </Center>
        ) : image.data ? (
          <div style={{ position: 'relative', width: box.boxWidth, height: box.boxHeight, flexShrink: 0 }}>
            <img
              className="ll-page-image"
              src={`data:image/jpeg;base64,${image.data.Image}`}
              alt={t('Page_Of', { 0: page, 1: pageCount })}
              data-testid="page-image"
              data-rotation={rotation}
              style={{
                position: 'absolute',
                left: '50%',
                top: '50%',
                width: box.imageWidth,
                height: box.imageHeight,
                transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
              }}
            />
          </div>
        ) : image.isFetching ? (
          <Center h="100%">
            <Loader size="sm" />
          </Center>
        ) : (
          <Center h="100%">
            <Text size="sm" c="dimmed">
              {t('Page_Image_Unavailable')}
            </Text>
          </Center>
        )}
      </div>
    </Paper>
  );
}
