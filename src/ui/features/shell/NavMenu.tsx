// The menu of NavMenuButton (loaded when the button is first hovered, focused or pressed): the button and its
// menu of links in groups with an optional heading. `defaultOpen`: pressed before this loaded; `focusTrigger`:
// the placeholder button had the focus, which the real one takes over.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { NavMenuProps } from './NavMenuButton';

export function NavMenu({ label, groups, current, defaultOpen, focusTrigger, ...button }: NavMenuProps & { defaultOpen: boolean; focusTrigger: boolean }) {
  const [, navigate] = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, []); // once, when it replaces the placeholder
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button ref={trigger} variant="ghost" size="sm" {...button}>
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
