import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { PAGE_MAX_WIDTH, PUBLIC_TOP_BAR } from './nav';
import { SearchBox } from './SearchBox';

/** The visitor's top bar: the search dropdown, then Search, About Us, Pricing, Contact Us, Sign In, Join Free (on a phone
 * the search only: the links are in the header's Menu). */
export function PublicTopBar() {
  return (
    <Box as="nav" aria-label="Top bar" bg="gray.900" color="white" fontSize="sm">
      <Flex maxW={PAGE_MAX_WIDTH} mx="auto" px="4" py="1.5" justify="flex-end" align="center" gap="4" wrap="wrap">
        <SearchBox />
        <HStack gap="4" as="ul" listStyleType="none" hideBelow="md">
          {PUBLIC_TOP_BAR.map((item) => (
            <li key={item.label}>
              <AppLink href={item.href} color="white">
                {item.label}
              </AppLink>
            </li>
          ))}
        </HStack>
        <HStack gap="2" hideBelow="md">
          <Button asChild size="xs" variant="outline" color="white" _hover={{ color: 'gray.900' }}>
            <RouterLink href={links.login()}>Sign In</RouterLink>
          </Button>
          <Button asChild size="xs" colorPalette="orange">
            <RouterLink href={links.register()}>Join Free</RouterLink>
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
