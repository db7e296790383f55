import { Menu, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuColumn } from '../../../domain/routes/menus';
import { HoverMenu } from './HoverMenu';
import { MenuEntry } from './MenuEntry';
import type { ExternalUrls } from './visibility';

/** The Settings menu in columns Workflow, Users, Companies, System (empty columns hidden). */
export function SettingsMenu({
  columns,
  urls,
  active,
}: {
  columns: MenuColumn[];
  urls: ExternalUrls;
  active: boolean;
}) {
  const { t } = useTranslation();
  if (columns.length === 0) return null;
  return (
    <HoverMenu label={t('Settings_Menu')} testId="menu-settings" active={active}>
      <SimpleGrid cols={columns.length} spacing={4} data-testid="settings-columns">
        {columns.map((column) => (
          <Stack key={column.label} gap={0} miw={170} data-testid={`settings-column-${column.label}`}>
            <Menu.Label>{t(column.label)}</Menu.Label>
            {column.items.map((item) => (
              <MenuEntry key={item.label} item={item} urls={urls} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </HoverMenu>
  );
}
