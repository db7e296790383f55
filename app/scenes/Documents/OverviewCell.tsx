import { Badge, Group } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  type DocumentRecord,
  isOverdue,
  type OverviewColumn,
  overviewValue,
} from '../../../domain/documents';
import { ColumnKinds, cellText } from './cells';
import { StatusColors } from './statusColors';

type Props = { record: DocumentRecord; column: OverviewColumn; today: string };

/** One overview cell: status as a coloured chip, debit/credit as a badge, an overdue due date marked. */
export function OverviewCell({ record, column, today }: Props) {
  const { t, i18n } = useTranslation();
  const text = cellText(record, column, i18n.language);
  const kind = ColumnKinds[column];
  if (kind === 'status') {
    return (
      <Badge
        size="sm"
        variant="light"
        radius="sm"
        tt="none"
        maw="100%"
        color={StatusColors[record.Status]}
        title={t(text)}
        data-status={record.Status}
      >
        {t(text)}
      </Badge>
    );
  }
  if (kind === 'type') {
    return (
      <Badge size="xs" variant="light" color={record.InvoiceType === 'Credit' ? 'grape' : 'gray'}>
        {t(text)}
      </Badge>
    );
  }
  if (overviewValue(record, column).kind === 'key') return t(text);
  if (column === 'DueDate' && isOverdue(record, today)) {
    return (
      <Group gap={4} wrap="nowrap" c="red.7" fw={600} data-testid="overdue" title={t('Overdue')}>
        <IconAlertTriangleFilled size={12} aria-label={t('Overdue')} />
        {text}
      </Group>
    );
  }
  return text;
}
