import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useThemeToggle } from './theme';

/** Switches between the light and dark theme (stored per customer and user). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { scheme, toggle } = useThemeToggle();
  const label = scheme === 'dark' ? t('Light_Theme') : t('Dark_Theme');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={toggle}
        aria-label={label}
        data-testid="theme-toggle"
        data-scheme={scheme}
      >
        {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
