// The personal area shell: the sections on the left (380 px, spec 9), the page in the centre.
import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { ME_SECTIONS } from './sections';

export function MeLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Flex gap="6" py="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Box as="nav" aria-label="Personal area" w={{ base: 'full', md: '240px', lg: '380px' }} maxW="380px" flexShrink={0} borderWidth="1px" borderRadius="lg" p="3">
        <Stack as="ul" gap="0.5" listStyleType="none">
          {ME_SECTIONS.map((s) => {
            const active = location === s.href;
            return (
              <li key={s.href}>
                <AppLink
                  href={s.href}
                  display="block"
                  px="3"
                  py="1.5"
                  borderRadius="md"
                  aria-current={active ? 'page' : undefined}
                  bg={active ? 'orange.50' : undefined}
                  fontWeight={active ? 'semibold' : 'normal'}
                  _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                >
                  {s.label}
                </AppLink>
              </li>
            );
          })}
        </Stack>
      </Box>
      <Box as="section" flex="1" minW="0" maxW="850px" w="full">
        {children}
      </Box>
    </Flex>
  );
}
