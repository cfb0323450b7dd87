import { Box, Flex, HStack } from '@chakra-ui/react';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { HEADER_MENUS, PAGE_MAX_WIDTH, PUBLIC_TOP_BAR } from './nav';
import { Logo } from './Logo';
import { NavMenuButton, type NavGroup } from './NavMenuButton';

// On a phone one menu holds the account buttons, the top bar's links and the header's menus (each link once).
const PHONE_FIRST = [
  { label: 'Sign In', href: links.login() },
  { label: 'Join Free', href: links.register() },
  ...PUBLIC_TOP_BAR.filter((i) => i.href !== links.pricing()),
  { label: 'Plans and Pricing', href: links.pricing() },
];
const PHONE_MENU: NavGroup[] = [
  { items: PHONE_FIRST },
  ...HEADER_MENUS.map((m) => ({ label: m.label, items: m.items.filter((i) => !PHONE_FIRST.some((f) => f.label === i.label)) })),
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
