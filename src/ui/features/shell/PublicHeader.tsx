import { Box, Button, Flex, HStack, Menu, Portal } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { HEADER_MENUS, PAGE_MAX_WIDTH, type NavMenu } from './nav';
import { Logo } from './Logo';

function HeaderMenu({ menu }: { menu: NavMenu }) {
  const [, navigate] = useLocation();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          {menu.label} ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {menu.items.map((item) => (
              <Menu.Item key={item.label} value={item.label} onSelect={() => navigate(item.href)}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The public header: logo, Products, Solutions and Resources menus, Plans and Pricing. */
export function PublicHeader() {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="2" align="center" justify="space-between" wrap="wrap" gap="2">
        <Logo href={links.home()} />
        <HStack as="nav" aria-label="Main" gap="1">
          {HEADER_MENUS.map((m) => (
            <HeaderMenu key={m.label} menu={m} />
          ))}
          <AppLink href={links.pricing()} px="3" fontWeight="medium" fontSize="sm">
            Plans and Pricing
          </AppLink>
        </HStack>
      </Flex>
    </Box>
  );
}
