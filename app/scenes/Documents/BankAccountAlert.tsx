import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentDetail } from '../../../domain/documents';

/**
 * The bank-account change alert (issue 9 §6): the vendor's IBAN changed and no second user has confirmed it yet, so
 * nobody should pay this document to the new account. Shown on every open document of the vendor; a paid one is
 * no longer at risk.
 */
export function BankAccountAlert({
  detail,
}: {
  detail: Pick<DocumentDetail, 'Document' | 'RelationBankAccountConfirmed'>;
}) {
  const { t } = useTranslation();
  const vendorId = detail.Document.RelationId;
  if (detail.RelationBankAccountConfirmed || detail.Document.IsPaid || !vendorId) return null;
  return (
    <Alert
      color="red"
      variant="filled"
      radius="md"
      icon={<IconAlertTriangle size={20} />}
      title={t('Bank_Account_Unconfirmed_Title')}
      role="alert"
      mb="sm"
      data-testid="bank-account-alert"
    >
      <Text size="sm" inherit>
        {t('Bank_Account_Unconfirmed_Warning')}{' '}
        <Anchor
          component={Link}
          to={`/vendors/${vendorId}`}
          c="inherit"
          fw={700}
          underline="always"
          data-testid="bank-account-alert-vendor"
        >
          {t('Bank_Account_Unconfirmed_Open_Vendor')}
        </Anchor>
      </Text>
    </Alert>
  );
}
