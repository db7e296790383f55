import { Group, Radio, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../../../domain/workflow';
import type { ActionRecipient } from '../../../api/workflow';
import { oneOf } from '../../common/options';
import { actionLabel } from '../actionLabel';
import { type RouteRemember, RouteRemembers, routeRememberKeys } from './routeReconcile';

/**
 * The "remember as route" choice of the action panel, and the suggested route when there is one to
 * show. Shared suggestion routes are offered to holders of the SuggestionRoutes right only.
 */
export function RouteRememberSelect(props: {
  value: RouteRemember;
  onChange: (value: RouteRemember) => void;
  mayShare: boolean;
  suggested: Route | null;
  recipients: readonly ActionRecipient[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const offered = RouteRemembers.filter(
    (choice) => props.mayShare || choice === 'None' || choice === 'UserRoute' || choice === props.value,
  );
  const suggested = props.suggested;
  const recipient = props.recipients.find((entry) => entry.Id === suggested?.SendToUserId);
  return (
    <>
      {suggested && (
        <Text size="xs" c="dimmed" data-testid="action-suggested-route">
          {t('Suggested_Route')}: {actionLabel(t, suggested.ActionId)}
          {recipient ? ` → ${recipient.Name}` : ''}
        </Text>
      )}
      <Radio.Group
        size="xs"
        label={t('Route_Remember')}
        value={props.value}
        onChange={(value) => props.onChange(oneOf(RouteRemembers, value) ?? 'None')}
        data-testid="action-route-remember"
      >
        <Group gap={10} mt={4}>
          {offered.map((value) => (
            <Radio
              key={value}
              size="xs"
              value={value}
              label={t(routeRememberKeys[value])}
              disabled={props.disabled}
              data-testid={`action-route-${value}`}
            />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}
