import type { MenuItem } from '../../../domain/routes/menus';
import { HoverMenu } from './HoverMenu';
import { MenuEntry } from './MenuEntry';
import type { ExternalUrls } from './visibility';

/** A dropdown of visible items; hidden when it would be empty. */
export function ItemsMenu({
  label,
  items,
  urls,
  testId,
  active = false,
}: {
  label: string;
  items: MenuItem[];
  urls: ExternalUrls;
  testId: string;
  active?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <HoverMenu label={label} testId={testId} active={active}>
      {items.map((item) => (
        <MenuEntry key={item.label} item={item} urls={urls} />
      ))}
    </HoverMenu>
  );
}
