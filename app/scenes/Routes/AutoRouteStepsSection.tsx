import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RouteStep } from '../../../domain/workflow';
import { moveStep } from './autoRouteForm';
import { ActionField, approvalActions, RecipientField } from './routeFields';

/** The ordered steps of an auto route: each an approval action and a user or group; add, remove, move. */
export function AutoRouteStepsSection({
  steps,
  onChange,
  error,
}: {
  steps: RouteStep[];
  onChange: (steps: RouteStep[]) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const change = (index: number, step: Partial<RouteStep>) =>
    onChange(steps.map((current, at) => (at === index ? { ...current, ...step } : current)));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('Route_Steps')}</Text>
        {error('Steps') && (
          <Text size="xs" c="red">
            {error('Steps')}
          </Text>
        )}
        {steps.map((step, index) => (
          // Steps have no id of their own: their place is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the identity of a step
          <Group key={index} gap="sm" align="flex-end" wrap="wrap" data-testid={`auto-route-step-${index}`}>
            <Text size="sm" fw={600} w={20} pb={6}>
              {index + 1}.
            </Text>
            <div style={{ flex: '1 1 180px' }}>
              <ActionField
                actions={approvalActions}
                label={t('Route_Action')}
                value={step.Action}
                onChange={(action) => action && change(index, { Action: action })}
                error={error(`Steps.${index}.Action`)}
                data-testid={`auto-route-step-${index}-action`}
              />
            </div>
            <div style={{ flex: '1 1 220px' }}>
              <RecipientField
                field={`Steps.${index}.SendToUserId`}
                label={t('Route_Send_To')}
                value={step.SendToUserId || null}
                onChange={(id) => change(index, { SendToUserId: id ?? '' })}
                error={error(`Steps.${index}.SendToUserId`)}
                data-testid={`auto-route-step-${index}-user`}
              />
            </div>
            <Group gap={4} pb={4}>
              <ActionIcon
                variant="subtle"
                aria-label={t('Move_Up')}
                disabled={index === 0}
                onClick={() => onChange(moveStep(steps, index, -1))}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('Move_Down')}
                disabled={index === steps.length - 1}
                onClick={() => onChange(moveStep(steps, index, 1))}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Route_Remove_Step')}
                disabled={steps.length === 1}
                onClick={() => onChange(steps.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...steps, { Action: 'Approve', SendToUserId: '' }])}
            data-testid="auto-route-add-step"
          >
            {t('Route_Add_Step')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
