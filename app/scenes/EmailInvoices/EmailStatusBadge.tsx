import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailStatus, ReplyStatus } from '../../../domain/intake/enums';
import { emailStatusColor, replyStatusColor } from './emailInvoiceView';

/** A mail's status as a coloured badge. */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color={emailStatusColor[status]} data-testid="email-status">
      {t(`Email_Status_${status}`)}
    </Badge>
  );
}

/** Whether and how the sender was answered, as a coloured badge. */
export function ReplyStatusBadge({ status }: { status: ReplyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="outline" color={replyStatusColor[status]}>
      {t(`Reply_Status_${status}`)}
    </Badge>
  );
}
