// /companies/{companyId} opens the company's profile; /users/{profileName} shows a user's card and their
// companies; /posts/{companyPostId}: company posts are not built yet, so every post is 'Post not found'.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { MESSAGES } from '../../../domain/companies/rules';
import type { Company, UserCard } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useApi } from '../../features/session/useApi';

export function CompanyByIdPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const api = useApi();
  const [, navigate] = useLocation();
  const [missing, setMissing] = useState(false);
  usePageTitle('Company');
  useEffect(() => {
    api.call('companies.get', { id: companyId }).then(
      (c) => (c ? navigate(links.profile(c.profileName), { replace: true }) : setMissing(true)),
      () => setMissing(true),
    );
  }, [api, companyId, navigate]);
  return missing ? <Text role="alert" p="6">{MESSAGES.companyNotFound}</Text> : <Text role="status" p="6">Loading...</Text>;
}

export function UserProfilePage() {
  const { profileName = '' } = useParams<{ profileName: string }>();
  const api = useApi();
  const [data, setData] = useState<{ user: UserCard; companies: Company[] } | null | 'missing'>(null);
  usePageTitle(data && data !== 'missing' ? `${data.user.firstname} ${data.user.lastname}` : 'User');
  useEffect(() => {
    api.call('userProfiles.get', { profileName }).then((d) => setData(d ?? 'missing'), () => setData('missing'));
  }, [api, profileName]);
  if (data === null) return <Text role="status" p="6">Loading...</Text>;
  if (data === 'missing') return <Text role="alert" p="6">User not found</Text>;
  return (
    <Stack maxW="850px" mx="auto" p="4" gap="3">
      <Heading as="h1" size="2xl">{data.user.firstname} {data.user.lastname}</Heading>
      <Heading as="h2" size="md">Companies</Heading>
      {data.companies.length === 0 && <Text color="gray.600">No companies.</Text>}
      {data.companies.map((c) => <AppLink key={c.id} href={links.profile(c.profileName)}>{c.name}</AppLink>)}
    </Stack>
  );
}

export function CompanyPostPage() {
  usePageTitle('Post');
  return <Text role="alert" p="6">Post not found</Text>;
}
