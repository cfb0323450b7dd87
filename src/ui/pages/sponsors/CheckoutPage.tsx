// /checkout/company-group-sponsorship-subscriptions/{priceId}: pay for a sponsor plan price through the one
// payment flow (server quote, wallet or card, coupons); then the sponsor fills text, redirect link and banner,
// and the group's Sponsors tab shows them. Visitors are asked to log in ('Please login to be a sponsor').
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { sponsorPaymentSuccess, SPONSOR_MESSAGES, type GroupSponsor } from '../../../domain/sponsors';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { PaymentFlow } from '../../features/billing/PaymentFlow';
import { useLoad } from '../../features/groups/useLoad';
import { useApi } from '../../features/session/useApi';
import { useSession } from '../../features/session/useSession';
import { SponsorDetailsForm, sponsorPaymentActors } from '../../features/sponsors';
import { cycleLabel } from '../../features/sponsors/format';
import type { SponsorPriceInfo } from '../../../sync/api/endpoints/sponsors';

function AfterPayment({ sponsorId, info }: { sponsorId: string; info: SponsorPriceInfo }) {
  const api = useApi();
  const sponsor = useLoad(() => api.call('sponsors.get', { id: sponsorId }), [api, sponsorId]);
  const [saved, setSaved] = useState<GroupSponsor | null>(null);
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">Your sponsor details</Heading>
      <Text>Fill in the text, the redirect link and the banner image shown on {info.group.name}.</Text>
      {sponsor.kind === 'loading' && <Text role="status">Loading...</Text>}
      {sponsor.kind === 'error' && <Text role="alert">{sponsor.message}</Text>}
      {sponsor.kind === 'ready' && <SponsorDetailsForm sponsor={saved ?? sponsor.data} onSaved={setSaved} />}
      <AppLink href={links.group(info.group.profileName, 'sponsors')}>Go to the group's sponsors</AppLink>
    </Stack>
  );
}

function Checkout({ info }: { info: SponsorPriceInfo }) {
  const api = useApi();
  const [sponsorId, setSponsorId] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const actors = useMemo(() => sponsorPaymentActors(api, (r) => {
    showAlert(r.message || sponsorPaymentSuccess(info.group.name), 'success');
    setSponsorId(r.subscription?.sponsorId ?? null);
    setPaid(true);
  }), [api, info.group.name]);
  if (paid) return sponsorId ? <AfterPayment sponsorId={sponsorId} info={info} /> : <AppLink href={links.meGroups('ad-banners')}>My ad banners</AppLink>;
  const { price, plan } = info;
  return (
    <Stack gap="2">
      <Text><strong>{plan.name}</strong> (rank {plan.rank}) · Remaining slots: {plan.remainingSlots}</Text>
      <Text whiteSpace="pre-wrap">{plan.description}</Text>
      {price.asDeactivated || plan.asDeactivated
        ? <Text role="alert">{SPONSOR_MESSAGES.noPrice}</Text>
        : <PaymentFlow name="sponsor" actors={actors} options={[{ id: price.id, cents: price.cents, label: cycleLabel(price.type), description: plan.name }]} />}
    </Stack>
  );
}

export function SponsorCheckoutPage() {
  const { priceId = '' } = useParams<{ priceId: string }>();
  const [location] = useLocation();
  const api = useApi();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const info = useLoad(async () => (signedIn ? api.call('sponsors.price', { id: priceId }) : undefined), [api, priceId, signedIn]);
  usePageTitle(info.kind === 'ready' ? `Sponsor ${info.data.group.name}` : 'Sponsorship checkout');
  return (
    <Box py="6" maxW="760px" mx="auto">
      <Heading as="h1" size="lg" mb="4">{info.kind === 'ready' ? `Sponsor ${info.data.group.name}` : 'Sponsorship checkout'}</Heading>
      {session.status === 'loading' && <Text role="status">Loading...</Text>}
      {session.status === 'signedOut' && (
        <Stack gap="2">
          <Text role="alert">{SPONSOR_MESSAGES.login}</Text>
          <AppLink href={links.login(location)}>Login</AppLink>
        </Stack>
      )}
      {signedIn && info.kind === 'loading' && <Text role="status">Loading...</Text>}
      {signedIn && info.kind === 'error' && <Text role="alert">{info.status === 404 ? SPONSOR_MESSAGES.noPrice : info.message}</Text>}
      {signedIn && info.kind === 'ready' && <Checkout info={info.data} />}
    </Box>
  );
}
