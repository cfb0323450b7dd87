// The admin portal's frame: the navigation of its sections beside the page, and breadcrumbs above it.
import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useSession } from '../../features/session/useSession';
import { ADMIN_SECTIONS } from './sections';

export type Crumb = { label: string; href?: string };

export function AdminLayout({ title, crumbs = [], children }: { title: string; crumbs?: Crumb[]; children: ReactNode }) {
  usePageTitle(title);
  const [path] = useLocation();
  const { user } = useSession();
  const trail: Crumb[] = [{ label: 'Admin Portal', href: links.admin() }, ...crumbs];
  if (user && !user.admin) return <Text py="10" textAlign="center">Only site admins can open the Admin Portal.</Text>;
  return (
    <Flex gap="6" py="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Box as="nav" aria-label="Admin sections" minW="200px">
        <Stack as="ul" listStyleType="none" gap="1">
          {[{ title: 'Home', href: links.admin() }, ...ADMIN_SECTIONS].map((s) => {
            const current = s.href === links.admin() ? path === s.href : path === s.href || path.startsWith(`${s.href}/`);
            return (
              <li key={s.href}>
                <AppLink href={s.href} aria-current={current ? 'page' : undefined} fontWeight={current ? 'bold' : 'normal'}>{s.title}</AppLink>
              </li>
            );
          })}
        </Stack>
      </Box>
      <Box flex="1" minW="0">
        <HStack as="nav" aria-label="Breadcrumb" gap="2" fontSize="sm" mb="3" flexWrap="wrap">
          {trail.map((c, i) => (
            <Fragment key={`${c.label}-${i}`}>
              {i > 0 && <Text aria-hidden>&gt;</Text>}
              {c.href && i < trail.length - 1 ? <AppLink href={c.href}>{c.label}</AppLink> : <Text aria-current="page">{c.label}</Text>}
            </Fragment>
          ))}
        </HStack>
        {children}
      </Box>
    </Flex>
  );
}
