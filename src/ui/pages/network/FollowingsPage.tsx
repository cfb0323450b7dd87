// /me/followings: the companies I follow, each with a link to its profile and Unfollow.
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { Company, Follow } from '../../../domain/companies/types';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { useApi } from '../../features/session/useApi';
import { useSession } from '../../features/session/useSession';
import { MeLayout } from '../me/MeLayout';

export function FollowingsPage() {
  usePageTitle('Followings');
  const api = useApi();
  const me = useSession().user?.id ?? '';
  const [rows, setRows] = useState<{ follow: Follow; company: Company }[] | null>(null);
  const reload = useCallback(async () => {
    try {
      const follows = (await api.call('follows.list', { followerIds: [me] })) ?? [];
      const companies = follows.length ? ((await api.call('companies.byIds', { ids: follows.map((f) => f.companyId) })) ?? []) : [];
      setRows(follows.flatMap((f) => {
        const company = companies.find((c) => c.id === f.companyId);
        return company ? [{ follow: f, company }] : [];
      }));
    } catch (e) {
      showAlert(e instanceof Error ? e.message : String(e), 'error');
      setRows([]);
    }
  }, [api, me]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const unfollow = async (f: Follow) => {
    try {
      await api.call('follows.delete', { id: f.id });
    } catch (e) {
      showAlert(e instanceof Error ? e.message : String(e), 'error');
    }
    await reload();
  };
  return (
    <MeLayout>
      <Heading as="h1" size="2xl" mb="4">Followings</Heading>
      {rows === null ? <Text role="status">Loading...</Text> : rows.length === 0 ? <Text>You do not follow any company yet.</Text> : (
        <Stack as="ul" listStyleType="none" gap="0">
          {rows.map(({ follow, company }) => (
            <HStack as="li" key={follow.id} gap="3" borderBottomWidth="1px" py="2">
              <AppLink flex="1" href={links.profile(company.profileName)}>{company.name}</AppLink>
              <Text fontSize="sm" color="fg.muted">{company.followerCount} followers</Text>
              <Button size="xs" variant="outline" aria-label={`Unfollow ${company.name}`} onClick={() => void unfollow(follow)}>Unfollow</Button>
            </HStack>
          ))}
        </Stack>
      )}
    </MeLayout>
  );
}
