import { Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type DashboardStepRequest, stepTotal } from '../../../domain/dashboard/request';
import type { DashboardStep } from '../../../domain/dashboard/steps';
import { useDashboardStep } from '../../api/dashboard';
import { formatCount } from '../Documents/count';
import { countsPerCompany } from './dashboardOptions';
import { StepTexts } from './stepTexts';

/** Companies named under a tile's total; the rest is summed up as "+n more". */
const CompaniesShown = 3;

type Props = {
  step: DashboardStep;
  request: DashboardStepRequest | null;
  open: boolean;
  companyName: (id: string | null) => string;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** One step as a button: its name, what it counts, the total and the largest companies; it opens the step's table. */
export function StepTile({ step, request, open, companyName, onSelect, onKeyDown }: Props) {
  const { t, i18n } = useTranslation();
  const answer = useDashboardStep(step, request);
  const texts = StepTexts[step];
  const items = answer.data?.DashboardSubItems ?? [];
  const companies = countsPerCompany(items);
  const total = stepTotal(items);
  const failed = answer.isError && !answer.data;

  return (
    <UnstyledButton
      className="ll-dash-tile"
      style={{ '--ll-step-color': `var(--mantine-color-${texts.color}-6)` } as CSSProperties}
      aria-expanded={open}
      aria-controls={open ? 'dashboard-table' : undefined}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      data-testid={`dashboard-tile-${step}`}
      data-step={step}
    >
      <Text fw={600} size="sm">
        {t(texts.name)}
      </Text>
      {/* Two lines kept for every hint, so the totals of a row of tiles line up. */}
      <Text size="xs" c="dimmed" lineClamp={2} mih="3.1em">
        {t(texts.hint)}
      </Text>
      <Group gap={6} align="center" mih={36}>
        {failed ? (
          <Group gap={4} c="red.7" data-testid="dashboard-tile-failed">
            <IconAlertTriangle size={16} aria-hidden />
            <Text size="xs">{t('Dashboard_Step_Failed')}</Text>
          </Group>
        ) : answer.data ? (
          <span className="ll-dash-total" data-empty={total === 0} data-testid="dashboard-tile-total">
            {formatCount(total, i18n.language)}
          </span>
        ) : (
          <Loader size="xs" aria-label={t('Loading')} />
        )}
        {answer.isFetching && answer.data && <Loader size={12} aria-hidden />}
      </Group>
      {companies.slice(0, CompaniesShown).map((entry) => (
        <span className="ll-dash-company" key={entry.companyId ?? ''}>
          <span>{companyName(entry.companyId)}</span>
          <span>{formatCount(entry.count, i18n.language)}</span>
        </span>
      ))}
      {companies.length > CompaniesShown && (
        <Text size="xs" c="dimmed">
          {t('Dashboard_More_Companies', { 0: companies.length - CompaniesShown })}
        </Text>
      )}
    </UnstyledButton>
  );
}
