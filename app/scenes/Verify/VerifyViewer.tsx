import { ActionIcon, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  IconArrowAutofitWidth,
  IconChevronLeft,
  IconChevronRight,
  IconRotateClockwise,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecognizedFieldName, RecognizedFields } from '../../../domain/recognition/types';
import type { VerifyPage } from '../../../domain/verify/types';
import { useVerifyPageImage } from '../../api/verify';
import { FitZoom, pageBox, stepZoom, ZoomSteps } from '../Documents/pageView';
import { overlayStyle } from './overlay';
import { type PagePick, PageWordLayer } from './PageWordLayer';
import type { FieldPick, PageWordOnPage } from './verifyModel';

/** An object URL for a blob, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

function Thumb({
  page,
  turn,
  selected,
  onSelect,
}: {
  page: VerifyPage;
  turn: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const image = useVerifyPageImage(page);
  const url = useObjectUrl(image.data);
  return (
    <button
      type="button"
      className="ll-verify-thumb"
      data-selected={selected || undefined}
      onClick={onSelect}
      aria-label={t('Verify_Go_To_Page', { 0: page.PageNumber })}
      data-testid="verify-thumb"
      tabIndex={-1}
    >
      {url ? (
        <img src={url} alt="" style={{ transform: `rotate(${(page.Rotation + turn) % 360}deg)` }} />
      ) : (
        <Text size="xs" c="dimmed">
          {page.PageNumber}
        </Text>
      )}
    </button>
  );
}

/**
 * The pages of the open document with zoom, quarter turns and thumbnails; the recognised fields' boxes lie over the
 * page, the focused field's box lit and scrolled into view. The page's words can be clicked (or dragged over) to
 * fill the field with the focus; the place picked for that field is lit instead of what recognition read.
 */
