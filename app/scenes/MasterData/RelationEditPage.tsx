import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { type FormEvent, Fragment, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { RelationKind } from '../../../domain/masterdata/index';
import { ApiError } from '../../api/apiError';
import { useErpFeatures } from '../../api/erpFeatures';
import {
  type Relation,
  type RelationInput,
  useDeleteRelation,
  useRelation,
  useUpdateRelation,
} from '../../api/relations';
import { ConfirmationDialog } from '../../components';
import { popups } from '../../shell/popups/popupStore';
import { EditForm, ReadOnlyFieldset } from '../common/EditForm';
import { NotFoundState, notFoundMessage } from '../common/NotFoundState';
import { useFormModel } from '../common/useFormModel';
import { useMessage } from '../common/useMessage';
import { EditHeader } from './EditHeader';
import { FieldErrorSummary } from './FieldErrorSummary';
import { RelationSection } from './RelationSection';
import { relationScreens } from './RelationsPage';
import { type RelationSectionDef, relationFieldLabel } from './relationFields';
import { newRelationForm, relationFormOf } from './relationForms';
import { useEditKeys } from './useEditKeys';
import { useMasterDataCompany } from './useMasterDataCompany';
import { creationFieldErrors, useRelationCreate } from './useRelationCreate';

/** What a kind's own sections (the vendor's bank block) get from the page. */
export type RelationPageContext<K extends RelationKind> = {
  model: RelationInput<K>;
  set: <F extends keyof RelationInput<K>>(field: F, value: RelationInput<K>[F]) => void;
  relation: Relation<K> | undefined;
  companyId: string | null;
  supported: readonly string[] | undefined;
  error: (field: string) => string | undefined;
};

type Props<K extends RelationKind> = {
  kind: K;
  sections: RelationSectionDef<RelationInput<K>>[];
  /** The kind's own sections, shown after the general one. */
  extra?: (context: RelationPageContext<K>) => ReactNode;
};

// Empty rows of the IBAN list are places to type, not accounts.
const withoutEmptyIbans = <M extends { IbanNumbers?: string[] }>(input: M): M => ({
  ...input,
  IbanNumbers: (input.IbanNumbers ?? []).filter((iban) => iban.trim() !== ''),
});

/**
 * Edits a vendor or customer (/vendors/:id, /customers/:id) or creates one through the company's financial system
 * (`new`): only the fields the company's ERP keeps, server messages under their fields, Ctrl+S saves and Escape
 * goes back to the list.
 */
export function RelationEditPage<K extends RelationKind>({ kind, sections, extra }: Props<K>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useMessage();
  const texts = relationScreens[kind];
  const { id = 'new' } = useParams();
  const [search] = useSearchParams();
  const isNew = id === 'new';
  const relation = useRelation(kind, isNew ? undefined : id);
  const chosen = useMasterDataCompany({ requested: search.get('companyId') });
  const companyId = isNew ? chosen.companyId : (relation.data?.CompanyId ?? null);
  const features = useErpFeatures(companyId);
  const supported =
    kind === 'Vendor' ? features.data?.SupportedVendorFields : features.data?.SupportedCustomerFields;
  const update = useUpdateRelation(kind);
  const creation = useRelationCreate(kind);
  const remove = useDeleteRelation(kind);
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const loaded = useMemo(
    () => (isNew ? newRelationForm(kind) : relation.data && relationFormOf(kind, relation.data)),
    [isNew, kind, relation.data],
  );
  const { model, set, dirty, setDirty } = useFormModel<RelationInput<K>>(loaded);

  const fieldErrors = isNew
    ? creationFieldErrors(creation.error)
    : update.error instanceof ApiError
      ? update.error.errors
      : {};
  const error = (field: string) => (fieldErrors[field] ? message(fieldErrors[field]) : undefined);
  const leave = () => void navigate(texts.path);
  useEditKeys({
    save: () => area.current?.querySelector('form')?.requestSubmit(),
    leave: () => (dirty ? setConfirm('leave') : leave()),
  });

  if (relation.isError) {
    return (
      <NotFoundState
        title={t('Not_Found_Title')}
        message={t(notFoundMessage(relation.error, `${kind}_Not_Found`))}
        backTo={texts.path}
        backLabel={t(texts.title)}
      />
    );
  }
  if (!model) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }

  const saved = () => {
    setDirty(false);
    popups.add({ Message: 'Saved', Icon: 'check' });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = withoutEmptyIbans(model);
    if (!isNew) return update.mutate({ id, input }, { onSuccess: saved });
    if (!companyId || creation.progress) return;
    const created = await creation.create(companyId, input, chosen.company?.ErpAdapter === 'Manual');
    if (created === 'timeout') return leave();
    if (!created) return;
    saved();
    void navigate(`${texts.path}/${encodeURIComponent(created.Id)}`, { replace: true });
  };
  const context: RelationPageContext<K> = {
    model,
    set,
    relation: relation.data,
    companyId,
    supported,
    error,
  };

  return (
    <div ref={area}>
      <EditForm onSubmit={(event) => void submit(event)}>
        <EditHeader
          backTo={texts.path}
          backLabel={t(texts.title)}
          title={isNew ? t(texts.create) : model.Name || t(texts.title)}
          saving={update.isPending || creation.progress !== null}
          canSave={dirty || isNew}
          onDelete={isNew ? undefined : () => setConfirm('delete')}
        />
        <ReadOnlyFieldset>
          <Stack gap="md">
            {creation.progress && (
              <Alert color="blue" icon={<Loader size={16} />} data-testid="relation-create-progress">
                {t(creation.progress)}
              </Alert>
            )}
            {creation.refusal && (
              <Alert color="red" data-testid="relation-create-refusal">
                {message(creation.refusal)}
              </Alert>
            )}
            <FieldErrorSummary
              errors={fieldErrors}
              label={(field) => t(relationFieldLabel(kind, field.split('.')[0]))}
            />
            {sections.map((section, index) => (
              <Fragment key={section.key}>
                <RelationSection
                  kind={kind}
                  title={section.title}
                  fields={section.fields}
                  model={model}
                  set={set}
                  companyId={companyId}
                  supported={supported}
                  error={error}
                />
                {/* The kind's own block (the vendor's bank accounts) comes right after the general fields. */}
                {index === 0 && extra?.(context)}
              </Fragment>
            ))}
          </Stack>
        </ReadOnlyFieldset>
        <ConfirmationDialog
          opened={confirm !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            if (confirm === 'leave') return leave();
            remove.mutate(id, {
              onSuccess: () => {
                popups.add({ Message: 'Deleted', Icon: 'check' });
                leave();
              },
            });
          }}
        >
          <Text size="sm">
            {confirm === 'leave'
              ? t('Leave_Unsaved_Confirm')
              : t('Delete_Relation_Confirm', { 0: model.Name })}
          </Text>
        </ConfirmationDialog>
      </EditForm>
    </div>
  );
}
