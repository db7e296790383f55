import { Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  documentMenu,
  integrationsItem,
  type MenuItem,
  paymentListsMenu,
  scanMenu,
  settingsMenu,
} from '../../../domain/routes/menus';
import { useShellData } from '../../session/ShellDataContext';
import { ItemsMenu } from './ItemsMenu';
import { SettingsMenu } from './SettingsMenu';
import { TopLink } from './TopLink';
import { externalUrlsOf, visibleColumns, visibleItems } from './visibility';

/** Spec 000 §9: below 850 px the document items collapse into one Documents dropdown. */
export const NarrowLayoutQuery = '(max-width: 849.98px)';

const dashboardItem: MenuItem = { label: 'Dashboard', path: '/dashboard' };
const supportItem: MenuItem = { label: 'Support', externalSetting: 'Support_Url' };

const under = (pathname: string, items: MenuItem[]) =>
  items.some((item) => item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`)));

/** The top menu of spec 000 §2, filtered by the user's rights and the built screens. */
export function TopMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { base, guard } = useShellData();
  const narrow = useMediaQuery(NarrowLayoutQuery) ?? false;
  const urls = externalUrlsOf(base.settings);
  const show = (items: MenuItem[]) => visibleItems(items, guard, urls);
  const documents = show(documentMenu);
  const columns = visibleColumns(settingsMenu, guard, urls);
  const settingsActive = columns.some((column) => under(pathname, column.items));

  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label={t('Main_Menu')}>
      {show([dashboardItem]).map((item) => (
        <TopLink key={item.label} item={item} urls={urls} />
      ))}
      <ItemsMenu label={t('Scan')} items={show(scanMenu)} urls={urls} testId="menu-scan" />
      {narrow ? (
        <ItemsMenu
          label={t('Documents')}
          items={documents}
          urls={urls}
          testId="menu-documents"
          active={under(pathname, documents)}
        />
      ) : (
        documents.map((item) => <TopLink key={item.label} item={item} urls={urls} />)
      )}
      <ItemsMenu
        label={t('Payment_Lists')}
        items={show(paymentListsMenu)}
        urls={urls}
        testId="menu-payment-lists"
      />
      {show([supportItem, integrationsItem]).map((item) => (
        <TopLink key={item.label} item={item} urls={urls} />
      ))}
      <SettingsMenu columns={columns} urls={urls} active={settingsActive} />
    </Group>
  );
}
