import type { GuardContext } from '../../../domain/routes/guardContext';
import { isMenuItemVisible, type MenuColumn, type MenuItem } from '../../../domain/routes/menus';
import type { ShellSettings } from '../../session/guardContext';

/** External addresses from settings, for Contracts and Support. */
export type ExternalUrls = { ContractManagement_Url: string; Support_Url: string };

/** The external addresses the shell's settings hold. */
export function externalUrlsOf(settings: ShellSettings): ExternalUrls {
  return { ContractManagement_Url: settings.ContractManagement_Url, Support_Url: settings.Support_Url };
}

/** The items of a menu this user sees. */
export function visibleItems(items: MenuItem[], ctx: GuardContext, urls: ExternalUrls): MenuItem[] {
  return items.filter((item) => isMenuItemVisible(item, ctx, urls));
}

/** The columns of a column menu that keep at least one visible item. */
export function visibleColumns(columns: MenuColumn[], ctx: GuardContext, urls: ExternalUrls): MenuColumn[] {
  return columns
    .map((column) => ({ ...column, items: visibleItems(column.items, ctx, urls) }))
    .filter((column) => column.items.length > 0);
}

/** The address a menu item opens: its path or its external setting's value. */
export function hrefOf(item: MenuItem, urls: ExternalUrls): string {
  return item.externalSetting ? urls[item.externalSetting] : (item.path ?? '/');
}