export function VerifyViewer({
  pages,
  loading,
  fields,
  focused,
  words = [],
  onPick,
  onWantWords,
  picked = null,
  turns,
  onTurn,
}: {
  pages: readonly VerifyPage[];
  loading: boolean;
  fields: RecognizedFields;
  focused: RecognizedFieldName | null;
  /** The document's words in reading order, for picking a value on the page. */
  words?: readonly PageWordOnPage[];
  onPick?: (pick: PagePick) => void;
  /** The pointer came over the page: the words are wanted now (reading a scan's words takes OCR on the server). */
  onWantWords?: () => void;
  /** Where the verifier picked the value of the field with (or last with) the focus. */
  picked?: FieldPick | null;
  turns: Readonly<Record<string, number>>;
  onTurn: (pageId: string) => void;
}) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState<number>(FitZoom);
  const { ref, width } = useElementSize();
  const lit = useRef<HTMLDivElement>(null);
  const count = pages.length;
  const page = pages[Math.min(pageNumber, count) - 1] ?? null;
  const image = useVerifyPageImage(page);
  const url = useObjectUrl(image.data);
  const turn = page ? (turns[page.SourcePageId] ?? 0) : 0;
  const rotation = ((((page?.Rotation ?? 0) + turn) % 360) + 360) % 360;
  const box = pageBox(Math.max(width - 16, 100), zoom, rotation, {
    width: page?.Width ?? 0,
    height: page?.Height ?? 0,
  });
  const focusedField = focused ? fields[focused] : undefined;

  // The focused field's page comes into view, and its box with it.
  const placeOfFocused = picked ?? (focusedField?.Page ? { Page: focusedField.Page } : null);
  const placedPage = placeOfFocused?.Page ?? null;
  useEffect(() => {
    if (placedPage && placedPage <= count) setPageNumber(placedPage);
  }, [placedPage, count]);
  useEffect(() => {
    if (focused && url) lit.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [focused, url]);

  const boxes = useMemo(
    () =>
      (Object.entries(fields) as [RecognizedFieldName, NonNullable<RecognizedFields[RecognizedFieldName]>][])
        .filter(([, field]) => field.Box && field.Page === pageNumber)
        .map(([name, field]) => ({ name, box: field.Box as NonNullable<typeof field.Box> })),
    [fields, pageNumber],
  );

  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled: boolean, testId: string) => (
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
    <Paper withBorder radius="md" p="xs" className="ll-verify-viewer" data-testid="verify-viewer">
      <Group justify="space-between" mb={6} gap="xs" wrap="nowrap">
        <Group gap={2} wrap="nowrap">
          {tool(
            t('Previous_Page'),
            <IconChevronLeft size={16} />,
            () => setPageNumber(pageNumber - 1),
            pageNumber <= 1,
            'verify-page-previous',
          )}
          <Text size="xs" c="dimmed" miw={64} ta="center" data-testid="verify-page-position">
            {count > 0 ? t('Page_Of', { 0: pageNumber, 1: count }) : t('No_Pages')}
          </Text>
          {tool(
            t('Next_Page'),
            <IconChevronRight size={16} />,
            () => setPageNumber(pageNumber + 1),
            pageNumber >= count,
            'verify-page-next',
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          {tool(
            t('Zoom_Out'),
            <IconZoomOut size={16} />,
            () => setZoom(stepZoom(zoom, -1)),
            zoom <= ZoomSteps[0],
            'verify-zoom-out',
          )}
          <Text size="xs" c="dimmed" miw={36} ta="center">
            {Math.round(zoom * 100)}%
          </Text>
          {tool(
            t('Zoom_In'),
            <IconZoomIn size={16} />,
            () => setZoom(stepZoom(zoom, 1)),
            zoom >= 3,
            'verify-zoom-in',
          )}
          {tool(
            t('Fit_Width'),
            <IconArrowAutofitWidth size={16} />,
            () => setZoom(FitZoom),
            false,
            'verify-zoom-fit',
          )}
          {tool(
            t('Rotate'),
            <IconRotateClockwise size={16} />,
            () => page && onTurn(page.SourcePageId),
            !page,
            'verify-rotate',
          )}
        </Group>
      </Group>
      <div className="ll-verify-viewer-body">
        {count > 1 && (
          <ScrollArea className="ll-verify-thumbs" type="auto">
            <Stack gap={6}>
              {pages.map((candidate) => (
                <Thumb
                  key={candidate.SourcePageId}
                  page={candidate}
                  turn={turns[candidate.SourcePageId] ?? 0}
                  selected={candidate.PageNumber === pageNumber}
                  onSelect={() => setPageNumber(candidate.PageNumber)}
                />
              ))}
            </Stack>
          </ScrollArea>
        )}
        <div ref={ref} className="ll-verify-frame" data-testid="verify-frame">
          {loading ? (
            <Center h="100%">
              <Loader size="sm" />
            </Center>
          ) : count === 0 ? (
            <Center h="100%">
              <Text size="sm" c="dimmed">
                {t('No_Page_Images')}
              </Text>
            </Center>
          ) : url ? (
            <div
              className="ll-verify-page"
              style={{ width: box.boxWidth, height: box.boxHeight }}
              onPointerEnter={onWantWords}
            >
              <img
                src={url}
                alt={t('Page_Of', { 0: pageNumber, 1: count })}
                data-testid="verify-page-image"
                data-rotation={rotation}
                style={{
                  width: box.imageWidth,
                  height: box.imageHeight,
                  transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                }}
              />
              {boxes.map(({ name, box: where }) => (
                <div
                  key={name}
                  ref={name === focused ? lit : undefined}
                  className="ll-verify-box"
                  data-lit={(name === focused && !picked) || undefined}
                  data-testid={`verify-box-${name}`}
                  style={overlayStyle(where, rotation)}
                />
              ))}
              {picked && picked.Page === pageNumber && (
                <div
                  ref={lit}
                  className="ll-verify-box"
                  data-lit
                  data-testid="verify-picked"
                  style={overlayStyle(picked.Box, rotation)}
                />
              )}
              {onPick && words.length > 0 && (
                <PageWordLayer words={words} page={pageNumber} rotation={rotation} onPick={onPick} />
              )}
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
      </div>
    </Paper>
  );
}
