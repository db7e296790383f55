import { MultiSelect, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../domain/entities/company';
import { FormSection } from '../common/FormSection';
import type { UserForm } from './userForm';

/** The company scopes of spec 000 §6, each with its "all companies" flag. */
export const CompanyScopes = [
  { scope: 'See', list: 'SeeCompanies', all: 'MaySeeAllCompanies' },
  { scope: 'Validate', list: 'ValidateCompanies', all: 'MayValidateAllCompanies' },
  { scope: 'Handle', list: 'HandleCompanies', all: 'MayHandleAllCompanies' },
  { scope: 'Approve', list: 'ApproveCompanies', all: 'MayApproveAllCompanies' },
  { scope: 'Sign', list: 'SignCompanies', all: 'MaySignAllCompanies' },
] as const;

type Props = {
  model: UserForm;
  companies: Company[];
  set: <K extends keyof UserForm>(field: K, value: UserForm[K]) => void;
  error: (field: string) => string | undefined;
};

/** Per scope: all companies, or a chosen list. */
export function CompanyScopesSection({ model, companies, set, error }: Props) {
  const { t } = useTranslation();
  const options = companies.map((company) => ({
    value: company.Id,
    label: company.DisplayName || company.Name,
  }));
  return (
    <FormSection title={t('Company_Scopes')} description={t('Company_Scopes_Info')} cols={1}>
      {CompanyScopes.map(({ scope, list, all }) => (
        <div
          key={scope}
          style={{ display: 'grid', gridTemplateColumns: 'minmax(180px, 220px) 1fr', gap: 12 }}
        >
          <Switch
            mt={6}
            label={t(`Scope_${scope}_All`)}
            checked={model[all] ?? false}
            onChange={(event) => set(all, event.currentTarget.checked)}
            data-testid={`scope-${scope}-all`}
          />
          <MultiSelect
            aria-label={t(`Scope_${scope}`)}
            placeholder={model[all] ? t('All_Companies') : t(`Scope_${scope}`)}
            data={options}
            value={model[all] ? [] : (model[list] ?? [])}
            onChange={(value) => set(list, value)}
            disabled={model[all] ?? false}
            searchable
            clearable
            error={error(list)}
          />
        </div>
      ))}
    </FormSection>
  );
}
