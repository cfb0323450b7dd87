// /companies/{companyId} opens the company's profile; /users/{profileName} shows a user's card and their
// companies; /posts/{companyPostId} shows one company post with its company link ('Post not found' else).
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { COMPANY_POST_MESSAGES } from '../../../domain/companies/posts';
import { MESSAGES } from '../../../domain/companies/rules';
import type { QueryError } from '../../../sync/facade';
import { links } from '../../app/links';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { CompanyPostCard } from '../../features/companies/CompanyPosts';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { PageHeader } from '../../components/page-header/PageHeader';

/** A refusal as the page words it: its own 'not found' text when the server says so, else the server's message. */
const refusal = (error: QueryError, notFound: string) => (error.status === 404 || error.status === 400 ? notFound : error.message);

export function CompanyByIdPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const [, navigate] = useLocation();
  const q = useQuery('companies.get', { id: companyId });
  usePageTitle('Company');
  const profileName = q.data?.profileName ?? null;
  useEffect(() => {
    if (profileName) navigate(links.profile(profileName), { replace: true });
  }, [profileName, navigate]);
  return q.error ? <Text role="alert" p="6">{refusal(q.error, MESSAGES.companyNotFound)}</Text> : <Text role="status" p="6">Loading...</Text>;
}

export function UserProfilePage() {
  const { profileName = '' } = useParams<{ profileName: string }>();
  const q = useQuery('userProfiles.get', { profileName });
  const data = q.data;
  usePageTitle(data ? `${data.user.firstname} ${data.user.lastname}` : 'User');
  if (q.error) return <Text role="alert" p="6">{refusal(q.error, 'User not found')}</Text>;
  if (!data) return <Text role="status" p="6">Loading...</Text>;
  return (
    <Stack maxW="850px" mx="auto" p="4" gap="3">
      <PageHeader title={<>{data.user.firstname} {data.user.lastname}</>} offline={q.offline} />
      <Heading as="h2" size="md">Companies</Heading>
      {data.companies.length === 0 && <Text color="gray.600">No companies.</Text>}
      {data.companies.map((c) => <AppLink key={c.id} href={links.profile(c.profileName)}>{c.name}</AppLink>)}
    </Stack>
  );
}

export function CompanyPostPage() {
  const { companyPostId = '' } = useParams<{ companyPostId: string }>();
  const session = useSession();
  const q = useQuery('companyPosts.get', { id: companyPostId });
  const post = q.data;
  const company = useQuery('companies.get', post ? { id: post.companyId } : null);
  usePageTitle(post ? (post.title ?? `Post by ${post.companyName}`) : 'Post');
  if (q.error) return <Text role="alert" p="6">{refusal(q.error, COMPANY_POST_MESSAGES.notFound)}</Text>;
  if (!post) return <Text role="status" p="6">Loading...</Text>;
  const ownerId = company.data?.ownerId ?? null;
  const isOwner = ownerId !== null && ownerId === session.user?.id;
  return (
    <Stack maxW="850px" mx="auto" p="4" gap="3">
      <PageHeader title={<>{post.title ?? `Post by ${post.companyName}`}</>} offline={q.offline} />
      <CompanyPostCard post={post} isOwner={isOwner} showCompany />
    </Stack>
  );
}
