// A button that opens a menu of links, in groups with an optional heading: the header's menus on a desktop and
// the collapsed navigation on a phone (public header, personal area sections).
import { Button, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { NavItem } from './nav';

export type NavGroup = { label?: string; items: NavItem[] };

export function NavMenuButton({ label, groups, current, ...button }: { label: string; groups: NavGroup[]; current?: string } & ButtonProps) {
  const [, navigate] = useLocation();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" {...button}>
          {label} ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="75vh" overflowY="auto">
            {groups.map((g, i) => (
              <Menu.ItemGroup key={g.label ?? i}>
                {i > 0 && <Menu.Separator />}
                {g.label && <Menu.ItemGroupLabel>{g.label}</Menu.ItemGroupLabel>}
                {g.items.map((item) => (
                  <Menu.Item key={`${item.label} ${item.href}`} value={`${g.label ?? ''} ${item.label}`} aria-current={item.href === current ? 'page' : undefined}
                    fontWeight={item.href === current ? 'semibold' : undefined} onSelect={() => navigate(item.href)}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
