import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RecognizedField } from '../../../domain/recognition/types';
import { ConfidenceColors, confidenceLevel } from './overlay';

/**
 * How sure recognition is of a field: a coloured dot, the percentage on hover; values from an electronic invoice or
 * from what this vendor's documents taught are labelled as such.
 */
export function ConfidenceMark({ field }: { field: RecognizedField | undefined }) {
  const { t } = useTranslation();
  if (!field) return null;
  const level = confidenceLevel(field.Confidence);
  const percent = Math.round(field.Confidence * 100);
  const source =
    field.Source === 'EInvoice' || field.Source === 'Learned' || field.Source === 'MasterData'
      ? t(`Verify_Source_${field.Source}`)
      : null;
  const tip = [t('Verify_Confidence', { 0: percent }), source, field.Label ? `“${field.Label}”` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip label={tip} withArrow openDelay={150}>
      {source ? (
        <Badge
          size="xs"
          variant="light"
          color={ConfidenceColors[level]}
          data-testid="confidence"
          data-level={level}
          aria-label={tip}
          styles={{ root: { textTransform: 'none', cursor: 'help', flexShrink: 0 } }}
        >
          {source}
        </Badge>
      ) : (
        <span
          className="ll-verify-confidence"
          role="img"
          style={{ background: `var(--mantine-color-${ConfidenceColors[level]}-6)` }}
          data-testid="confidence"
          data-level={level}
          aria-label={tip}
        />
      )}
    </Tooltip>
  );
}
