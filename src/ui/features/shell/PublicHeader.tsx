import { Box, Flex, HStack } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { HEADER_MENUS, PAGE_MAX_WIDTH, PUBLIC_TOP_BAR } from './nav';
import { Logo } from './Logo';
import { NavMenuButton, type NavGroup } from './NavMenuButton';

// On a phone one menu holds the header's menus and the top bar's links and account buttons.
const PHONE_MENU: NavGroup[] = [
  { items: [...PUBLIC_TOP_BAR, { label: 'Plans and Pricing', href: links.pricing() }] },
  ...HEADER_MENUS,
  { label: 'Account', items: [{ label: 'Sign In', href: links.login() }, { label: 'Join Free', href: links.register() }] },
];

/** The public header: logo, Products, Solutions and Resources menus, Plans and Pricing; on a phone, logo and one Menu. */
export function PublicHeader() {
  return (
    <Box as="header" bg="white" borderBottomWidth="1px">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="2" align="center" justify="space-between" wrap="wrap" gap="2">
        <Logo href={links.home()} />
        <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
          {HEADER_MENUS.map((m) => (
            <NavMenuButton key={m.label} label={m.label} groups={[{ items: m.items }]} />
          ))}
          <AppLink href={links.pricing()} px="3" fontWeight="medium" fontSize="sm">
            Plans and Pricing
          </AppLink>
        </HStack>
        <Box as="nav" aria-label="Main" hideFrom="md">
          <NavMenuButton label="Menu" groups={PHONE_MENU} variant="outline" />
        </Box>
      </Flex>
    </Box>
  );
}
