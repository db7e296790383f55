import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Spec 000 §9: menus close 300 ms after the pointer leaves. */
export const MenuCloseDelayMs = 300;

/** Open menus lie above the popup messages (z-index 400), so a popup never blocks a menu's items. */
export const MenuZIndex = 500;

/** A top-menu dropdown that opens on hover or click (and by keyboard) and closes 300 ms after leaving. */
export function HoverMenu({
  label,
  active,
  testId,
  width,
  children,
}: {
  label: string;
  active?: boolean;
  testId: string;
  width?: number | 'target';
  children: ReactNode;
}) {
  return (
    <Menu
      trigger="click-hover"
      openDelay={60}
      closeDelay={MenuCloseDelayMs}
      position="bottom-start"
      offset={4}
      shadow="md"
      width={width}
      loop
      withinPortal
      zIndex={MenuZIndex}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          fw={500}
          className="ll-top-link"
          data-active={active ? 'true' : 'false'}
          data-testid={testId}
          rightSection={<IconChevronDown size={14} stroke={1.8} />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
