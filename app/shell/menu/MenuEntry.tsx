import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '../../../domain/routes/menus';
import { type ExternalUrls, hrefOf } from './visibility';

/** One item inside a dropdown: a router link, or an external address in a new tab. */
export function MenuEntry({ item, urls }: { item: MenuItem; urls: ExternalUrls }) {
  const { t } = useTranslation();
  if (item.externalSetting) {
    return (
      <Menu.Item component="a" href={hrefOf(item, urls)} target="_blank" rel="noopener noreferrer">
        {t(item.label)}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component={Link} to={hrefOf(item, urls)}>
      {t(item.label)}
    </Menu.Item>
  );
}
