import { Button, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { useSession } from '../session/useSession';

/** Every stored login; picking one switches to it without signing in again. */
export function AccountSwitcher() {
  const session = useSession();
  const [, navigate] = useLocation();
  const currentEmail = session.current?.email ?? '';
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} maxW={{ base: '28', md: '56' }} minW="0" flexShrink={1} data-testid="account-switcher">
          <VisuallyHidden>Switch account, signed in as </VisuallyHidden>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{currentEmail}</span> ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Accounts</Menu.ItemGroupLabel>
              {session.logins.map((l) => {
                const isCurrent = l.email === currentEmail;
                return (
                  <Menu.Item
                    key={l.email}
                    value={`account:${l.email}`}
                    aria-current={isCurrent ? 'true' : undefined}
                    onSelect={() => {
                      if (!isCurrent) session.switchAccount(l.email);
                    }}
                  >
                    {l.email}
                    {isCurrent && ' (current)'}
                  </Menu.Item>
                );
              })}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="add" onSelect={() => navigate(links.login())}>
              Add another account
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
