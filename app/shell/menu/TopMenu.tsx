import { Group, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
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
import { activeHref } from './activeItem';
import { HoverMenu } from './HoverMenu';
import { ItemsMenu } from './ItemsMenu';
import { MenuEntry } from './MenuEntry';
import { SettingsMenu } from './SettingsMenu';
import { TopLink } from './TopLink';
import { useCrowded } from './useCrowded';
import { externalUrlsOf, visibleColumns, visibleItems } from './visibility';

/** Spec 000 §9: below 850 px the document items collapse into one Documents dropdown. */
export const NarrowLayoutQuery = '(max-width: 849.98px)';

const dashboardItem: MenuItem = { label: 'Dashboard', path: '/dashboard' };
const supportItem: MenuItem = { label: 'Support', externalSetting: 'Support_Url' };

/** The top menu of spec 000 §2, filtered by the user's rights and the built screens. */
export function TopMenu() {
  const { t, i18n } = useTranslation();
  const place = useLocation();
  const { base, guard } = useShellData();
  const narrowScreen = useMediaQuery(NarrowLayoutQuery) ?? false;
  const bar = useRef<HTMLDivElement>(null);
  const urls = externalUrlsOf(base.settings);
  const show = (items: MenuItem[]) => visibleItems(items, guard, urls);
  const documents = show(documentMenu);
  const columns = visibleColumns(settingsMenu, guard, urls);
  const scan = show(scanMenu);
  const paymentLists = show(paymentListsMenu);
  const topLinks = show([supportItem, integrationsItem]);
  // Below 850 px the logo, which leads to the dashboard, stands in for the Dashboard item: no room for both.
  const dashboard = narrowScreen ? [] : show([dashboardItem]);
  const internal = [
    dashboard,
    scan,
    documents,
    paymentLists,
    topLinks,
    ...columns.map((column) => column.items),
  ]
    .flat()
    .flatMap((item) => (item.path ? [item.path] : []));
  // Exactly one item lights up: the one the address belongs to best.
  const active = activeHref(place, internal);
  // Long labels (or many menus) that do not fit collapse the document items too, as on a narrow screen.
  const labels = [i18n.language, narrowScreen, ...internal].join(' ');
  const crowded = useCrowded(bar, labels);
  const narrow = narrowScreen || crowded;
  // Still too little room with the document items folded: the payment lists join them in the Documents dropdown.
  const stillCrowded = useCrowded(bar, `${labels} ${narrow}`);
  const foldPayments = narrow && stillCrowded && paymentLists.length > 0;
  const holds = (items: MenuItem[]) => items.some((item) => item.path !== undefined && item.path === active);

  return (
    <Group
      gap={2}
      wrap="nowrap"
      component="nav"
      aria-label={t('Main_Menu')}
      className="ll-top-menu"
      ref={bar}
    >
      {dashboard.map((item) => (
        <TopLink key={item.label} item={item} urls={urls} active={holds([item])} />
      ))}
      <ItemsMenu label={t('Scan')} items={scan} urls={urls} testId="menu-scan" active={holds(scan)} />
      {foldPayments ? (
        <HoverMenu
          label={t('Documents')}
          testId="menu-documents"
          active={holds([...documents, ...paymentLists])}
        >
          {documents.map((item) => (
            <MenuEntry key={item.label} item={item} urls={urls} />
          ))}
          {documents.length > 0 && <Menu.Divider />}
          <Menu.Label>{t('Payment_Lists')}</Menu.Label>
          {paymentLists.map((item) => (
            <MenuEntry key={item.label} item={item} urls={urls} />
          ))}
        </HoverMenu>
      ) : narrow ? (
        <ItemsMenu
          label={t('Documents')}
          items={documents}
          urls={urls}
          testId="menu-documents"
          active={holds(documents)}
        />
      ) : (
        documents.map((item) => <TopLink key={item.label} item={item} urls={urls} active={holds([item])} />)
      )}
      {!foldPayments && (
        <ItemsMenu
          label={t('Payment_Lists')}
          items={paymentLists}
          urls={urls}
          testId="menu-payment-lists"
          active={holds(paymentLists)}
        />
      )}
      {topLinks.map((item) => (
        <TopLink key={item.label} item={item} urls={urls} active={holds([item])} />
      ))}
      <SettingsMenu columns={columns} urls={urls} active={columns.some((column) => holds(column.items))} />
    </Group>
  );
}
