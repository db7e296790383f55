import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_PAGE_HEIGHT } from '../../../domain/einvoice/preview/constants';
import { paginateInvoicePreview } from '../../../domain/einvoice/preview/paginate';
import type { PreviewPage } from '../../../domain/einvoice/preview/types';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import { Pager } from '../Pager';
import { PreviewSheet } from './PreviewSheet';
import { useInvoiceFormat } from './useInvoiceFormat';
import './preview.css';

/** Props of EInvoicePreview. */
export interface EInvoicePreviewProps {
  invoice: ElectronicInvoice | null;
  /** Inside a verification view every page is shown one below the other, without a paging control. */
  inVerificationView?: boolean;
  /** Told the total page count whenever it changes (spec 002 §4). */
  onPageCount?: (count: number) => void;
  /** Height available for page 1's body, in px (default the page height 980). */
  bodyHeight?: number;
}

// Pages are numbered from 1; the number is also the page's key.
const numbered = (pages: PreviewPage[]) => pages.map((sheet, index) => ({ sheet, number: index + 1 }));

/** The electronic invoice as a readable, paged and printable invoice (spec 002 §2, §4). */
export function EInvoicePreview({
  invoice,
  inVerificationView = false,
  onPageCount,
  bodyHeight = PREVIEW_PAGE_HEIGHT,
}: EInvoicePreviewProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const [page, setPage] = useState(1);
  const layout = useMemo(
    () => (invoice ? paginateInvoicePreview(invoice, { bodyHeight }) : null),
    [invoice, bodyHeight],
  );
  const totalPages = layout?.totalPages ?? 0;

  useEffect(() => {
    onPageCount?.(totalPages);
    setPage((current) => Math.min(Math.max(current, 1), Math.max(totalPages, 1)));
  }, [totalPages, onPageCount]);

  if (!invoice || !layout) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="einvoice-no-data">
        {t('No_image_found')}
      </Text>
    );
  }
  const paged = !inVerificationView && totalPages > 1;
  return (
    <Stack gap="sm" className="ll-einvoice" data-testid="einvoice-preview" align="flex-start">
      {!inVerificationView && (
        <Group className="ll-einvoice-toolbar" justify="space-between" wrap="nowrap">
          <Group gap="sm">
            {totalPages > 1 && (
              <Text size="sm" data-testid="einvoice-page-indicator">
                {t('EInvoice_Page_Of', { page, total: totalPages })}
              </Text>
            )}
            {paged && (
              <Pager
                totalCount={totalPages}
                pageSize={1}
                page={page}
                onChange={setPage}
                data-testid="einvoice-pager"
              />
            )}
          </Group>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconPrinter size={14} />}
            onClick={() => window.print()}
            data-testid="einvoice-print"
          >
            {t('EInvoice_Print')}
          </Button>
        </Group>
      )}
      {numbered(layout.pages).map(({ sheet, number }) => (
        <PreviewSheet
          key={number}
          invoice={invoice}
          page={sheet}
          number={number}
          totalPages={totalPages}
          format={format}
          hidden={paged && number !== page}
        />
      ))}
    </Stack>
  );
}
