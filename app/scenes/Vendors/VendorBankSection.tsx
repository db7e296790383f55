import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bicFromIban } from '../../../domain/iban/index';
import { useCurrentUser } from '../../api/currentUser';
import { useConfirmBankAccount } from '../../api/relations';
import { useIsReadOnly } from '../../session/sessionStore';
import { popups } from '../../shell/popups/popupStore';
import { useMessage } from '../common/useMessage';
import type { RelationPageContext } from '../MasterData/RelationEditPage';
import { RelationSection } from '../MasterData/RelationSection';
import { vendorBankFields } from '../MasterData/relationFields';
import { BankAccountChanges } from './BankAccountChanges';

/**
 * The vendor's bank accounts, with the four-eyes block: while a changed account is not confirmed a clear warning,
 * and for a user who may approve payments the button to confirm it (never the one who made the change).
 */
export function VendorBankSection({
  model,
  set,
  relation,
  companyId,
  supported,
  error,
}: RelationPageContext<'Vendor'>) {
  const { t } = useTranslation();
  const message = useMessage();
  const readOnly = useIsReadOnly();
  const user = useCurrentUser();
  const confirm = useConfirmBankAccount();
  const mayConfirm = !readOnly && (user.data?.UserActionRights ?? []).includes('MayApprovePay');
  const unconfirmed = relation !== undefined && !relation.BankAccountConfirmed;
  const refusal = confirm.error ? message(confirm.error.message) : null;

  // A Dutch IBAN names its bank: its BIC fills an empty BIC field.
  const suggestBic = (iban: string) => {
    if ((model.BicCode ?? '') !== '') return;
    const bic = bicFromIban(iban);
    if (bic) set('BicCode', bic);
  };

  return (
    <RelationSection
      kind="Vendor"
      title="Relation_Section_Bank"
      fields={vendorBankFields}
      model={model}
      set={set}
      companyId={companyId}
      supported={supported}
      error={error}
      onIbanBlur={suggestBic}
    >
      {relation && (
        <Box style={{ gridColumn: '1 / -1' }}>
          {unconfirmed && (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={16} />}
              title={t('Bank_Account_Unconfirmed')}
              mb="sm"
              data-testid="bank-account-unconfirmed"
            >
              <Text size="sm">{t('Bank_Account_Unconfirmed_Info')}</Text>
              {mayConfirm && (
                <Group mt="xs" gap="sm">
                  <Button
                    size="xs"
                    color="orange"
                    leftSection={<IconShieldCheck size={14} />}
                    loading={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(relation.Id, {
                        onSuccess: () => popups.add({ Message: 'Bank_Account_Confirmed', Icon: 'check' }),
                      })
                    }
                    data-testid="bank-account-confirm"
                  >
                    {t('Confirm_Bank_Account')}
                  </Button>
                  {refusal && (
                    <Text size="sm" c="red.8" role="alert" data-testid="bank-account-confirm-error">
                      {refusal}
                    </Text>
                  )}
                </Group>
              )}
            </Alert>
          )}
          <BankAccountChanges changes={relation.BankAccountChanges ?? []} />
        </Box>
      )}
    </RelationSection>
  );
}
