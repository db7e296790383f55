import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '../../../domain/routes/menus';
import { type ExternalUrls, hrefOf } from './visibility';

/** A top-level menu link; external ones open in a new tab. */
export function TopLink({ item, urls }: { item: MenuItem; urls: ExternalUrls }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const href = hrefOf(item, urls);
  const common = {
    variant: 'subtle',
    color: 'gray',
    size: 'compact-md',
    fw: 500,
    className: 'll-top-link',
  } as const;
  if (item.externalSetting) {
    return (
      <Button
        {...common}
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={13} stroke={1.6} />}
      >
        {t(item.label)}
      </Button>
    );
  }
  const base = href.split('?')[0];
  const active = pathname === base || pathname.startsWith(`${base}/`);
  return (
    <Button {...common} component={Link} to={href} data-active={active ? 'true' : 'false'}>
      {t(item.label)}
    </Button>
  );
}
