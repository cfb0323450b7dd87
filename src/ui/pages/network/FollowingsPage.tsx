// /me/followings: the companies I follow, each with a link to its profile and Unfollow.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Follow } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { announce, showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { errorText } from '../../features/data/errorText';
import { useCommand } from '../../features/data/useCommand';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { MeLayout } from '../me/MeLayout';
import { countOf, STATUS_WORDS } from '../../../domain/shared/words';
import { PageHeader } from '../../components/page-header/PageHeader';

export function FollowingsPage() {
  usePageTitle('Followings');
  const me = useSession().user?.id ?? null;
  const follows = useQuery('follows.list', me ? { followerIds: [me] } : null);
  const ids = follows.data?.map((f) => f.companyId) ?? [];
  const companies = useQuery('companies.byIds', ids.length > 0 ? { ids } : null);
  const { send, pending } = useCommand();
  const rows = follows.data && (ids.length === 0 || companies.data)
    ? follows.data.flatMap((follow) => {
      const company = companies.data?.find((c) => c.id === follow.companyId);
      return company ? [{ follow, company }] : [];
    })
    : null;
  const unfollow = async (f: Follow, name: string) => {
    try {
      await send('follows.delete', { id: f.id });
      announce(STATUS_WORDS.unfollowed(name));
    } catch (e) {
      showAlert(errorText(e), 'error');
    }
  };
  const failed = follows.status === 'error' ? follows.error?.message : companies.status === 'error' ? companies.error?.message : null;
  return (
    <MeLayout>
      <PageHeader title="Followings" offline={follows.offline || companies.offline} mb="4" />
      {failed ? <Text color="red.600" role="alert">{failed}</Text> : rows === null ? <Text role="status">Loading...</Text> : rows.length === 0 ? <Text>You do not follow any company yet.</Text> : (
        <Stack as="ul" listStyleType="none" gap="0">
          {rows.map(({ follow, company }) => (
            <HStack as="li" key={follow.id} gap="3" borderBottomWidth="1px" py="2">
              <AppLink flex="1" href={links.profile(company.profileName)}>{company.name}</AppLink>
              <Text fontSize="sm" color="fg.muted">{countOf(company.followerCount, 'follower')}</Text>
              <Button size="xs" variant="outline" disabled={pending} aria-label={`Unfollow ${company.name}`} onClick={() => void unfollow(follow, company.name)}>Unfollow</Button>
            </HStack>
          ))}
        </Stack>
      )}
    </MeLayout>
  );
}
