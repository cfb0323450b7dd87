import { Button, Menu, Portal } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';

/** The signed-in menu: My Area, Notifications, Log out. */
export function UserMenu() {
  const [, navigate] = useLocation();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" color="white" _hover={{ color: 'gray.900' }}>
          Menu ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="me" onSelect={() => navigate(links.me())}>
              My Area
            </Menu.Item>
            <Menu.Item value="notifications" onSelect={() => navigate(links.meNotifications())}>
              Notifications
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => navigate(links.logout())}>
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
