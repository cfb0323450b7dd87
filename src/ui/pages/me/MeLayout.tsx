// The personal area shell: the sections on the left (380 px, spec 9), the page in the centre; on a phone the
// sections collapse into one menu above the page, so the page comes first.
import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { NavMenuButton } from '../../features/shell/NavMenuButton';
import { ME_SECTIONS } from './sections';

export function MeLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // the section the page belongs to: the longest section path the location starts with
  const current = ME_SECTIONS.filter((s) => location === s.href || location.startsWith(`${s.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
  return (
    <Flex gap={{ base: '3', md: '6' }} py={{ base: '3', md: '6' }} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
      <Box as="nav" aria-label="Personal area" hideFrom="md">
        <NavMenuButton label={`Sections: ${current?.label ?? 'Personal area'}`} groups={[{ items: ME_SECTIONS }]} current={current?.href} variant="outline" w="full" justifyContent="space-between" />
      </Box>
      <Box as="nav" aria-label="Personal area" hideBelow="md" w={{ md: '240px', lg: '380px' }} maxW="380px" flexShrink={0} borderWidth="1px" borderRadius="lg" p="3">
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
