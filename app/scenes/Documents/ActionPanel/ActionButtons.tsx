import { Button, Group, Kbd } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionName, AllowedAction } from '../../../../domain/workflow';
import { actionLabel } from '../actionLabel';
import { shortcutOf } from './actionKeys';

/**
 * One button per allowed action: filled for those that take the document on (Forward), quieter for
 * the ways aside and back. The selected one is marked; its form shows below.
 */
export function ActionButtons(props: {
  actions: readonly AllowedAction[];
  selected: ActionName | null;
  disabled: boolean;
  onRequest: (action: ActionName) => void;
}) {
  const { t } = useTranslation();
  const names = props.actions.map((action) => action.Action);
  return (
    <Group gap={6} data-testid="action-buttons">
      {props.actions.map((action) => {
        const shortcut = shortcutOf(action.Action, names);
        const selected = action.Action === props.selected;
        const forward = action.Direction === 'Forward';
        return (
          <Button
            key={action.Action}
            size="xs"
            variant={forward ? 'filled' : selected ? 'light' : 'default'}
            color={forward ? 'green' : undefined}
            disabled={props.disabled}
            aria-pressed={selected}
            data-selected={selected || undefined}
            data-testid={`action-${action.Action}`}
            onClick={() => props.onRequest(action.Action)}
            rightSection={
              shortcut ? (
                <Kbd size="xs" fz={10} py={0}>
                  {shortcut}
                </Kbd>
              ) : undefined
            }
            style={
              selected ? { outline: '2px solid var(--mantine-color-blue-4)', outlineOffset: 1 } : undefined
            }
          >
            {actionLabel(t, action.Action)}
          </Button>
        );
      })}
    </Group>
  );
}
