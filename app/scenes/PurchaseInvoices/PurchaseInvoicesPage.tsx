import { EmptyState, Paper } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../common/PageHeader';

/** The purchase-invoice overview; until documents arrive it explains where they will appear. */
export function PurchaseInvoicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Purchase_Invoices')} />
      <Paper withBorder radius="md" py={64} px="md" data-testid="purchase-invoices-empty">
        <EmptyState
          icon={<IconFileInvoice size={28} stroke={1.5} />}
          title={t('Purchase_Invoices_Empty_Title')}
          description={t('Purchase_Invoices_Empty_Info')}
        />
      </Paper>
    </>
  );
}
