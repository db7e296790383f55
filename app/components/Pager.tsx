import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Rows per page unless told otherwise (spec 002 §9). */
export const DEFAULT_PAGE_SIZE = 25;
/** Pages shown on each side of the current page. */
export const PAGE_NEIGHBOURS = 3;
/** Up to this many pages, every page is shown. */
export const SHOW_ALL_PAGES_UP_TO = 11;
/** Above this many pages, previous/next arrows are shown. */
export const ARROWS_ABOVE_PAGES = 9;

/** A page number to show, or a gap between shown pages. */
export type PagerEntry = number | 'gap';

/** Number of pages for a row count; at least 1. */
export function pageCount(totalCount: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The pages to show: all up to 11, else first, last and 3 neighbours each side of the current page. */
export function pagerEntries(page: number, pages: number): PagerEntry[] {
  if (pages <= SHOW_ALL_PAGES_UP_TO) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages]);
  for (let offset = -PAGE_NEIGHBOURS; offset <= PAGE_NEIGHBOURS; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= pages) shown.add(candidate);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((entry, index): PagerEntry[] => {
    const previous = sorted[index - 1];
    if (previous === undefined || entry - previous === 1) return [entry];
    // A gap of a single page shows that page rather than an ellipsis.
    return entry - previous === 2 ? [entry - 1, entry] : ['gap', entry];
  });
}

/** Props of Pager. */
export interface PagerProps {
  totalCount: number;
  /** Current page, starting at 1. */
  page: number;
  onChange: (page: number) => void;
  pageSize?: number;
  'data-testid'?: string;
}

/** Paging control: page buttons with neighbours and gaps, arrows for long lists. */
export function Pager({ totalCount, page, onChange, pageSize = DEFAULT_PAGE_SIZE, ...rest }: PagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(totalCount, pageSize);
  if (pages <= 1) return null;
  const arrows = pages > ARROWS_ABOVE_PAGES;
  return (
    <Group component="nav" gap={2} aria-label={t('Pagination')} data-testid={rest['data-testid']}>
      {arrows && (
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('Previous')}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          <IconChevronLeft size={14} />
        </ActionIcon>
      )}
      {pagerEntries(page, pages).map((entry, index) =>
        entry === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <Text key={`gap-${index}`} size="xs" c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={entry}
            size="compact-xs"
            variant={entry === page ? 'filled' : 'subtle'}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`${t('Page')} ${entry}`}
            onClick={() => onChange(entry)}
          >
            {entry}
          </Button>
        ),
      )}
      {arrows && (
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('Next')}
          disabled={page >= pages}
          onClick={() => onChange(page + 1)}
        >
          <IconChevronRight size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}
