import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageSizes } from './overviewState';

type Props = { value: number; onChange: (size: number) => void };

/** Rows per page: 25, 50 or 100, remembered per user and overview. */
export function PageSizeSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" c="dimmed" component="label" htmlFor="overview-page-size">
        {t('Rows_Per_Page')}
      </Text>
      <Select
        id="overview-page-size"
        size="xs"
        w={76}
        allowDeselect={false}
        data={PageSizes.map((size) => String(size))}
        value={String(value)}
        onChange={(next) => next && onChange(Number(next))}
        comboboxProps={{ withinPortal: true }}
        data-testid="overview-page-size"
      />
    </Group>
  );
}
