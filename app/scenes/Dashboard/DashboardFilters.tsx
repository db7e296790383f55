import { Button, Checkbox, Chip, Group, Popover, Stack, Switch } from '@mantine/core';
import { IconBuilding, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DashboardPreferences } from '../../../domain/dashboard/window';
import type { OverviewDocumentType } from '../../../domain/documents';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import type { DashboardCompany } from './dashboardOptions';

type Props = {
  companies: DashboardCompany[];
  types: OverviewDocumentType[];
  preferences: DashboardPreferences;
  onChange: (next: DashboardPreferences) => void;
};

/** The dashboard's filters: companies and document types (kept as what was deselected) and old documents. */
export function DashboardFilters({ companies, types, preferences, onChange }: Props) {
  const { t } = useTranslation();
  const deselected = new Set(preferences.deselectedCompanies);
  const selectedCount = companies.filter((company) => !deselected.has(company.Id)).length;
  const toggleCompany = (id: string, on: boolean) =>
    onChange({
      ...preferences,
      deselectedCompanies: on
        ? preferences.deselectedCompanies.filter((other) => other !== id)
        : [...preferences.deselectedCompanies, id],
    });
  const allCompanies = (on: boolean) =>
    onChange({ ...preferences, deselectedCompanies: on ? [] : companies.map((company) => company.Id) });

  return (
    <Group gap="md" mb="md" wrap="wrap" align="center" data-testid="dashboard-filters">
      {companies.length > 1 && (
        <Popover position="bottom-start" shadow="md" withinPortal trapFocus>
          <Popover.Target>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconBuilding size={14} />}
              rightSection={<IconChevronDown size={14} />}
              data-testid="dashboard-companies"
            >
              {selectedCount === companies.length
                ? t('Dashboard_All_Companies')
                : t('Dashboard_Companies_Selected', { 0: selectedCount, 1: companies.length })}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={8} mah={320} style={{ overflowY: 'auto' }}>
              <Checkbox
                label={t('Select_All')}
                checked={selectedCount === companies.length}
                indeterminate={selectedCount > 0 && selectedCount < companies.length}
                onChange={(event) => allCompanies(event.currentTarget.checked)}
                data-testid="dashboard-companies-all"
              />
              {companies.map((company) => (
                <Checkbox
                  key={company.Id}
                  label={company.DisplayName}
                  checked={!deselected.has(company.Id)}
                  onChange={(event) => toggleCompany(company.Id, event.currentTarget.checked)}
                  data-testid="dashboard-company"
                />
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
      {types.length > 1 && (
        <Chip.Group
          multiple
          value={types.filter((type) => !preferences.deselectedTypes.includes(type))}
          onChange={(selected) =>
            onChange({
              ...preferences,
              deselectedTypes: types.filter((type) => !selected.includes(type)),
            })
          }
        >
          <Group gap={6} role="group" aria-label={t('Document_Type')}>
            {types.map((type) => (
              <Chip
                key={type}
                value={type}
                size="xs"
                color={DocumentTypeLooks[type].color}
                data-testid={`dashboard-type-${type}`}
              >
                {t(DocumentTypeLooks[type].overviewTitle)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <Switch
        size="sm"
        label={t('Dashboard_Show_Old_Documents')}
        checked={preferences.showOldDocuments}
        onChange={(event) => onChange({ ...preferences, showOldDocuments: event.currentTarget.checked })}
        data-testid="dashboard-show-old"
      />
    </Group>
  );
}
