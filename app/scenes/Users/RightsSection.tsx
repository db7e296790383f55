import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ActionRight, ActionRights, type ViewRight, ViewRights } from '../../../domain/rights/rights';
import { FormSection } from '../common/FormSection';

type RightsGroupProps<T extends string> = {
  title: string;
  all: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  testId: string;
};

const labelKey = (right: string): string => `Right_${right}`;

function RightsGroup<T extends string>({ title, all, value, onChange, testId }: RightsGroupProps<T>) {
  const { t } = useTranslation();
  const chosen = new Set(value);
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between">
        <Text fw={500} size="sm">
          {title} ({value.length}/{all.length})
        </Text>
        <Group gap={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => onChange([...all])}>
            {t('Select_All')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onChange([])}>
            {t('Select_None')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={6} verticalSpacing={6}>
        {all.map((right) => (
          <Checkbox
            key={right}
            size="xs"
            label={t(labelKey(right))}
            checked={chosen.has(right)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked ? [...value, right] : value.filter((entry) => entry !== right),
              )
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type Props = {
  viewRights: ViewRight[];
  actionRights: ActionRight[];
  onViewRights: (value: ViewRight[]) => void;
  onActionRights: (value: ActionRight[]) => void;
};

/** View rights (which screens show) and action rights (what the user may do) as checkbox groups. */
export function RightsSection({ viewRights, actionRights, onViewRights, onActionRights }: Props) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('Rights')} description={t('Rights_Info')} cols={1}>
      <RightsGroup
        title={t('View_Rights')}
        all={ViewRights}
        value={viewRights}
        onChange={onViewRights}
        testId="view-rights"
      />
      <RightsGroup
        title={t('Action_Rights')}
        all={ActionRights}
        value={actionRights}
        onChange={onActionRights}
        testId="action-rights"
      />
    </FormSection>
  );
}
