import { Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureFlags } from '../../../../domain/entities/misc';
import { useFeatureFlags, useSaveFeatureFlag } from '../../../api/featureFlags';
import { useIsReadOnly } from '../../../session/sessionStore';
import { ListState } from '../../common/ListState';
import { reportSaved } from '../../common/reportSaved';
import { CustomizeHeader } from '../CustomizeHeader';

/** /customize-environment/feature-flags: the server's feature flags of this environment, switched by a SuperAdmin. */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const readOnly = useIsReadOnly();
  const flags = useFeatureFlags();
  const save = useSaveFeatureFlag();
  // Only the flags the product knows, in its order, whatever the server answered.
  const rows = FeatureFlags.map((name) => ({
    name,
    enabled: flags.data?.some((flag) => flag.Name === name && flag.Enabled) ?? false,
  }));

  return (
    <>
      <CustomizeHeader title={t('Feature_Flags')} description={t('Feature_Flags_Info')} />
      <Paper withBorder radius="md" maw={880}>
        <ListState query={flags} count={rows.length} empty={t('No_Feature_Flags')}>
          <Table verticalSpacing="sm" data-testid="feature-flags">
            <Table.Tbody>
              {rows.map(({ name, enabled }) => {
                const saving = save.isPending && save.variables?.name === name;
                return (
                  <Table.Tr key={name} data-testid={`feature-flag-${name}`}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm" fw={600}>
                          {t(`Feature_Flag_${name}`)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t(`Feature_Flag_${name}_Info`)}
                        </Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {name}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td w={120} ta="right">
                      <Switch
                        checked={enabled}
                        disabled={readOnly || saving}
                        label={t(enabled ? 'Feature_Flag_On' : 'Feature_Flag_Off')}
                        labelPosition="left"
                        aria-label={t(`Feature_Flag_${name}`)}
                        onChange={(event) =>
                          reportSaved(save.mutateAsync({ name, enabled: event.currentTarget.checked }))
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ListState>
      </Paper>
    </>
  );
}
