// /me/get-started: the checklist of what makes a profile useful (logo, banner, products, first connection, first
// group, first post), each item done or linking to where it is done, with progress. Read from the member's
// companies, connections, groups and posts (existing queries); it fills as they act elsewhere.
import { Box, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Company } from '../../../domain/companies/types';
import { getStarted, type GetStartedItemId } from '../../../domain/identity/get-started';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useQuery } from '../../features/data/useQuery';
import { useMyCompanies } from '../../features/me/useMyCompanies';
import { MeLayout } from './MeLayout';
import { PageHeader } from '../../components/page-header/PageHeader';

function whereDone(id: GetStartedItemId, company: Company | null): { href: string; label: string } {
  if (!company && (id === 'logo' || id === 'banner' || id === 'product')) return { href: links.meCompanyCreate(), label: 'Create your company first' };
  switch (id) {
    case 'logo':
    case 'banner': return { href: links.profile(company?.profileName ?? ''), label: 'Open your company page' };
    case 'product': return { href: links.meProductsAdd(), label: 'Add a product' };
    case 'connection': return { href: links.meSection('connections'), label: 'Find connections' };
    case 'group': return { href: links.directory(), label: 'Browse groups' };
    case 'post': return company ? { href: links.profile(company.profileName, 'posts'), label: 'Write a post' } : { href: links.meGroups(), label: 'Post in a group' };
  }
}

export function GetStartedPage() {
  usePageTitle('Get Started');
  const { user, companies, offline, error } = useMyCompanies();
  const me = user?.id ?? null;
  const company = companies?.[0] ?? null;
  const connections = useQuery('connections.list', me ? {} : null);
  const groups = useQuery('groups.list', me ? { mine: true } : null);
  const companyPosts = useQuery('companyPosts.list', company ? { companyIds: [company.id] } : null);
  const groupPosts = useQuery('groups.posts.list', me ? { mine: true } : null);
  const loaded = companies !== null && connections.data && groups.data && groupPosts.data && (!company || companyPosts.data);
  const progress = loaded ? getStarted({
    company,
    connections: connections.data?.filter((c) => c.activated).length ?? 0,
    groups: groups.data?.length ?? 0,
    posts: (companyPosts.data?.length ?? 0) + (groupPosts.data?.length ?? 0),
  }) : null;
  return (
    <MeLayout>
      <PageHeader title="Get Started" offline={offline || connections.offline || groups.offline} mb="2" />
      <Text color="gray.700" mb="5">A few steps make your profile useful to buyers, sellers and groups.</Text>
      {error ? <Text role="alert" color="red.600">{error}</Text> : progress === null ? <Text role="status">Loading...</Text> : (
        <Stack gap="5">
          <Box>
            <Text id="get-started-progress" fontWeight="semibold" mb="1">{progress.done} of {progress.total} done</Text>
            <Progress.Root value={progress.percent}>
              <Progress.Track aria-labelledby="get-started-progress"><Progress.Range /></Progress.Track>
            </Progress.Root>
          </Box>
          <Stack as="ul" listStyleType="none" gap="0" aria-label="Checklist">
            {progress.items.map((item) => {
              const where = whereDone(item.id, company);
              return (
                <HStack as="li" key={item.id} data-done={item.done ? 'true' : 'false'} justify="space-between" borderBottomWidth="1px" py="2">
                  <Text color={item.done ? 'green.700' : undefined}>
                    <span aria-hidden="true">{item.done ? '✓ ' : '○ '}</span>
                    {item.label}
                    <VisuallyHidden>{item.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
                  </Text>
                  {!item.done && <AppLink href={where.href} fontSize="sm">{where.label}</AppLink>}
                </HStack>
              );
            })}
          </Stack>
        </Stack>
      )}
    </MeLayout>
  );
}
