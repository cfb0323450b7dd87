// The sponsor's own pages: /me/groups/ad-banners (my sponsor entries: text, link, banner, subscription link),
// /me/groups/sponsors/invites (pending invites: View plans, Decline) and the 'Sponsorships' part of
// /me/billing/subscriptions.
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { errorText } from '../data/errorText';
import { OfflineMark } from '../data/OfflineMark';
import { useCommand } from '../data/useCommand';
import { useQuery } from '../data/useQuery';
import { day, priceText } from './format';
import { sponsorPaths } from './paths';
import { SponsorDetailsForm } from './SponsorDetailsForm';

export function MyAdBanners() {
  const mine = useQuery('sponsors.mine', undefined);
  if (mine.status === 'loading') return <Text role="status">Loading...</Text>;
  if (!mine.data) return <Text role="alert">{mine.error?.message}</Text>;
  if (mine.data.length === 0) return <><OfflineMark offline={mine.offline} /><Text>You are not sponsoring any group yet.</Text></>;
  return (
    <Stack gap="5">
      <OfflineMark offline={mine.offline} />
      {mine.data.map((s) => (
        <Stack key={s.id} as="section" aria-label={`Ad banner for ${s.groupName}`} gap="2" borderWidth="1px" borderRadius="md" p="3">
          <HStack justify="space-between" wrap="wrap">
            <AppLink href={links.group(s.groupProfileName, 'sponsors')} fontWeight="semibold">{s.groupName}</AppLink>
            <Text fontSize="sm">{s.planName}</Text>
            <AppLink href={sponsorPaths.subscription(s.cgSponsorSubscriptionId)} fontSize="sm">Subscription</AppLink>
          </HStack>
          <SponsorDetailsForm sponsor={s} />
        </Stack>
      ))}
    </Stack>
  );
}

export function MySponsorInvites() {
  const invites = useQuery('sponsors.invites', undefined);
  const { send } = useCommand();
  const [busy, setBusy] = useState<string | null>(null);
  async function decline(id: string) {
    setBusy(id);
    try {
      await send('sponsors.inviteDecline', { id });
    } catch (e) {
      showAlert(errorText(e), 'error');
    } finally {
      setBusy(null);
    }
  }
  if (invites.status === 'loading') return <Text role="status">Loading...</Text>;
  if (!invites.data) return <Text role="alert">{invites.error?.message}</Text>;
  const pending = invites.data.filter((i) => i.status === 'PENDING');
  if (pending.length === 0) return <><OfflineMark offline={invites.offline} /><Text>No sponsor invites</Text></>;
  return (
    <>
      <OfflineMark offline={invites.offline} />
      <Stack as="ul" listStyleType="none" gap="3">
        {pending.map((i) => (
          <Stack as="li" key={i.id} gap="1" borderWidth="1px" borderRadius="md" p="3" aria-label={`Sponsor invite from ${i.groupName}`}>
            <AppLink href={links.group(i.groupProfileName)} fontWeight="semibold">{i.groupName}</AppLink>
            <Text fontSize="sm">Invited by {i.invitedByName} on {day(i.createdAt)}</Text>
            {i.message && <Text whiteSpace="pre-wrap">{i.message}</Text>}
            <HStack>
              <AppLink href={links.group(i.groupProfileName, 'sponsors')}>View plans</AppLink>
              <Button size="xs" variant="outline" loading={busy === i.id} onClick={() => void decline(i.id)}>Decline</Button>
            </HStack>
          </Stack>
        ))}
      </Stack>
    </>
  );
}

export function SponsorSubscriptionsList() {
  const subs = useQuery('sponsors.subscriptions', undefined);
  return (
    <Stack gap="2" as="section" aria-label="Sponsorships">
      <Heading as="h2" size="md">Sponsorships</Heading>
      {subs.status === 'loading' && <Text role="status">Loading...</Text>}
      {subs.status === 'error' && <Text role="alert">{subs.error?.message}</Text>}
      {subs.data && subs.data.length === 0 && <Text>No sponsorships</Text>}
      {subs.data?.map((s) => (
        <Stack key={s.id} gap="0">
          <AppLink href={sponsorPaths.subscription(s.id)} fontWeight="semibold">{s.groupName} · {s.planName}</AppLink>
          <Text fontSize="sm">
            {priceText(s.price)} · {s.endedAt !== null ? `Ended ${day(s.endedAt)}` : `${s.cancelled ? 'Ends on' : 'Next billing date'}: ${day(s.nextExpiredAt)}`}
            {s.cancelled && s.endedAt === null ? ' · Cancelled' : ''}
          </Text>
          {s.paymentError && <Text fontSize="sm" color="red.600">Payment error</Text>}
        </Stack>
      ))}
    </Stack>
  );
}
