import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErpLoginStatus } from '../../../domain/entities/enums';

const colorOf: Record<ErpLoginStatus, string> = {
  Unknown: 'gray',
  LoginOk: 'teal',
  LoginFailed: 'red',
  WaitingForLoginCheck: 'yellow',
};

/** The ERP login status of a company as a small coloured badge. */
export function ErpLoginStatusBadge({ status }: { status: ErpLoginStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={colorOf[status]}>
      {t(`Erp_Login_Status_${status}`)}
    </Badge>
  );
}
