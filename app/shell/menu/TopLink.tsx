import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuItem } from '../../../domain/routes/menus';
import { type ExternalUrls, hrefOf } from './visibility';

/** A top-level menu link; external ones open in a new tab. */
export function TopLink({ item, urls, active }: { item: MenuItem; urls: ExternalUrls; active: boolean }) {
  const { t } = useTranslation();
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
  return (
    <Button {...common} component={Link} to={href} data-active={active ? 'true' : 'false'}>
      {t(item.label)}
    </Button>
  );
}
