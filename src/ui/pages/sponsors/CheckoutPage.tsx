// /checkout/company-group-sponsorship-subscriptions/{priceId}: pay for a sponsor plan price through the one
// payment flow (server quote, wallet or card, coupons); then the sponsor fills text, redirect link and banner,
// and the group's Sponsors tab shows them. Visitors are asked to log in ('Please login to be a sponsor').
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { sponsorPaymentSuccess, SPONSOR_MESSAGES } from '../../../domain/sponsors';
import type { Endpoints } from '../../../sync/facade';
import { links } from '../../app/links';
import { showAlert } from '../../components/alerts';
import { AppLink } from '../../components/AppLink';
import { usePageTitle } from '../../components/usePageTitle';
import { PaymentFlow } from '../../features/billing/PaymentFlow';
import { useEngineRef } from '../../features/data/useEngineRef';
import { useQuery } from '../../features/data/useQuery';
import { useSession } from '../../features/session/useSession';
import { SponsorDetailsForm, sponsorPaymentActors } from '../../features/sponsors';
import { cycleLabel } from '../../features/sponsors/format';
import { PageHeader } from '../../components/page-header/PageHeader';

type SponsorPriceInfo = Endpoints['sponsors.price']['out'];

function AfterPayment({ sponsorId, info }: { sponsorId: string; info: SponsorPriceInfo }) {
  const sponsor = useQuery('sponsors.get', { id: sponsorId });
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">Your sponsor details</Heading>
      <Text>Fill in the text, the redirect link and the banner image shown on {info.group.name}.</Text>
      {sponsor.status === 'loading' && <Text role="status">Loading...</Text>}
      {sponsor.status === 'error' && <Text role="alert">{sponsor.error?.message}</Text>}
      {sponsor.data && <SponsorDetailsForm sponsor={sponsor.data} />}
      <AppLink href={links.group(info.group.profileName, 'sponsors')}>Go to the group's sponsors</AppLink>
    </Stack>
  );
}

function Checkout({ info }: { info: SponsorPriceInfo }) {
  const engine = useEngineRef();
  const [sponsorId, setSponsorId] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const actors = useMemo(() => sponsorPaymentActors(engine, (r) => {
    showAlert(r.message || sponsorPaymentSuccess(info.group.name), 'success');
    setSponsorId(r.subscription?.sponsorId ?? null);
    setPaid(true);
  }), [engine, info.group.name]);
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
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const info = useQuery('sponsors.price', signedIn ? { id: priceId } : null);
  const title = info.data ? `Sponsor ${info.data.group.name}` : 'Sponsorship checkout';
  usePageTitle(title);
  return (
    <Box py="6" maxW="760px" mx="auto">
      <PageHeader title={title} offline={info.offline} mb="4" />
      {session.status === 'loading' && <Text role="status">Loading...</Text>}
      {session.status === 'signedOut' && (
        <Stack gap="2">
          <Text role="alert">{SPONSOR_MESSAGES.login}</Text>
          <AppLink href={links.login(location)}>Login</AppLink>
        </Stack>
      )}
      {signedIn && info.status === 'loading' && <Text role="status">Loading...</Text>}
      {signedIn && info.status === 'error' && <Text role="alert">{info.error?.status === 404 ? SPONSOR_MESSAGES.noPrice : info.error?.message}</Text>}
      {signedIn && info.data && <Checkout info={info.data} />}
    </Box>
  );
}
