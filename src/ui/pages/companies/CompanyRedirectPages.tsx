// /companies/{companyId} opens the company's profile; /users/{profileName} shows a user's card and their
// companies; /posts/{companyPostId} shows one company post with its company link ('Post not found' else).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { COMPANY_POST_MESSAGES, type CompanyPost } from '../../../domain/companies/posts';
import { MESSAGES } from '../../../domain/companies/rules';
import type { Company, UserCard } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { CompanyPostCard } from '../../features/companies/CompanyPosts';
import { useApi } from '../../features/session/useApi';
import { useSession } from '../../features/session/useSession';

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
  const { companyPostId = '' } = useParams<{ companyPostId: string }>();
  const api = useApi();
  const session = useSession();
  const [post, setPost] = useState<CompanyPost | null | 'missing'>(null);
  const [ownerId, setOwnerId] = useState<string | null>(null);
  usePageTitle(post && post !== 'missing' ? (post.title ?? `Post by ${post.companyName}`) : 'Post');
  useEffect(() => {
    let live = true;
    api.call('companyPosts.get', { id: companyPostId }).then((p) => live && setPost(p ?? 'missing'), () => live && setPost('missing'));
    return () => {
      live = false;
    };
  }, [api, companyPostId]);
  const companyId = post && post !== 'missing' ? post.companyId : null;
  useEffect(() => {
    if (!companyId) return;
    api.call('companies.get', { id: companyId }).then((c) => setOwnerId(c?.ownerId ?? null), () => setOwnerId(null));
  }, [api, companyId]);
  if (post === null) return <Text role="status" p="6">Loading...</Text>;
  if (post === 'missing') return <Text role="alert" p="6">{COMPANY_POST_MESSAGES.notFound}</Text>;
  const isOwner = ownerId !== null && ownerId === session.user?.id;
  return (
    <Stack maxW="850px" mx="auto" p="4" gap="3">
      <Heading as="h1" size="2xl">{post.title ?? `Post by ${post.companyName}`}</Heading>
      <CompanyPostCard post={post} isOwner={isOwner} showCompany onChanged={(p) => setPost(p ?? 'missing')} />
    </Stack>
  );
}
