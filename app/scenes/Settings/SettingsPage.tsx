import { Anchor, Badge, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../api/settings';
import { ListState } from '../common/ListState';
import { PageHeader } from '../common/PageHeader';
import { SettingValueForm } from './SettingRow';

/** Every setting of the customer with an editor that fits its type. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (settings.data ?? []).filter((setting) =>
      `${setting.Name} ${t(`Setting_${setting.Name}`)}`.toLowerCase().includes(needle),
    );
  }, [settings.data, search, t]);

  return (
    <>
      <PageHeader title={t('Settings')} description={t('Settings_Info')} />
      <Group mb="sm">
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} />}
          placeholder={t('Search')}
          aria-label={t('Search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={240}
        />
      </Group>
      <Paper withBorder radius="md">
        <ListState query={settings} count={rows.length} empty={t('No_Settings')}>
          <Table verticalSpacing={8} highlightOnHover data-testid="settings-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Setting')}</Table.Th>
                <Table.Th>{t('Type')}</Table.Th>
                <Table.Th ta="right">{t('Value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((setting) => (
                <Table.Tr key={setting.Name}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Anchor
                        component={Link}
                        to={`/settings/${encodeURIComponent(setting.Name)}`}
                        size="sm"
                        fw={500}
                      >
                        {t(`Setting_${setting.Name}`)}
                      </Anchor>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {setting.Name}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="xs" variant="outline" color="gray">
                      {setting.Type}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <SettingValueForm setting={setting} companyId={null} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListState>
      </Paper>
    </>
  );
}
