import { ActionIcon, Badge, Button, Group, Kbd, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '../../../domain/documents';
import { fetchOriginal } from '../../api/documents';
import { reportError } from '../../api/queryClient';
import { formatCount } from './count';
import type { DocumentTypeLook } from './documentTypes';
import { saveFile } from './download';
import { UblDownloadButton } from './UblDownloadButton';

type Props = {
  look: DocumentTypeLook;
  detail: DocumentDetail & { TotalCountIsCapped?: boolean };
  onBack: () => void;
  /** Shown after the title: who else has the document open. */
  presence?: ReactNode;
  onNext: () => void;
  onPrevious: () => void;
};

/** The bar above a document: back to the overview, type, position in the list, walking and download. */
export function DetailToolbar({ look, detail, onBack, onNext, onPrevious, presence }: Props) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    fetchOriginal(look.type, detail.Document.Id)
      .then(saveFile)
      .catch(reportError)
      .finally(() => setDownloading(false));
  };

  return (
    <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Tooltip
          label={
            <Group gap={6}>
              {t('Back_To_Overview')} <Kbd size="xs">Esc</Kbd>
            </Group>
          }
        >
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('Back_To_Overview')}
            onClick={onBack}
            data-testid="detail-back"
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <Badge color={look.color} variant="light" radius="sm" size="lg" tt="none">
          {t(look.detailTitle)}
        </Badge>
        <Text fw={600} size="lg" truncate data-testid="detail-title">
          {[detail.Document.DocumentNumber, detail.Document.RelationName || detail.Document.RelationCode]
            .filter(Boolean)
            .join(' · ') || t('Unknown_Relation')}
        </Text>
        {presence}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          loading={downloading}
          onClick={download}
          data-testid="download-original"
        >
          {t('Download_Original')}
        </Button>
        <UblDownloadButton detail={detail} />
        <Group gap={4} wrap="nowrap">
          <Tooltip
            label={
              <Group gap={6}>
                {t('Previous_Document')} <Kbd size="xs">←</Kbd>
                <Kbd size="xs">k</Kbd>
              </Group>
            }
          >
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('Previous_Document')}
              disabled={!detail.PreviousId}
              onClick={onPrevious}
              data-testid="detail-previous"
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
          </Tooltip>
          <Text
            size="sm"
            c="dimmed"
            miw={90}
            ta="center"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="detail-position"
          >
            {detail.Position > 0
              ? t('Position_Of', {
                  0: formatCount(detail.Position, i18n.language),
                  1: `${formatCount(detail.TotalCount, i18n.language)}${detail.TotalCountIsCapped ? '+' : ''}`,
                })
              : ''}
          </Text>
          <Tooltip
            label={
              <Group gap={6}>
                {t('Next_Document')} <Kbd size="xs">→</Kbd>
                <Kbd size="xs">j</Kbd>
              </Group>
            }
          >
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('Next_Document')}
              disabled={!detail.NextId}
              onClick={onNext}
              data-testid="detail-next"
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Group>
  );
}
