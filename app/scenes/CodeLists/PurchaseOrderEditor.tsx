import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderInput } from '../../../domain/masterdata/index';
import { ApiError } from '../../api/apiError';
import { useDeletePurchaseOrder, usePurchaseOrder, useSavePurchaseOrder } from '../../api/purchaseOrders';
import { ConfirmationDialog } from '../../components';
import { MasterDataDropdown } from '../../components/MasterDataDropdown';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { FormSection } from '../common/FormSection';
import { useFormModel } from '../common/useFormModel';
import { useMessage } from '../common/useMessage';
import { EditHeader } from '../MasterData/EditHeader';
import { useEditKeys } from '../MasterData/useEditKeys';
import { OrderLineEditor } from './OrderLineEditor';
import { newOrderForm, newOrderLine, orderFormOf } from './purchaseOrderForm';

type Props = { id: string; companyId: string; backTo: string; onClose: () => void };

/** A purchase order with its lines, or a new one (`new`); vendor, currency, article and coding from master data. */
export function PurchaseOrderEditor({ id, companyId, backTo, onClose }: Props) {
  const { t } = useTranslation();
  const message = useMessage();
  const isNew = id === 'new';
  const order = usePurchaseOrder(isNew ? undefined : id);
  const save = useSavePurchaseOrder();
  const remove = useDeletePurchaseOrder();
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const loaded = useMemo(
    () => (isNew ? newOrderForm() : order.data && orderFormOf(order.data)),
    [isNew, order.data],
  );
  const { model, set, dirty, setDirty } = useFormModel<PurchaseOrderInput>(loaded);
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const error = (field: string) => (errors[field] ? message(errors[field]) : undefined);
  const currentId = savedId ?? (isNew ? undefined : id);
  useEditKeys({
    save: () => area.current?.querySelector('form')?.requestSubmit(),
    leave: () => (dirty ? setConfirm('leave') : onClose()),
  });

  if (order.isError) {
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        {message('Purchase_Order_Not_Found')}
      </Text>
    );
  }
  if (!model) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const lines = model.Lines ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: currentId, input: { ...model, CompanyId: companyId } },
      {
        onSuccess: (saved) => {
          setDirty(false);
          setSavedId(saved.Id);
          popups.add({ Message: 'Saved', Icon: 'check' });
        },
      },
    );
  };

  return (
    <div ref={area}>
      <EditForm onSubmit={submit}>
        <EditHeader
          backTo={backTo}
          backLabel={t('Purchase_Orders')}
          title={isNew && !savedId ? t('New_Purchase_Order') : `${t('Purchase_Order')} ${model.Code}`}
          saving={save.isPending}
          canSave={dirty || (isNew && !savedId)}
          onDelete={currentId ? () => setConfirm('delete') : undefined}
        />
        <ReadOnlyFieldset>
          <Stack gap="md">
            <FormSection title={t('General')}>
              <TextInput
                size="xs"
                label={t('Order_Number')}
                required
                value={model.Code}
                onChange={(event) => set('Code', event.currentTarget.value)}
                error={error('Code')}
                data-testid="order-code"
              />
              <MasterDataDropdown
                entity="Vendor"
                companyId={companyId}
                label={t('Vendor')}
                value={model.VendorCode ?? ''}
                onChange={(code) => set('VendorCode', code)}
                error={error('VendorCode')}
              />
              <TextInput
                size="xs"
                label={t('Description')}
                value={model.Description ?? ''}
                onChange={(event) => set('Description', event.currentTarget.value)}
                error={error('Description')}
              />
              <TextInput
                size="xs"
                type="date"
                label={t('Order_Date')}
                value={model.OrderDate ?? ''}
                onChange={(event) => set('OrderDate', event.currentTarget.value || null)}
                error={error('OrderDate')}
              />
              <MasterDataDropdown
                entity="Currency"
                companyId={companyId}
                label={t('Currency')}
                value={model.Currency ?? ''}
                onChange={(code) => set('Currency', code)}
                error={error('Currency')}
              />
              <Switch
                size="xs"
                mt={26}
                label={t('Order_Cancelled')}
                checked={model.IsCancelled ?? false}
                onChange={(event) => set('IsCancelled', event.currentTarget.checked)}
              />
            </FormSection>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{t('Order_Lines')}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => set('Lines', [...lines, newOrderLine()])}
                  >
                    {t('Add_Line')}
                  </Button>
                </Group>
                {error('Lines') && (
                  <Text size="sm" c="red.7" role="alert">
                    {error('Lines')}
                  </Text>
                )}
                <SimpleGrid cols={1} spacing="xs">
                  {lines.map((line, index) => (
                    <OrderLineEditor
                      // biome-ignore lint/suspicious/noArrayIndexKey: a line is its position; numbers are given on save
                      key={index}
                      index={index}
                      line={line}
                      onChange={(next) =>
                        set(
                          'Lines',
                          lines.map((entry, at) => (at === index ? next : entry)),
                        )
                      }
                      onRemove={() =>
                        set(
                          'Lines',
                          lines.filter((_, at) => at !== index),
                        )
                      }
                      companyId={companyId}
                      currency={model.Currency ?? 'EUR'}
                      error={error}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>
          </Stack>
        </ReadOnlyFieldset>
        <ConfirmationDialog
          opened={confirm !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            if (confirm === 'leave' || !currentId) return onClose();
            remove.mutate(currentId, {
              onSuccess: () => {
                popups.add({ Message: 'Deleted', Icon: 'check' });
                onClose();
              },
            });
          }}
        >
          <Text size="sm">
            {confirm === 'leave'
              ? t('Leave_Unsaved_Confirm')
              : t('Delete_Purchase_Order_Confirm', { 0: model.Code })}
          </Text>
        </ConfirmationDialog>
      </EditForm>
    </div>
  );
}
