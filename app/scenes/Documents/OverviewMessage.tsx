import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { failed: boolean; onRetry: () => void; onClearFilters: (() => void) | null };

/**
 * What shows instead of rows: a failed load with retry, or the empty state. It sits below the
 * table, outside its horizontal scroll, so it is centred in the visible width at any screen size.
 */
export function OverviewMessage({ failed, onRetry, onClearFilters }: Props) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div className="ll-doc-message" role="alert" data-testid="overview-error">
        <Text size="sm" c="red.7" mb={6}>
          {t('Overview_Load_Failed')}
        </Text>
        <Button size="compact-xs" variant="light" onClick={onRetry}>
          {t('Try_Again')}
        </Button>
      </div>
    );
  }
  return (
    <div className="ll-doc-message" data-testid="overview-empty">
      <Text size="sm" fw={600}>
        {onClearFilters ? t('No_Documents_Match') : t('No_Documents_Yet')}
      </Text>
      <Text size="xs" c="dimmed" mb={onClearFilters ? 8 : 0}>
        {onClearFilters ? t('No_Documents_Match_Info') : t('No_Documents_Yet_Info')}
      </Text>
      {onClearFilters && (
        <Button size="compact-xs" variant="light" onClick={onClearFilters}>
          {t('Clear_Filters')}
        </Button>
      )}
    </div>
  );
}
